/**
 * The visitor's side of a request, in a real browser against the built
 * server: the reference in the success message (with and without
 * JavaScript), where the visit came from (first page, referrer, campaign
 * fields) stored with the request, the retention said under the forms, and
 * the acknowledgement e-mail the visitor receives.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_MESSAGES } from "~/features/leads/copy";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { runSql, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage, type PageOptions, type TrackedPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { fetchPage } from "./helpers/html";
import { occurrences } from "./helpers/html-queries";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";
import { rememberCookieChoice } from "./helpers/consent";

const REFERENCE = /Votre référence : (D-\d{4}-\d{4})\./;
const CAMPAIGN_PAGE = "/landing/zinguerie?utm_source=google&utm_medium=cpc&utm_campaign=hiver&gclid=abc";
// http, not https: a referrer is not sent from https to an http page
const SEARCH_ENGINE = "http://www.google.com/";

let smtp: TestSmtpServer;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    SMTP_URL: smtp.url,
    LEADS_TO: "atelier@example.fr",
    RATE_LIMIT_LEADS_PER_HOUR: "1000",
    SITE_PHONE: "04 11 22 33 44",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function visitor(options: PageOptions & { holdScripts?: boolean } = {}): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await rememberCookieChoice(tracked.context);
  // the moment before the scripts run, made permanent: every form posts natively
  if (options.holdScripts) await tracked.page.route("**/assets/*.js", () => new Promise(() => {}));
  return tracked;
}

async function fillQuoteForm(page: Page, email: string) {
  await page.getByLabel("Prénom *").fill("Marie");
  await page.getByLabel("Nom *", { exact: true }).fill("Martin");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Téléphone *").fill("04 72 00 00 00");
  await page.getByLabel("Adresse du chantier *").fill("12 rue des Tuiles, 69001 Lyon");
  await page.getByLabel("Type de projet").selectOption("zinguerie");
  await page.getByLabel("Surface (m²)").fill("35");
  await page.getByLabel("Description du projet").fill("Reprise des gouttières et des descentes.");
}

async function leadOf(email: string): Promise<Record<string, unknown>> {
  await expect.poll(async () => (await runSql(server, "select id from leads where email = ?", [email])).length).toBe(1);
  const [lead] = await runSql(server, "select * from leads where email = ?", [email]);
  return lead!;
}

/**
 * Resolves once the site layout has run the visit's module (it loads it once the page is live and
 * calls it at once): whatever it does to the tab is done by then. Importing the same module here
 * resolves after the layout's own import has been handled.
 */
async function visitModuleRun(page: Page): Promise<void> {
  const loaded = await page.waitForFunction(
    () =>
      performance.getEntriesByType("resource").find((entry) => /\/visit-attribution-[\w-]+\.js$/.test(entry.name))?.name ?? false,
  );
  const url = (await loaded.jsonValue()) as string;
  // a string: vitest would rewrite an import() written in this file
  await page.evaluate(`import(${JSON.stringify(url)}).then(() => undefined)`);
}

async function shownReference(page: Page): Promise<string> {
  const status = page.getByRole("status").filter({ hasText: LEAD_MESSAGES.success });
  await eventually(() => status.count()).toBe(1);
  await eventually(async () => REFERENCE.test(await status.innerText())).toBe(true);
  return REFERENCE.exec(await status.innerText())![1]!;
}

