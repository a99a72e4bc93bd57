import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { DEFAULT_SITE } from "~/config/site";
import { sendDueReviewRequests } from "~/features/reviews/requests.server";
import { OutboxSender } from "~/features/mail/sender.server";
import { parisDay, parisWallClock } from "~/lib/business-hours";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { createAdmin, runSql, signInByCookie, waitForHydration } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe-suite";
import { launchBrowser, openPage } from "./helpers/browser";
import { openServerDatabase } from "./helpers/server-db";
import { startServer, type TestServer } from "./helpers/server";

// The review request end to end (docs/product.md#review-requests): the owner marks a won request's
// job done on its page, the job (called with a clock three days later, within opening hours) e-mails
// the customer through the real SMTP peer, and the customer's unsubscribe page works without JavaScript.

const SECRET = "review-requests-e2e-secret-0123456789abcdef";
const REVIEW_URL = "https://g.page/r/az-toiture-e2e/review";
const SHOTS = "/tmp/reviews-shots";
const DAY_MS = 24 * 60 * 60_000;

let smtp: TestSmtpServer;
let server: TestServer;
let browser: Browser;

/** 10:00 Paris on the first weekday at least `days` after today. */
function weekdayMorningAfter(days: number): Date {
  for (let ahead = days; ; ahead++) {
    const [y, m, d] = parisDay(new Date(Date.now() + ahead * DAY_MS))
      .split("-")
      .map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return parisWallClock(y, m, d, 10, 0);
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    SMTP_URL: smtp.url,
    AUTH_SECRET: SECRET,
    LEAD_ACKNOWLEDGEMENT: "off",
    RATE_LIMIT_LEADS_PER_HOUR: "1000",
  });
  await createAdmin(server);
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe("review requests", () => {
  it("job done on the lead page, the e-mail at the SMTP peer, unsubscribe without JavaScript", async () => {
    // one address per attempt: a retried test starts from a request of its own
    const email = `camille.roux.${Date.now()}@example.fr`;
    const posted = await fetch(`${server.url}/api/leads/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        prenom: "Camille",
        nom: "Roux",
        telephone: "06 12 34 56 78",
        email,
        ville: "Tarare",
        projet: "gouttieres",
        description: "Gouttière à remplacer.",
      }),
    });
    expect(posted.status).toBeLessThan(400);
    const [row] = await runSql(server, "select id from leads where email = ?", [email]);
    const leadId = String(row!.id);
    await runSql(server, "update leads set status = 'gagne' where id = ?", [leadId]);

    // the owner, on the lead page: 'Chantier terminé le' today
    const owner = await openPage(browser, { width: 1280 });
    await signInByCookie(owner.page, server);
    await owner.page.goto(`${server.url}/dashboard-management-panel/leads/${leadId}`);
    await waitForHydration(owner.page);
    const today = parisDay(new Date());
    await owner.page.getByLabel("Chantier terminé le").fill(today);
    await owner.page.getByRole("region", { name: "Chantier" }).getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(
        async () =>
          (await runSql(server, "select job_done_on from lead_job_completions where lead_id = ?", [leadId]))[0]?.job_done_on,
      )
      .toBe(today);
    await expect.poll(() => owner.page.getByTestId("review-request-status").textContent()).toContain("lien vers vos avis Google");
    await expect.poll(() => owner.page.getByText("Chantier terminé le", { exact: false }).count()).toBeGreaterThan(1);
    await owner.close();

    // the job, three days later (the first weekday at 10:00), with a review link in Réglages
    process.env.AUTH_SECRET = SECRET;
    resetEnvForTests();
    const database = openServerDatabase(server);
    const at = weekdayMorningAfter(3);
    try {
      const site = { ...DEFAULT_SITE, url: server.url, reviewRequest: { googleReviewUrl: REVIEW_URL, delayDays: 3 } };
      const settings = { db: database.db, site, siteUrl: server.url, siteHost: "127.0.0.1" };
      expect(await sendDueReviewRequests(settings, at)).toBe(1);
      expect(await sendDueReviewRequests(settings, new Date(at.getTime() + 60_000))).toBe(0);
      const sender = new OutboxSender({
        db: database.db,
        kind: server.databaseUrl ? "postgres" : "sqlite",
        smtpUrl: smtp.url,
        from: "site@example.fr",
        to: "atelier@example.fr",
        clock: () => at.getTime(),
      });
      await sender.drain();
      await sender.stop(0);
    } finally {
      await database.close();
    }
    const mails = smtp.messages.filter((m) => m.subject.startsWith("Votre avis") && m.to.includes(email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toContain(email);
    const link = /<(http[^>]+\/avis\/desinscription\/[A-Za-z0-9_-]{43})>/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1];
    expect(link).toBeTruthy();
    expect(mail.text).toContain(link!);

    // the e-mail as a phone shows it
    const phone = await openPage(browser, { width: 390, height: 844, javaScriptEnabled: false });
    await phone.page.setContent(mail.html ?? "");
    await phone.page.screenshot({ path: `${SHOTS}/review-email-390.png`, fullPage: true });
    writeFileSync(`${SHOTS}/review-email.html`, mail.html ?? "");

    // the customer, scripts off: confirm, then the confirmation
    await phone.page.goto(link!);
    await expect
      .poll(() => phone.page.getByRole("heading", { level: 1 }).textContent())
      .toContain("Ne plus recevoir de demande d'avis");
    await phone.page.screenshot({ path: `${SHOTS}/unsubscribe-390.png`, fullPage: true });
    // axe runs in a page with scripts (it injects its own); the unsubscribe page is the same HTML
    const checked = await openPage(browser, { width: 390, height: 844 });
    await checked.page.goto(link!);
    expect(await seriousViolations(checked.page)).toEqual([]);
    await checked.page.close();
    await phone.page.getByRole("button", { name: "Ne plus recevoir de demande d'avis" }).click();
    await phone.page.getByText("Vous ne recevrez plus de demande d'avis de").waitFor();
    expect(await phone.page.getByRole("heading", { level: 1 }).textContent()).toBe("C'est noté");
    await phone.page.screenshot({ path: `${SHOTS}/unsubscribe-done-390.png`, fullPage: true });
    const optOuts = await runSql(server, "select email_hash from review_opt_outs");
    expect(optOuts.length).toBeGreaterThanOrEqual(1);

    // the one-click post of a mail provider (no Origin): honoured too; a guessed token: French 404
    const oneClick = await fetch(link!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const guessed = await fetch(`${server.url}/avis/desinscription/${"A".repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(await guessed.text()).toContain("Lien introuvable");

    // the owner's calendar: the address of Réglages answers, a guessed one the same 404 as a revoked one
    const [feedRow] = await runSql(server, "select count(*) as n from calendar_feed_secrets");
    expect(Number(feedRow!.n)).toBeLessThanOrEqual(1);
    const wrong = await fetch(`${server.url}/agenda/${"B".repeat(43)}.ics`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");
    expect(wrong.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
