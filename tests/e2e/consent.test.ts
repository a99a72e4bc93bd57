import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";

const KEY = "cookie-consent-v1";
const DATE_KEY = "cookie-consent-date";
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let tagged: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, tagged] = await Promise.all([
    startServer(),
    startServer({ GA_MEASUREMENT_ID: "G-TEST123", GOOGLE_ADS_ID: "AW-123456" }),
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), tagged?.stop()]);
});

const banner = (page: Page) => page.getByRole("region", { name: "Consentement aux cookies" });
const readStored = (page: Page) =>
  page.evaluate(([k, d]) => ({ record: JSON.parse(localStorage.getItem(k!) ?? "null"), date: localStorage.getItem(d!) }), [
    KEY,
    DATE_KEY,
  ]);
/**
 * Reads the stored consent. Saving some choices reloads the page after 500 ms; on a busy machine the
 * read can land during that reload, so it is retried in the new document (localStorage survives it).
 */
const stored = async (page: Page): ReturnType<typeof readStored> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await readStored(page);
    } catch (error) {
      if (attempt >= 20 || !/Execution context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState("domcontentloaded").catch(() => undefined);
    }
  }
};
/** Marks the current document; the mark disappears when the page reloads. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

describe("cookie consent", () => {
  it("shows the banner shortly after load when nothing is stored", async () => {
    const { page, errors, close } = await openPage(browser);
    // decided in the browser after 200 ms, never part of the server's HTML
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain("Consentement aux cookies");
    await page.goto(`${server.url}/`);
    await banner(page).waitFor({ state: "visible" });
    for (const name of ["Personnaliser", "Essentiel uniquement", "Tout accepter"]) {
      await eventually(() => banner(page).getByRole("button", { name }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("'Tout accepter' stores every consent, then reloads after 500 ms; the banner stays hidden", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await banner(page).waitFor({ state: "visible" });
    await markDocument(page);
    await banner(page).getByRole("button", { name: "Tout accepter" }).click();
    const { record, date } = await stored(page);
    expect(record).toMatchObject({
      analytics_storage: true,
      ad_storage: true,
      ad_user_data: true,
      ad_personalization: true,
      functionality_storage: true,
      personalization_storage: true,
      security_storage: true,
      version: "2.0",
      measurement_id: null,
    });
    expect(date).toBe(record.timestamp);
    await expect.poll(() => isMarked(page).catch(() => false), { timeout: 5000 }).toBe(false);
    await page.waitForLoadState("load");
    await page.waitForTimeout(400);
    await eventually(() => banner(page).isVisible()).toBe(false);
    await close();
  });

  it("'Essentiel uniquement' refuses optional cookies and does not reload", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/contact`);
    await banner(page).waitFor({ state: "visible" });
    await markDocument(page);
    await banner(page).getByRole("button", { name: "Essentiel uniquement" }).click();
    const { record } = await stored(page);
    expect(record).toMatchObject({ analytics_storage: false, ad_storage: false, personalization_storage: false });
    expect(record.functionality_storage).toBe(true);
    await page.waitForTimeout(900);
    expect(await isMarked(page)).toBe(true);
    await eventually(() => banner(page).isVisible()).toBe(false);
    await close();
  });

  it("'Personnaliser' opens an accessible dialog with locked essential toggles", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await banner(page).waitFor({ state: "visible" });
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    const dialog = page.getByRole("dialog", { name: "Paramètres des cookies (Consent Mode V2)" });
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    const essential = dialog.getByRole("switch", { name: "Cookies essentiels" });
    await eventually(() => essential.isChecked()).toBe(true);
    await eventually(() => essential.isDisabled()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", timeout: 15_000 });
    expect(await stored(page)).toEqual({ record: null, date: null });

    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    await dialog.getByRole("switch", { name: "Mesure d'audience" }).check({ timeout: 15_000 });
    await markDocument(page);
    await dialog.getByRole("button", { name: "Sauvegarder les préférences" }).click({ timeout: 15_000 });
    const { record } = await stored(page);
    expect(record).toMatchObject({ analytics_storage: true, ad_storage: false, ad_user_data: false, personalization_storage: false });
    await expect.poll(() => isMarked(page).catch(() => false), { timeout: 5000 }).toBe(false); // analytics accepted: reload
    expect(errors).toEqual([]);
    await close();
  });

  it("deletes a record older than 395 days and shows the banner again; keeps a younger one", async () => {
    for (const [ageDays, expectBanner] of [
      [396, true],
      [394, false],
    ] as const) {
      const { page, context, close } = await openPage(browser);
      const savedAt = new Date(Date.now() - ageDays * DAY).toISOString();
      await context.addInitScript(
        ([k, d, at]) => {
          if (sessionStorage.getItem("seeded")) return;
          sessionStorage.setItem("seeded", "1");
          const record = {
            analytics_storage: false,
            ad_storage: false,
            ad_user_data: false,
            ad_personalization: false,
            functionality_storage: true,
            personalization_storage: false,
            security_storage: true,
            timestamp: at,
            version: "2.0",
            measurement_id: null,
          };
          localStorage.setItem(k!, JSON.stringify(record));
          localStorage.setItem(d!, at!);
        },
        [KEY, DATE_KEY, savedAt],
      );
      await page.goto(`${server.url}/`);
      await hydrated(page);
      if (expectBanner) await banner(page).waitFor({ state: "visible" });
      else await page.waitForTimeout(800);
      await eventually(() => banner(page).isVisible()).toBe(expectBanner);
      const { record } = await stored(page);
      expect(record === null).toBe(expectBanner);
      await close();
    }
  });

  it("sets Consent Mode defaults before the Google tag loads and applies a stored choice", async () => {
    const { page, context, externalRequests, close } = await openPage(browser);
    await context.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__tagLoaded = true;" }),
    );
    await page.goto(`${tagged.url}/`);
    const first = await page.evaluate(() => JSON.parse(JSON.stringify(Array.from((window.dataLayer as IArguments[])[0]))));
    expect(first).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", wait_for_update: 500 }),
    ]);
    expect(externalRequests.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id=G-TEST123"))).toBe(true);

    await banner(page).waitFor({ state: "visible" });
    await banner(page).getByRole("button", { name: "Tout accepter" }).click();
    expect((await stored(page)).record.measurement_id).toBe("G-TEST123");
    // after the reload, the stored choice is applied by the inline script
    const consentUpdate = () =>
      page
        .evaluate(() =>
          (window.dataLayer as IArguments[] | undefined)
            ?.map((a) => Array.from(a))
            .find((a) => a[0] === "consent" && a[1] === "update")?.[2] ?? null,
        )
        .catch(() => null);
    await expect.poll(consentUpdate, { timeout: 15_000 }).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });
    await close();
  });
});
