/**
 * What a roofer must show (docs/product.md#repair-prices,
 * docs/product.md#decennale-insurance, docs/product.md#qualifications), on the
 * production server, pages read as served (fetchPage):
 *   1. while 'Réglages' holds none: no prices block, the legal notice says the
 *      insurer is to be given, the dashboard names prices and insurance with a
 *      link to their cards;
 *   2. once saved in the server's database: the prices with French typography
 *      on /urgence-toiture, the maintenance pages and /devis-gratuit; the
 *      insurance in the legal notice and the CGV; the qualifications still
 *      valid in the legal notice, and not one past its date; the dashboard's
 *      warnings are gone.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { MISSING_TRADE_FACT_MESSAGES } from "~/features/business-settings/legal-requirements";
import { SETTINGS_PATH } from "~/features/business-settings/paths";
import { loadSettingsForEditing, saveBusinessSettings } from "~/features/business-settings/settings.server";
import { createAdmin, signInCookie } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { fetchPage, textOf } from "./helpers/html";
import { saveScreenshot } from "./helpers/screenshots";
import { openServerDatabase } from "./helpers/server-db";
import { startServer, type TestServer } from "./helpers/server";

const PRICE_PAGES = ["/urgence-toiture", "/services/maintenance", "/landing/maintenance", "/devis-gratuit"];
const collapse = (text: string) => text.replace(/\s+/g, " ");
const parisDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

describe("roofer information: repair prices, décennale insurance, qualifications", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    await createAdmin(server);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = async (pagePath: string) => {
    const page = await fetchPage(`${server.url}${pagePath}`);
    expect(page.status, pagePath).toBe(200);
    return page.document.querySelector("main")!;
  };
  const dashboardWarnings = async () => {
    const cookie = await signInCookie(server);
    const { document } = await fetchPage(`${server.url}${ADMIN_BASE_PATH}`, { headers: { cookie } });
    return document.querySelector("[data-testid=legal-requirements]");
  };

  it("while none is given: no prices block, the insurer is 'to be given', the dashboard says what the law requires", async () => {
    for (const pagePath of PRICE_PAGES)
      expect((await main(pagePath)).querySelector("[data-testid=repair-prices]"), pagePath).toBeNull();
    const notice = await main("/mentions-legales");
    expect(notice.querySelector('[data-decennale="missing"]')).not.toBeNull();
    expect(notice.querySelector("[data-testid=qualifications]")).toBeNull();

    const warnings = await dashboardWarnings();
    const items = [...(warnings?.querySelectorAll("li") ?? [])];
    const item = (message: string) => items.find((li) => textOf(li.querySelector("p")) === collapse(message));
    expect(item(MISSING_TRADE_FACT_MESSAGES.repairPrices)?.querySelector("a")?.getAttribute("href")).toBe(
      `${SETTINGS_PATH}#repair-prices-title`,
    );
    expect(item(MISSING_TRADE_FACT_MESSAGES.decennale)?.querySelector("a")?.getAttribute("href")).toBe(
      `${SETTINGS_PATH}#decennale-title`,
    );
  });

  it("once saved: the prices on each page, the insurance and the valid qualifications in the legal pages, the warnings gone", async () => {
    const database = openServerDatabase(server);
    try {
      const { settings } = await loadSettingsForEditing(database.db);
      await saveBusinessSettings(
        {
          ...settings,
          repairPrices: {
            hourlyRates: [{ label: "Main-d'œuvre couvreur", cents: 5500 }],
            travelCosts: [
              { label: "Déplacement jusqu'à 20 km", cents: 0 },
              { label: "Au-delà de 20 km", cents: 3550 },
            ],
            flatRates: [{ label: "Bâchage d'urgence (jusqu'à 30 m²)", cents: 123450 }],
            quoteCents: null,
          },
          decennale: {
            insurer: "SMABTP, 8 rue Louis Armand, 75015 Paris",
            contractNumber: "DEC-2026-00412",
            coverage: "France métropolitaine",
          },
          qualifications: [
            { name: "Qualibat 3111 – Couverture en tuiles", number: "E-12345", validUntil: parisDay(365) },
            { name: "RGE Eco Artisan", number: "R-67890", validUntil: parisDay(-1) },
          ],
        },
        "Jean Patron",
        database.db,
      );
    } finally {
      await database.close();
    }

    for (const pagePath of PRICE_PAGES) {
      const block = (await main(pagePath)).querySelector("[data-testid=repair-prices]");
      expect(textOf(block?.querySelector("h2")), pagePath).toBe("Nos tarifs");
      const text = block?.textContent ?? "";
      expect(text, pagePath).toContain("Main-d'œuvre couvreur55\u00a0€\u00a0TTC / heure");
      expect(text, pagePath).toContain("Au-delà de 20 km35,50\u00a0€\u00a0TTC");
      expect(text, pagePath).toContain("Déplacement jusqu'à 20 kmOffert");
      expect(text, pagePath).toContain("Bâchage d'urgence (jusqu'à 30 m²)1\u202f234,50\u00a0€\u00a0TTC");
      expect(textOf(block?.querySelector("[data-testid=quote-price]")), pagePath).toBe("Gratuit");
    }

    const notice = await main("/mentions-legales");
    const insurance = textOf(notice.querySelector('[data-decennale="given"]'));
    for (const value of ["SMABTP, 8 rue Louis Armand, 75015 Paris", "DEC-2026-00412", "France métropolitaine"])
      expect(insurance).toContain(value);
    const qualifications = textOf(notice.querySelector("[data-testid=qualifications]"));
    expect(qualifications).toContain("Qualibat 3111 – Couverture en tuiles");
    expect(qualifications).toContain("E-12345");
    // past its date: gone from the public pages by itself
    expect(textOf(notice)).not.toContain("RGE Eco Artisan");
    expect(textOf((await main("/cgv")).querySelector('[data-decennale="given"]'))).toContain("DEC-2026-00412");

    const warnings = await dashboardWarnings();
    const texts = [...(warnings?.querySelectorAll("li p") ?? [])].map(textOf);
    expect(texts).not.toContain(collapse(MISSING_TRADE_FACT_MESSAGES.repairPrices));
    expect(texts).not.toContain(collapse(MISSING_TRADE_FACT_MESSAGES.decennale));

    // 'Réglages' shows them back as typed amounts, the expired qualification included (to renew or remove)
    const cookie = await signInCookie(server);
    const form = (await fetchPage(`${server.url}${SETTINGS_PATH}`, { headers: { cookie } })).document;
    const value = (name: string) => form.querySelector(`input[name="${name}"]`)?.getAttribute("value");
    expect([value("hourlyRates.0.amount"), value("travelCosts.1.amount"), value("flatRates.0.amount")]).toEqual([
      "55",
      "35,50",
      "1 234,50",
    ]);
    expect(value("hourlyRates.1.label")).toBe(""); // a blank row to add one
    expect(value("decennaleContract")).toBe("DEC-2026-00412");
    expect(value("qualifications.1.name")).toBe("RGE Eco Artisan");
    expect(form.querySelector('input[name="quoteFree"][value="yes"]')?.hasAttribute("checked")).toBe(true);

    for (const width of [390, 1280]) {
      const { page, errors, close } = await openPage(browser, { width });
      await page.goto(`${server.url}/urgence-toiture#tarifs`);
      const block = page.locator("[data-testid=repair-prices]");
      await block.waitFor();
      await saveScreenshot(block, "roofer-information", `urgence-toiture-tarifs-${width}.png`);
      expect(errors).toEqual([]);
      await close();
    }
  }, 120_000);
});
