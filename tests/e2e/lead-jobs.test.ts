import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDay, parisWallClock } from "~/lib/business-hours";
import { closedPort } from "../helpers/ports";
import { createPostgresDatabase } from "../helpers/postgres";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { addSessionCookie, createAdmin, runSql, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { fetchPage, textOf } from "./helpers/html";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";
import { axeOn } from "./helpers/axe";

// The lead jobs in the real server (docs/product.md#lead-reminders), whatever the time of day:
// requests are stored through the real form endpoint while SMTP is down, then dated in the past
// (one during last week's opening hours, one beyond the retention) while the server is stopped;
// the restarted server's first tick reminds the first and purges the second. The dashboard then
// shows the figures and the failed notifications, and 'Renvoyer' delivers once SMTP is back.

const LEADS_TO = "atelier@example.fr";
const ESCALATE_TO = "chef@example.fr";
const DASHBOARD = "/dashboard-management-panel";
const DAY_MS = 24 * 60 * 60_000;

let smtpPort: number;
let smtp: TestSmtpServer | undefined;
let dataDir: string;
let databaseUrl: string | undefined;
let dropPg: (() => Promise<void>) | undefined;
let server: TestServer;
let browser: Browser;
const ids: { recent: string; old: string; recentReference: string } = { recent: "", old: "", recentReference: "" };

/** 10:00 Paris on the most recent weekday before today: inside the default opening hours, within the reminders' look-back. */
function lastWeekdayMorning(): Date {
  for (let back = 1; ; back++) {
    const [y, m, d] = parisDay(new Date(Date.now() - back * DAY_MS))
      .split("-")
      .map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return parisWallClock(y, m, d, 10, 0);
  }
}

function env(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_TO,
    LEADS_ESCALATE_TO: ESCALATE_TO,
    LEAD_REMINDER_MINUTES: "1",
    RATE_LIMIT_LEADS_PER_HOUR: "1000",
  };
}

