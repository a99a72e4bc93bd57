/**
 * The 'Réglages' page (docs/product.md#business-settings), on two production
 * servers sharing one SQLite file, as two instances behind a load balancer:
 *   1. the owner changes the phone on instance A: A's header, footer, tel:
 *      links and JSON-LD show it, and instance B, which had the home page in
 *      its cache, serves the new phone on its next request; the next
 *      acknowledgement e-mail (a real local SMTP server) gives it too;
 *   2. a holiday added without JavaScript ('Ajouter une fermeture' re-renders
 *      the form with a row) appears in the JSON-LD as a closed specification;
 *   3. an invalid phone and hours closing before opening get French messages
 *      under their fields, keep what was typed, and change nothing.
 * The authorisation of the page and its action: authorization-matrix.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE, phoneHref } from "~/config/site";
import { SETTINGS_MESSAGES } from "~/features/business-settings/messages";
import { SETTINGS_PATH, SETTINGS_SAVED } from "~/features/business-settings/paths";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { createAdmin, DEFAULT_ADMIN, signIn, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const NEW_PHONE = "06 12 34 56 78";
const LEADS_TO = "atelier@example.fr";
const VISITOR = "lea.martin@example.fr";

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function businessOf(html: string): Record<string, unknown> {
  const business = jsonLdOf(html)
    .flatMap((block) => (Array.isArray(block["@graph"]) ? (block["@graph"] as Record<string, unknown>[]) : [block]))
    .find((node) => node["@type"] === "RoofingContractor" && "openingHoursSpecification" in node);
  if (!business) throw new Error("no RoofingContractor with opening hours in the page");
  return business;
}

describe("business settings ('Réglages') on two instances sharing one SQLite file", () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  let a: TestServer;
  let b: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(path.join(tmpdir(), "az-settings-"));
    const env = {
      AUTH_SECRET: "business-settings-share-this-secret-0123456789",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: smtp.url,
      LEADS_TO,
      MAIL_FROM: "site@example.fr",
    };
    // both at once on the empty database, as a deployment starts them
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    await createAdmin(a);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a new phone saved on one instance is in the header, footer, tel: links, JSON-LD, the other instance's cached page and the next e-mail", async () => {
    // B renders the home page once and serves it from its cache
    expect(await (await fetch(`${b.url}/`)).text()).toContain(DEFAULT_SITE.phone);
    const cached = await fetch(`${b.url}/`);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(businessOf(await cached.text()).telephone).toBe(DEFAULT_SITE.phone);

    const { page, errors } = await openPage(browser, { width: 1280 });
    await signIn(page, a, DEFAULT_ADMIN);
    await page.goto(`${a.url}${SETTINGS_PATH}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Réglages" }).count()).toBe(1);
    for (const section of [
      "Entreprise",
      "Coordonnées",
      "Horaires d'ouverture",
      "Fermetures exceptionnelles",
      "Zone d'intervention",
      "Mentions légales",
      "Réseaux sociaux",
    ]) {
      expect(await page.getByRole("heading", { level: 2, name: section, exact: true }).count(), section).toBe(1);
    }
    await saveScreenshot(page, "settings", "reglages-1280.png", { fullPage: true });
    const phone = page.getByLabel("Téléphone", { exact: true });
    expect(await phone.inputValue()).toBe(DEFAULT_SITE.phone);
    await phone.fill("0612345678");
    await page.getByRole("button", { name: "Enregistrer" }).first().click();
    await eventually(() => page.getByText(SETTINGS_SAVED).count()).toBe(1);
    // written the French way
    await eventually(() => page.getByLabel("Téléphone", { exact: true }).inputValue()).toBe(NEW_PHONE);

    // instance A: header, footer, tel: links, JSON-LD
    await page.goto(`${a.url}/`);
    await eventually(() => page.locator("header").getByText(NEW_PHONE).count()).toBeGreaterThan(0);
    await eventually(() => page.locator("footer").getByText(NEW_PHONE).count()).toBeGreaterThan(0);
    expect(await page.locator(`a[href="${phoneHref(DEFAULT_SITE.phone)}"]`).count()).toBe(0);
    expect(await page.locator(`a[href="${phoneHref(NEW_PHONE)}"]`).count()).toBeGreaterThanOrEqual(2);
    expect(businessOf(await page.content()).telephone).toBe(NEW_PHONE);
    expect(errors).toEqual([]);

    // instance B: the page it had cached is rendered again, with the new phone, at once
    const after = await fetch(`${b.url}/`);
    const html = await after.text();
    expect(businessOf(html).telephone).toBe(NEW_PHONE);
    expect(html).toContain(`href="${phoneHref(NEW_PHONE)}"`);
    expect(html).not.toContain(`href="${phoneHref(DEFAULT_SITE.phone)}"`);
    expect(await (await fetch(`${b.url}/mentions-legales`)).text()).toContain(NEW_PHONE);

    // the next request's acknowledgement (sent by instance B) gives the new number
    const res = await fetch(`${b.url}/api/leads/contact`, {
      method: "POST",
      headers: { origin: b.url, accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        prenom: "Léa",
        nom: "Martin",
        telephone: "0698765432",
        email: VISITOR,
        ville: "Tarare",
        projet: "autre",
        description: "Une tuile a glissé.",
      }).toString(),
    });
    expect(res.status).toBe(200);
    const messages = await smtp.waitFor(2, 20_000);
    const acknowledgement = messages.find((m) => m.envelope.to.includes(VISITOR));
    expect(acknowledgement?.text).toContain(`Appelez-nous directement au ${NEW_PHONE}.`);
    expect(acknowledgement?.html).toContain(phoneHref(NEW_PHONE));
    expect(acknowledgement?.text).not.toContain(DEFAULT_SITE.phone);
    expect(messages.some((m) => m.envelope.to.includes(LEADS_TO))).toBe(true);
  });

  it("a holiday added without JavaScript appears in the JSON-LD as a closed day range", async () => {
    const year = new Date().getFullYear() + 1;
    const from = `${year}-12-24`;
    const to = `${year + 1}-01-01`;
    const cookie = await signInCookie(a);
    const { page, context } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    const [name, value] = cookie.split(";")[0]!.split(/=(.*)/s);
    await context.addCookies([{ name: name!, value: value!, url: a.url }]);
    await page.goto(`${a.url}${SETTINGS_PATH}`);
    expect(await page.getByText("Aucune fermeture prévue.").count()).toBe(1);
    // the button posts and the server answers with one more row
    await page.getByRole("button", { name: "Ajouter une fermeture" }).click();
    await page.getByLabel("Fermeture 1 : premier jour").fill(from);
    await page.getByLabel("Fermeture 1 : dernier jour").fill(to);
    await page.getByLabel("Fermeture 1 : libellé").fill("Congés de fin d'année");
    await saveScreenshot(page, "settings", "reglages-fermeture-390.png", { fullPage: true });
    await page.getByRole("button", { name: "Enregistrer" }).first().click();
    await page.waitForURL(`${a.url}${SETTINGS_PATH}`);
    expect(await page.getByLabel("Fermeture 1 : libellé").inputValue()).toBe("Congés de fin d'année");
    // the phone saved before is still there: one form, every field posted
    expect(await page.getByLabel("Téléphone", { exact: true }).inputValue()).toBe(NEW_PHONE);

    const business = businessOf(await (await fetch(`${b.url}/`)).text());
    expect(business.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      name: "Congés de fin d'année",
      opens: "00:00",
      closes: "00:00",
      validFrom: from,
      validThrough: to,
    });
    // the weekly hours are still there
    expect(business.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00" }),
    );
    expect(await (await fetch(`${b.url}/contact`)).text()).toContain("Congés de fin d&#x27;année");
  });

  it("an invalid phone and hours closing before opening get French messages, keep what was typed and change nothing", async () => {
    // the refused save answers 400, which Chromium logs
    const { page, errors } = await openPage(browser, { width: 390, allowConsoleErrors: [/status of 400/] });
    await signIn(page, a, DEFAULT_ADMIN);
    await page.goto(`${a.url}${SETTINGS_PATH}`);
    await waitForHydration(page);
    await page.getByLabel("Téléphone", { exact: true }).fill("04 74 12");
    await page.getByLabel("Lundi, plage 1 : ouverture").fill("09:00");
    await page.getByLabel("Lundi, plage 1 : fermeture").fill("08:00");
    await page.getByLabel("Nom de l'entreprise").fill("Toitures Dupont");
    await page.getByRole("button", { name: "Enregistrer" }).first().click();

    const phone = page.getByLabel("Téléphone", { exact: true });
    await eventually(() => phone.getAttribute("aria-invalid")).toBe("true");
    const phoneError = page.locator(`#${(await phone.getAttribute("aria-describedby"))!.split(" ")[0]}`);
    expect(await phoneError.textContent()).toBe(SETTINGS_MESSAGES.phoneInvalid);
    const closes = page.getByLabel("Lundi, plage 1 : fermeture");
    expect(await closes.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`[id="${await closes.getAttribute("aria-describedby")}"]`).textContent()).toBe(
      SETTINGS_MESSAGES.closesBeforeOpens,
    );
    expect(await page.getByText(SETTINGS_MESSAGES.invalidForm).count()).toBeGreaterThan(0);
    // nothing typed is lost
    expect(await phone.inputValue()).toBe("04 74 12");
    expect(await page.getByLabel("Nom de l'entreprise").inputValue()).toBe("Toitures Dupont");
    expect(await page.getByLabel("Lundi, plage 1 : ouverture").inputValue()).toBe("09:00");
    await saveScreenshot(page, "settings", "reglages-erreurs-390.png", { fullPage: true });
    expect(errors).toEqual([]);

    // nothing changed, on either instance
    for (const server of [a, b]) {
      const html = await (await fetch(`${server.url}/`)).text();
      const business = businessOf(html);
      expect(business.telephone).toBe(NEW_PHONE);
      expect(business.name).toBe(DEFAULT_SITE.name);
      expect(business.openingHoursSpecification).toContainEqual(
        expect.objectContaining({
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "07:00",
          closes: "18:00",
        }),
      );
    }
  });
});