describe("the reference in the success message", () => {
  it("with JavaScript: the quote form's confirmation ends with the request's reference (390 px)", async () => {
    const { page, errors } = await visitor({ width: 390, height: 844 });
    await page.goto(`${server.url}/devis-gratuit`);
    await waitForHydration(page);
    await fillQuoteForm(page, "marie.js@example.fr");
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    const reference = await shownReference(page);
    expect((await leadOf("marie.js@example.fr")).reference).toBe(reference);
    await page.locator("#formulaire-devis").scrollIntoViewIfNeeded();
    await saveScreenshot(page.locator("#formulaire-devis"), "lead-visitor", "quote-success-390.png");
    await saveScreenshot(page, "lead-visitor", "quote-success-390-viewport.png");
    expect(errors).toEqual([]);
  });

  it("without JavaScript: the contact form's confirmation carries it too, from the one-time form state", async () => {
    const { page } = await visitor({ javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    await page.getByLabel("Prénom *").fill("Jean");
    await page.getByLabel("Nom *", { exact: true }).fill("Dupont");
    await page.getByLabel("Téléphone *").fill("06 12 34 56 78");
    await page.getByLabel("Email *").fill("jean.nojs@example.fr");
    await page.getByLabel("Type de projet *").selectOption({ label: "Gouttières" });
    await page.getByLabel("Description du projet *").fill("Fuite dans la gouttière.");
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await page.waitForURL(/\/contact#formulaire-contact$/);
    const reference = await shownReference(page);
    expect((await leadOf("jean.nojs@example.fr")).reference).toBe(reference);
    // shown once: a reload shows the empty form
    await page.reload();
    expect(await page.getByText(REFERENCE).count()).toBe(0);
  });
});

describe("where the visit came from", () => {
  it("with JavaScript and no consent to advertising: nothing is kept in the tab, and the request records the form's page", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${server.url}${CAMPAIGN_PAGE}`, { referer: SEARCH_ENGINE });
    await waitForHydration(page);
    expect(await page.evaluate(() => document.referrer)).toBe(SEARCH_ENGINE);
    // the visit is kept in the tab with consent to advertising only (tests/e2e/consent.test.ts): once the
    // layout has run the visit's module, nothing is there
    await visitModuleRun(page);
    expect(await page.evaluate(() => sessionStorage.getItem("az:visit"))).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("az:visit");

    await page.goto(`${server.url}/devis-gratuit`);
    await waitForHydration(page);
    await fillQuoteForm(page, "marie.campaign@example.fr");
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await shownReference(page);
    expect(await leadOf("marie.campaign@example.fr")).toMatchObject({
      source_path: "/devis-gratuit",
      landing_path: "/devis-gratuit",
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      gclid: null,
    });
    expect(errors).toEqual([]);
  });

  it("a visit that starts on the form's page has that page and no referrer", async () => {
    const { page } = await visitor();
    await page.goto(`${server.url}/devis-gratuit`);
    await waitForHydration(page);
    await fillQuoteForm(page, "marie.direct@example.fr");
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await shownReference(page);
    expect(await leadOf("marie.direct@example.fr")).toMatchObject({
      landing_path: "/devis-gratuit",
      referrer_host: null,
      utm_source: null,
      gclid: null,
    });
  });

  it("before the scripts run (held back): the form posts natively and the request still records its page", async () => {
    const { page } = await visitor({ holdScripts: true });
    // held scripts never let 'load' fire: wait for the parsed HTML only
    await page.goto(`${server.url}${CAMPAIGN_PAGE}`, { referer: SEARCH_ENGINE, waitUntil: "domcontentloaded" });
    await page.goto(`${server.url}/devis-gratuit`, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    await fillQuoteForm(page, "marie.held@example.fr");
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await page.waitForURL(/\/devis-gratuit#formulaire-devis$/, { waitUntil: "domcontentloaded" });
    await shownReference(page);
    expect(await leadOf("marie.held@example.fr")).toMatchObject({
      source_path: "/devis-gratuit",
      landing_path: "/devis-gratuit",
      // the Referer of the post is the site itself
      referrer_host: null,
      utm_source: null,
    });
  });
});

describe("what the visitor is told about their data and receives", () => {
  it("the forms and the privacy page say how long the data is kept (LEAD_RETENTION_MONTHS, 36 by default)", async () => {
    // texts of the served pages: what a visitor reads before and without the scripts (docs/product.md#privacy-page)
    const body = async (path: string) => (await fetchPage(`${server.url}${path}`)).document.body;
    expect(occurrences(await body("/devis-gratuit"), "et les conserve 3 ans, puis les supprime.")).toBe(1);
    expect(occurrences(await body("/contact"), "et les conserve 3 ans, puis les supprime.")).toBe(1);
    const privacy = await body("/confidentialite");
    expect(occurrences(privacy, "3 ans à compter de la réception de la demande")).toBe(1);
    expect(occurrences(privacy, "{retention}")).toBe(0);
  });

  it("the acknowledgement reaches the visitor's address with the reference, and its HTML renders cleanly", async () => {
    const { page } = await visitor({ width: 390, height: 844 });
    await page.goto(`${server.url}/devis-gratuit`);
    await waitForHydration(page);
    await fillQuoteForm(page, "marie.ack@example.fr");
    await page.getByLabel("Description du projet").fill("Reprise des gouttières.\n<script>alert('x')</script>");
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    const reference = await shownReference(page);

    await expect
      .poll(() => smtp.messages.filter((m) => m.envelope.to.includes("marie.ack@example.fr")).length, { timeout: 15_000 })
      .toBe(1);
    const ack = smtp.messages.find((m) => m.envelope.to.includes("marie.ack@example.fr"))!;
    expect(ack.subject).toContain(`Votre demande ${reference} a bien été reçue`);
    expect(ack.replyTo).toContain("<contact@az-toiture.fr>");
    expect(ack.text).toContain("Appelez-nous directement au 04 11 22 33 44.");
    expect(ack.text.startsWith("Bonjour Marie,\n")).toBe(true);
    expect(ack.text).toContain("Type de projet : Zinguerie");
    // nothing else the visitor typed is mailed back (docs/product.md#lead-acknowledgement)
    for (const part of [ack.text, ack.html!]) {
      expect(part).not.toContain("Reprise des gouttières");
      expect(part).not.toContain("script");
      expect(part).not.toContain("12 rue des Tuiles");
    }

    // what a mail client shows: the HTML part alone, nothing loaded from elsewhere
    const mailPage = await visitor({ width: 390, height: 844, javaScriptEnabled: false });
    await mailPage.page.setContent(ack.html!);
    expect(await mailPage.page.getByText(reference).count()).toBeGreaterThan(0);
    expect(mailPage.externalRequests).toEqual([]);
    const root = process.env.SCREENSHOT_DIR;
    if (root) {
      mkdirSync(path.join(root, "lead-visitor"), { recursive: true });
      writeFileSync(path.join(root, "lead-visitor", "acknowledgement.html"), ack.html!);
      await mailPage.page.screenshot({ path: path.join(root, "lead-visitor", "acknowledgement-390.png"), fullPage: true });
      await mailPage.page.setViewportSize({ width: 1024, height: 900 });
      await mailPage.page.screenshot({ path: path.join(root, "lead-visitor", "acknowledgement-1024.png"), fullPage: true });
    }
  });
});