async function postLead(target: TestServer, first: string, last: string, email: string): Promise<void> {
  const res = await fetch(`${target.url}/api/leads/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: target.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      prenom: first,
      nom: last,
      telephone: "06 12 34 56 78",
      email,
      ville: "Lyon",
      projet: "gouttieres",
      description: "Fuite dans la gouttière côté rue.",
    }),
  });
  expect(res.status).toBeLessThan(400);
}

async function leadOf(target: TestServer, email: string) {
  const [row] = await runSql(target, "select id, reference from leads where email = ?", [email]);
  return row as { id: string; reference: string } | undefined;
}

async function notificationStatus(target: TestServer, leadId: string): Promise<string | undefined> {
  const [row] = await runSql(target, "select status from outbox where lead_id = ? and kind = 'lead_notification'", [leadId]);
  return row?.status as string | undefined;
}

beforeAll(async () => {
  smtpPort = await closedPort(); // nothing listens there yet: SMTP is down
  dataDir = mkdtempSync(path.join(tmpdir(), "az-e2e-jobs-"));
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createPostgresDatabase();
    databaseUrl = pg.url;
    dropPg = pg.drop;
  }
  // first run: the requests arrive, their notifications fail
  const first = await startServer(env());
  try {
    await createAdmin(first);
    await postLead(first, "Alice", "Recente", "alice@example.fr");
    await postLead(first, "Oscar", "Ancien", "oscar@example.fr");
    await postLead(first, "Bruno", "Contacte", "bruno@example.fr");
    await postLead(first, "Gina", "Gagnee", "gina@example.fr");
    const recent = (await leadOf(first, "alice@example.fr"))!;
    const old = (await leadOf(first, "oscar@example.fr"))!;
    Object.assign(ids, { recent: recent.id, old: old.id, recentReference: recent.reference });
    const deadline = Date.now() + 20_000;
    while ((await notificationStatus(first, recent.id)) !== "failed") {
      if (Date.now() > deadline) throw new Error(`the notification did not fail:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await first.stop();
  }
  // while stopped: one request from last week's opening hours, one from 37 months ago
  const old = new Date();
  old.setUTCMonth(old.getUTCMonth() - 37);
  await runSql(first, "update leads set created_at = ? where id = ?", [lastWeekdayMorning().toISOString(), ids.recent]);
  await runSql(first, "update leads set created_at = ? where id = ?", [old.toISOString(), ids.old]);
  // two requests answered (their notifications delivered): contacted after 2 h 15, and won after 5 h 15
  const morning = lastWeekdayMorning().getTime();
  const minutes = (n: number) => new Date(morning + n * 60_000).toISOString();
  const answered = "update leads set created_at = ?, status = ?, first_contacted_at = ?, status_changed_at = ? where email = ?";
  await runSql(first, answered, [minutes(5), "contacte", minutes(5 + 135), minutes(5 + 135), "bruno@example.fr"]);
  await runSql(first, answered, [minutes(10), "gagne", minutes(10 + 315), new Date().toISOString(), "gina@example.fr"]);
  await runSql(first, "update outbox set status = 'sent' where lead_id in (select id from leads where email in (?, ?))", [
    "bruno@example.fr",
    "gina@example.fr",
  ]);
  // the first run did today's purge (nothing to purge then): as if the next day had come
  await runSql(first, "delete from job_claims where key like 'purge:%'");
  // second run: its first tick reminds and purges
  server = await startServer(env());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await dropPg?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("lead jobs in the server", () => {
  it("reminds the unanswered request once and purges the one past the retention", async () => {
    await eventually(async () =>
      (await runSql(server, "select kind from lead_events where lead_id = ?", [ids.recent])).map((r) => r.kind),
    ).toEqual(["reminder"]);
    await eventually(async () => (await leadOf(server, "oscar@example.fr")) ?? null).toBeNull();
    expect(await runSql(server, "select id from outbox where lead_id = ?", [ids.old])).toEqual([]);
    const reminders = await runSql(server, "select status from outbox where lead_id = ? and kind = 'lead_reminder'", [
      ids.recent,
    ]);
    expect(reminders).toHaveLength(1);
    // logged once the purge's job returns, a moment after its rows are gone
    await eventually(() => /"job":"retention-purge".*"deleted":1/.test(server.output())).toBe(true);
  });

  it("shows the figures and the failed notification on the dashboard, at 1280 and 390 px", async () => {
    const cookie = await signInCookie(server);
    // what the dashboard says, as the server sends it
    const { document } = await fetchPage(`${server.url}${DASHBOARD}`, { headers: { cookie } });
    const banner = [...document.querySelectorAll("[role=alert]")].find((alert) => textOf(alert).includes("pas pu être envoyée"));
    expect(textOf(banner?.querySelector("h2"))).toBe("1 notification n'a pas pu être envoyée");
    expect(textOf(banner)).toMatch(/ECONNREFUSED/);
    const link = [...(banner?.querySelectorAll("a") ?? [])].find((a) => textOf(a).includes("Alice Recente"));
    expect(link?.getAttribute("href")).toBe(`${DASHBOARD}/leads/${ids.recent}`);
    expect(textOf(link)).toContain(ids.recentReference);
    const figure = (id: string) => textOf(document.querySelector(`[data-testid="figure-${id}"]`));
    expect(figure("new")).toBe("3");
    expect(figure("in-progress")).toBe("1");
    expect(figure("won")).toBe("1");
    expect(figure("first-contact")).toBe("3 h 45");

    // how it lays out at both widths: one tab, loaded again at each
    const { page, context, errors } = await openPage(browser, { width: 1280 });
    await addSessionCookie(context, server, cookie);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}${DASHBOARD}`);
      await waitForHydration(page);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(scroll).toBe(0);
      const axe = await axeOn(page).exclude("[data-sonner-toaster]").analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await saveScreenshot(page, "lead-jobs", `dashboard-${width}.png`, { fullPage: true });
      await saveScreenshot(page.locator("main"), "lead-jobs", `dashboard-${width}-main.png`);
      expect(errors).toEqual([]);
    }
  });

  it("refuses 'Renvoyer' from another origin or without a session", async () => {
    const cookie = await signInCookie(server);
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}${DASHBOARD}?index`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ intent: "renvoyer-notifications" }),
      });
    expect((await post({ origin: "https://evil.example", cookie })).status).toBe(403);
    expect((await post({ origin: server.url })).status).toBe(401);
    expect(await notificationStatus(server, ids.recent)).toBe("failed");
  });

  it("'Renvoyer' (without JavaScript) delivers the notification and the reminder once SMTP is back", async () => {
    // the outbox retries a failed e-mail by itself after a growing delay (30 s, then 1 min…), which a busy
    // machine's slow run can reach once SMTP is up: put those retries far off, so only 'Renvoyer' sends now
    await runSql(server, "update outbox set next_attempt_at = ? where status = 'failed'", [
      new Date(Date.now() + DAY_MS).toISOString(),
    ]);
    // a retry of this test finds the first attempt's server still on the port
    await smtp?.close();
    smtp = await startSmtpServer({ port: smtpPort });
    const { page, context } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    await addSessionCookie(context, server, await signInCookie(server));
    await page.goto(`${server.url}${DASHBOARD}`);
    await page.getByRole("button", { name: "Renvoyer" }).click();
    await page.waitForURL(`${server.url}${DASHBOARD}`);
    expect(await page.getByText("pas pu être envoyée").count()).toBe(0);

    const mailServer = smtp;
    await eventually(() => mailServer.messages.filter((m) => /^(Nouvelle demande de devis|Rappel)/.test(m.subject)).length).toBe(
      2,
    );
    const received = mailServer.messages;
    const notification = received.find((m) => m.subject.startsWith("Nouvelle demande de devis"));
    const reminder = received.find((m) => m.subject.startsWith("Rappel"));
    expect(notification?.text).toContain("Alice Recente");
    expect(reminder?.subject).toBe(`Rappel : demande ${ids.recentReference} sans réponse depuis 1 min — Alice Recente`);
    expect(reminder?.envelope.to).toEqual([LEADS_TO, ESCALATE_TO]);
    expect(reminder?.text).toContain(`${server.url}${DASHBOARD}/leads/${ids.recent}`);
    // once: the restarted server's later ticks add none
    expect(await runSql(server, "select id from outbox where lead_id = ? and kind = 'lead_reminder'", [ids.recent])).toHaveLength(
      1,
    );
    expect(received.filter((m) => m.subject.startsWith("Rappel"))).toHaveLength(1);
  });

  it("sends the morning digest once a day: follow-ups due and open requests, not the won one", async () => {
    // as if the morning had come: a restart with the digest due from midnight, today's digest not yet sent
    await server.stop();
    await runSql(server, "delete from job_claims where key like 'digest:%'");
    await runSql(server, "delete from outbox where kind = 'lead_digest'");
    const yesterday = parisDay(new Date(Date.now() - DAY_MS));
    await runSql(server, "update leads set follow_up_on = ? where email = ?", [yesterday, "bruno@example.fr"]);
    server = await startServer({ ...env(), LEAD_DIGEST_HOUR: "0" });

    const mailServer = smtp!;
    const digests = () => mailServer.messages.filter((m) => m.subject.startsWith("Demandes du"));
    await eventually(() => digests().length).toBe(1);
    const [digest] = digests();
    expect(digest!.envelope.to).toEqual([LEADS_TO]);
    expect(digest!.subject).toMatch(/^Demandes du \d{2}\/\d{2}\/\d{4} : 2 demandes ouvertes, 1 à rappeler$/);
    expect(digest!.text).toContain("Alice Recente");
    expect(digest!.text).toContain("Bruno Contacte");
    expect(digest!.text).not.toContain("Gina Gagnee");
    // the follow-up due comes before the open requests
    expect(digest!.text.indexOf("Bruno Contacte")).toBeLessThan(digest!.text.indexOf("Alice Recente"));

    // another start the same day: the day's digest is taken, nothing more is sent
    await server.stop();
    server = await startServer({ ...env(), LEAD_DIGEST_HOUR: "0" });
    await eventually(() => server.output().includes("jobs: first run done")).toBe(true);
    expect(await runSql(server, "select id from outbox where kind = 'lead_digest'")).toHaveLength(1);
    expect(digests()).toHaveLength(1);
  });
});
