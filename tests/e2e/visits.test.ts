import { mkdirSync, writeFileSync } from "node:fs";
import ICAL from "ical.js";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDay } from "~/lib/business-hours";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { createAdmin, runSql, signInByCookie } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe-suite";
import { launchBrowser, openPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";

// Site visits end to end (docs/product.md#visits): the owner plans a visit on the lead page in
// Chromium and the customer's invitation reaches the real SMTP peer with its calendar event; another
// customer picks a slot on his phone with scripts off, through the link of his acknowledgement;
// a guessed link is the French 404.

const SHOTS = "/tmp/visits-shots";
const DAY_MS = 24 * 60 * 60_000;

let smtp: TestSmtpServer;
let server: TestServer;
let browser: Browser;

/** The first weekday (Paris) at least `days` after today, 'YYYY-MM-DD'. */
function weekdayAfter(days: number): string {
  for (let ahead = days; ; ahead++) {
    const day = parisDay(new Date(Date.now() + ahead * DAY_MS));
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

async function postContact(fields: { prenom: string; nom: string; email: string }) {
  const res = await fetch(`${server.url}/api/leads/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      ...fields,
      telephone: "06 12 34 56 78",
      ville: "Tarare",
      projet: "gouttieres",
      description: "Gouttière à remplacer.",
    }),
  });
  expect(res.status).toBeLessThan(400);
  const [row] = await runSql(server, "select id from leads where email = ?", [fields.email]);
  return String(row!.id);
}

const waitForMail = async (match: (m: ReceivedMail) => boolean) => {
  await expect.poll(() => smtp.messages.some(match), { timeout: 20_000 }).toBe(true);
  return smtp.messages.find(match)!;
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ SMTP_URL: smtp.url, RATE_LIMIT_LEADS_PER_HOUR: "1000" });
  await createAdmin(server);
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe("site visits", () => {
  it("the owner plans a visit in Chromium: the customer's invitation at the SMTP peer, one calendar event", async () => {
    const leadId = await postContact({ prenom: "Camille", nom: "Roux", email: "camille.roux@example.fr" });
    await runSql(server, "update leads set address = ? where id = ?", ["8 rue des Ardoises, 69170 Tarare", leadId]);
    const day = weekdayAfter(3);

    const owner = await openPage(browser, { width: 1280 });
    await signInByCookie(owner.page, server);
    await owner.page.goto(`${server.url}/dashboard-management-panel/leads/${leadId}`);
    const panel = owner.page.getByRole("region", { name: "Visite technique" });
    await panel.getByLabel("Date").fill(day);
    await panel.getByLabel("Heure").fill("10:30");
    await panel.getByLabel("Un mot pour le client").fill("Prévoir l'accès aux combles.");
    await panel.getByRole("button", { name: "Planifier la visite" }).click();
    await expect.poll(() => owner.page.getByTestId("visit-status").textContent()).toContain("Visite planifiée");
    await owner.page.getByTestId("visit-status").scrollIntoViewIfNeeded();
    await owner.page.screenshot({ path: `${SHOTS}/lead-page-visit-1280.png`, fullPage: true });
    const [lead] = await runSql(server, "select status from leads where id = ?", [leadId]);
    expect(lead!.status).toBe("visite");
    // the whole page reloaded: 'Après l'appel' shows the new status too (saving it would not move the request back)
    expect(await owner.page.getByLabel("Statut").inputValue()).toBe("visite");

    const invitation = await waitForMail(
      (m) => m.subject.startsWith("Visite technique le") && m.to.includes("camille.roux@example.fr"),
    );
    const part = invitation.parts.find((p) => p.type === "text/calendar")!;
    expect(part.headers.get("content-type")).toMatch(/method=REQUEST/i);
    expect(invitation.parts.some((p) => p.type === "application/ics" && p.disposition === "attachment")).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(part.content));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    const [visit] = await runSql(server, "select uid from visits where lead_id = ?", [leadId]);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(visit!.uid);
    expect(event.startDate.toString()).toBe(`${day}T10:30:00`);
    expect(event.location).toBe("8 rue des Ardoises, 69170 Tarare");

    // the e-mail as a phone shows it
    const phone = await openPage(browser, { width: 390, height: 844, javaScriptEnabled: false });
    await phone.page.setContent(invitation.html ?? "");
    await phone.page.screenshot({ path: `${SHOTS}/invitation-email-390.png`, fullPage: true });
    writeFileSync(`${SHOTS}/invitation-email.html`, invitation.html ?? "");
  });

  it("a customer picks a slot on his phone without scripts, through his acknowledgement's link; a guessed link is a 404", async () => {
    const leadId = await postContact({ prenom: "Louis", nom: "Martin", email: "louis.martin@example.fr" });
    const ack = await waitForMail((m) => m.subject.includes("a bien été reçue") && m.to.includes("louis.martin@example.fr"));
    const link = /(http\S+\/visite\/[A-Za-z0-9_-]{43})/.exec(ack.text)?.[1];
    expect(link).toBeTruthy();

    const phone = await openPage(browser, { width: 390, height: 844, javaScriptEnabled: false });
    const res = await phone.page.goto(link!);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    expect(res?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // the token never leaves for another site; the page's own posts keep their Origin
    expect(res?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await expect
      .poll(() => phone.page.getByRole("heading", { level: 1 }).textContent())
      .toContain("Choisir un créneau de visite");
    await phone.page.screenshot({ path: `${SHOTS}/booking-390.png`, fullPage: true });
    // axe runs in a page with scripts (it injects its own); the booking page is the same HTML
    const checked = await openPage(browser, { width: 390, height: 844 });
    await checked.page.goto(link!);
    expect(await seriousViolations(checked.page)).toEqual([]);
    await checked.page.close();
    const firstSlot = phone.page.locator("button[name=slot]").first();
    const chosen = await firstSlot.getAttribute("value");
    await firstSlot.click();
    await expect.poll(() => phone.page.getByRole("status").textContent()).toContain("Votre créneau est noté");
    await phone.page.screenshot({ path: `${SHOTS}/booking-done-390.png`, fullPage: true });
    const [visit] = await runSql(server, "select status, booked_by, day from visits where lead_id = ?", [leadId]);
    expect(visit).toMatchObject({ status: "proposed", booked_by: "customer", day: chosen!.slice(0, 10) });
    await waitForMail((m) => m.subject.startsWith("Créneau de visite à confirmer"));

    // the same slot posted again by the page of another tab: refused in French, nothing changed
    const again = await fetch(link!, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "book", slot: chosen! }),
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Vous avez déjà une visite prévue");
    expect(await runSql(server, "select id from visits where lead_id = ?", [leadId])).toHaveLength(1);

    const guessed = await fetch(`${server.url}/visite/${"A".repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(await guessed.text()).toContain("Lien introuvable");
    const guessedPost = await fetch(`${server.url}/visite/${"A".repeat(43)}`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "book", slot: chosen! }),
    });
    expect(guessedPost.status).toBe(404);
  });
});
