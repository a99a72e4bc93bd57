/**
 * Cookie consent and what the site writes on the visitor's device (docs/product.md#consent,
 * docs/product.md#lead-attribution, docs/decisions/035-attribution-without-device-storage.md):
 * the banner asks only about what the configured Google ids use, and none shows without them;
 * without consent to advertising a visit writes nothing (no storage, no cookie) and a request
 * records its form's page and that page's own campaign; with it, the visit's attribution is kept
 * for the visit and reaches the request; refusing or withdrawing removes it.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql, waitForHydration } from "./helpers/admin";
import { axeOn, isSerious } from "./helpers/axe";
import { launchBrowser, openPage, type PageOptions, type TrackedPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { startServer, type TestServer } from "./helpers/server";

const KEY = "cookie-consent-v1";
const DATE_KEY = "cookie-consent-date";
const VISIT_KEY = "az:visit";
const DAY = 24 * 60 * 60 * 1000;
const GA_ID = "G-TEST123";
const ADS_ID = "AW-123456";
const CAMPAIGN = "utm_source=google&utm_medium=cpc&utm_campaign=hiver&gclid=abc";
// http, not https: a referrer is not sent from https to an http page
const SEARCH_ENGINE = "http://www.google.com/";

/** No Google id: nothing needs consent. */
let plain: TestServer;
/** Google Analytics and Google Ads: both purposes are asked. */
let tagged: TestServer;
/** Google Analytics alone: audience measurement only is asked. */
let analyticsOnly: TestServer;
let browser: Browser;

beforeAll(async () => {
  const leads = { RATE_LIMIT_LEADS_PER_HOUR: "1000" };
  [plain, tagged, analyticsOnly] = await Promise.all([
    startServer(leads),
    startServer({ ...leads, GA_MEASUREMENT_ID: GA_ID, GOOGLE_ADS_ID: ADS_ID }),
    startServer({ GA_MEASUREMENT_ID: GA_ID }),
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([plain?.stop(), tagged?.stop(), analyticsOnly?.stop()]);
});

/** A page whose Google tag is answered by a stand-in script: the tests never reach Google. */
async function visitor(options: PageOptions = {}): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await tracked.context.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__tagLoaded = true;" }),
  );
  return tracked;
}

const banner = (page: Page) => page.getByRole("region", { name: "Consentement aux cookies" });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Paramètres des cookies (Consent Mode V2)" });
const manageCookies = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Gérer les cookies" });
const readStored = (page: Page) =>
  page.evaluate(
    ([k, d]) => ({ record: JSON.parse(localStorage.getItem(k!) ?? "null"), date: localStorage.getItem(d!) }),
    [KEY, DATE_KEY],
  );
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
/** Waits for the reload that saving with audience measurement accepted starts, and for the new page to be live. */
async function reloaded(page: Page): Promise<void> {
  await expect.poll(() => isMarked(page).catch(() => false), { timeout: 5000 }).toBe(false);
  await page.waitForLoadState("load");
  await waitForHydration(page);
}

/**
 * The router keeps the scroll position of each page of the tab (numbers per history entry) to restore
 * it on back and reload: strictly necessary, nothing about the visitor or the visit
 * (docs/product.md#consent). It is checked to hold only that, then left out.
 */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/** Everything the site could have written on the device: both storages (keys and values) and the cookies. */
async function deviceContents(page: Page, context: BrowserContext) {
  const { local, session } = await page.evaluate(() => {
    const entries = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    return { local: entries(localStorage), session: entries(sessionStorage) };
  });
  const { [SCROLL_POSITIONS_KEY]: scrollPositions, ...rest } = session;
  if (scrollPositions !== undefined) {
    expect(
      Object.values(JSON.parse(scrollPositions!) as Record<string, unknown>).every((y) => typeof y === "number"),
      scrollPositions!,
    ).toBe(true);
  }
  return { local, session: rest, cookies: (await context.cookies()).map((cookie) => cookie.name) };
}
const visitRecord = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), VISIT_KEY)) ?? "null");

/** A consent record as the banner saves it, stored before the first page runs. */
async function seedConsent(
  context: BrowserContext,
  choices: { analytics: boolean; ads: boolean },
  ids: { gaId: string | null; adsId: string | null },
  savedAt = new Date(),
) {
  const record = {
    analytics_storage: choices.analytics,
    ad_storage: choices.ads,
    ad_user_data: choices.ads,
    ad_personalization: choices.ads,
    functionality_storage: true,
    personalization_storage: false,
    security_storage: true,
    timestamp: savedAt.toISOString(),
    version: "2.0",
    measurement_id: ids.gaId,
    ads_id: ids.adsId,
  };
  await context.addInitScript(
    ([k, d, value, at]) => {
      // once: what the page saves afterwards is left alone
      if (localStorage.getItem(k!)) return;
      localStorage.setItem(k!, value!);
      localStorage.setItem(d!, at!);
    },
    [KEY, DATE_KEY, JSON.stringify(record), record.timestamp],
  );
}

async function sendQuote(page: Page, email: string): Promise<void> {
  await page.getByLabel("Prénom *").fill("Marie");
  await page.getByLabel("Nom *", { exact: true }).fill("Martin");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Téléphone *").fill("04 72 00 00 00");
  await page.getByLabel("Adresse du chantier *").fill("12 rue des Tuiles, 69001 Lyon");
  await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
  await page.getByText(/Votre référence : D-\d{4}-\d{4}\./).waitFor({ timeout: 15_000 });
}
const leadOf = async (server: TestServer, email: string) =>
  (
    await runSql(
      server,
      "select source_path, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, gclid from leads where email = ?",
      [email],
    )
  )[0];

describe("the banner asks only about what the site uses", () => {
  it("with no Google id configured, no banner shows, and 'Gérer les cookies' says that nothing needs consent", async () => {
    const { page, context, errors, externalRequests } = await visitor();
    await page.goto(`${plain.url}/`);
    await waitForHydration(page);
    // the banner would show 200 ms after load
    await page.waitForTimeout(800);
    expect(await banner(page).count()).toBe(0);

    await manageCookies(page).click();
    const dialog = page.getByRole("dialog", { name: "Paramètres des cookies" });
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    await eventually(() => dialog.textContent()).toContain(
      "Ce site n'enregistre rien sur votre appareil qui demande votre accord\u00a0:",
    );
    expect(await dialog.getByRole("switch").count()).toBe(0);
    expect(await dialog.getByRole("link", { name: "En savoir plus" }).getAttribute("href")).toBe("/confidentialite#cookies");
    expect((await axeOn(page).exclude("[data-sonner-toaster]").analyze()).violations.filter(isSerious).map((v) => v.id)).toEqual(
      [],
    );
    await dialog.getByRole("button", { name: "Fermer" }).last().click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/");

    expect(await deviceContents(page, context)).toEqual({ local: {}, session: {}, cookies: [] });
    expect(externalRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("with Google Analytics alone, it asks about audience measurement only, and 'Tout accepter' grants nothing else", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${analyticsOnly.url}/`);
    await waitForHydration(page);
    await banner(page).waitFor({ state: "visible" });
    await eventually(() => banner(page).textContent()).toContain(
      "avec votre accord, des cookies de mesure d'audience. Vous pouvez",
    );
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    const dialog = settingsDialog(page);
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    expect(await dialog.getByRole("switch").evaluateAll((switches) => switches.map((s) => s.getAttribute("id")))).toEqual([
      "consent-essential",
      "consent-analytics",
    ]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", timeout: 15_000 });

    await markDocument(page);
    await banner(page).getByRole("button", { name: "Tout accepter" }).click();
    expect((await stored(page)).record).toMatchObject({
      analytics_storage: true,
      ad_storage: false,
      measurement_id: GA_ID,
      ads_id: null,
    });
    await reloaded(page);
    // no Ads: the visit is not recorded, consent or not
    expect(await visitRecord(page)).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe("cookie consent", () => {
  it("shows the banner shortly after load when nothing is stored", async () => {
    const { page, errors } = await visitor();
    // decided in the browser after 200 ms, never part of the server's HTML
    expect(await (await fetch(`${tagged.url}/`)).text()).not.toContain("Consentement aux cookies");
    await page.goto(`${tagged.url}/`);
    await banner(page).waitFor({ state: "visible" });
    await eventually(() => banner(page).textContent()).toContain("des cookies de mesure d'audience et de publicité.");
    for (const name of ["Personnaliser", "Essentiel uniquement", "Tout accepter"]) {
      await eventually(() => banner(page).getByRole("button", { name }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it("'Tout accepter' stores consent to every purpose asked, then reloads after 500 ms; the banner stays hidden", async () => {
    const { page } = await visitor();
    await page.goto(`${tagged.url}/`);
    await banner(page).waitFor({ state: "visible" });
    await markDocument(page);
    await banner(page).getByRole("button", { name: "Tout accepter" }).click();
    const { record, date } = await stored(page);
    expect(record).toEqual({
      analytics_storage: true,
      ad_storage: true,
      ad_user_data: true,
      ad_personalization: true,
      functionality_storage: true,
      // nothing on the site personalises: never asked, never granted
      personalization_storage: false,
      security_storage: true,
      timestamp: expect.any(String),
      version: "2.0",
      measurement_id: GA_ID,
      ads_id: ADS_ID,
    });
    expect(date).toBe(record.timestamp);
    await reloaded(page);
    await page.waitForTimeout(400);
    await eventually(() => banner(page).isVisible()).toBe(false);
  });

  it("'Essentiel uniquement' refuses optional cookies and does not reload", async () => {
    const { page } = await visitor();
    await page.goto(`${tagged.url}/contact`);
    await banner(page).waitFor({ state: "visible" });
    await markDocument(page);
    await banner(page).getByRole("button", { name: "Essentiel uniquement" }).click();
    const { record } = await stored(page);
    expect(record).toMatchObject({ analytics_storage: false, ad_storage: false, personalization_storage: false });
    expect(record.functionality_storage).toBe(true);
    await page.waitForTimeout(900);
    expect(await isMarked(page)).toBe(true);
    await eventually(() => banner(page).isVisible()).toBe(false);
  });

  it("'Personnaliser' opens an accessible dialog with locked essential toggles and the purposes asked", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${tagged.url}/`);
    await waitForHydration(page);
    await banner(page).waitFor({ state: "visible" });
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    const dialog = settingsDialog(page);
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    const essential = dialog.getByRole("switch", { name: "Cookies essentiels" });
    await eventually(() => essential.isChecked()).toBe(true);
    await eventually(() => essential.isDisabled()).toBe(true);
    expect(await dialog.getByRole("switch").count()).toBe(3);
    expect(await dialog.getByRole("switch", { name: "Personnalisation" }).count()).toBe(0);
    await eventually(() => dialog.textContent()).toContain("la page d'arrivée et la campagne qui vous ont amené");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", timeout: 15_000 });
    expect(await stored(page)).toEqual({ record: null, date: null });

    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    await dialog.getByRole("switch", { name: "Mesure d'audience" }).check({ timeout: 15_000 });
    await markDocument(page);
    await dialog.getByRole("button", { name: "Sauvegarder les préférences" }).click({ timeout: 15_000 });
    const { record } = await stored(page);
    expect(record).toMatchObject({
      analytics_storage: true,
      ad_storage: false,
      ad_user_data: false,
      personalization_storage: false,
    });
    await expect.poll(() => isMarked(page).catch(() => false), { timeout: 5000 }).toBe(false); // analytics accepted: reload
    expect(errors).toEqual([]);
  });

  it("the settings dialog has no serious axe violation (the banner's own check is in the accessibility suite)", async () => {
    const { page, errors } = await visitor({ width: 390, height: 844 });
    await page.goto(`${tagged.url}/`);
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    await settingsDialog(page).waitFor({ state: "visible", timeout: 15_000 });
    const found = await axeOn(page).exclude("[data-sonner-toaster]").analyze();
    expect(found.violations.filter(isSerious).map((v) => v.id)).toEqual([]);
    await settingsDialog(page).getByRole("button", { name: "Essentiel uniquement" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("deletes a record older than 395 days and shows the banner again; keeps a younger one", async () => {
    for (const [ageDays, expectBanner] of [
      [396, true],
      [394, false],
    ] as const) {
      const { page, context, close } = await visitor();
      await seedConsent(
        context,
        { analytics: false, ads: false },
        { gaId: GA_ID, adsId: ADS_ID },
        new Date(Date.now() - ageDays * DAY),
      );
      await page.goto(`${tagged.url}/`);
      await waitForHydration(page);
      if (expectBanner) await banner(page).waitFor({ state: "visible" });
      else await page.waitForTimeout(800);
      await eventually(() => banner(page).isVisible()).toBe(expectBanner);
      const { record } = await stored(page);
      expect(record === null).toBe(expectBanner);
      await close();
    }
  });

  it("asks again when the site starts using a purpose the stored choice was not asked about, and applies nothing of it meanwhile", async () => {
    const { page, context } = await visitor();
    // made while only Google Analytics was configured
    await seedConsent(context, { analytics: true, ads: false }, { gaId: GA_ID, adsId: null });
    await page.goto(`${tagged.url}/`);
    await waitForHydration(page);
    await banner(page).waitFor({ state: "visible" });
    expect((await stored(page)).record).toBeNull();
    const updates = await page.evaluate(
      () => (window.dataLayer as IArguments[]).filter((a) => a[0] === "consent" && a[1] === "update").length,
    );
    expect(updates).toBe(0);
  });

  it("sets Consent Mode defaults before the Google tag loads and applies a stored choice", async () => {
    const { page, externalRequests } = await visitor();
    await page.goto(`${tagged.url}/`);
    const first = await page.evaluate(() => JSON.parse(JSON.stringify(Array.from((window.dataLayer as IArguments[])[0]))));
    expect(first).toEqual([
      "consent",
      "default",
      expect.objectContaining({
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        wait_for_update: 500,
      }),
    ]);
    expect(externalRequests.some((u) => u.startsWith(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`))).toBe(true);

    await banner(page).waitFor({ state: "visible" });
    await banner(page).getByRole("button", { name: "Tout accepter" }).click();
    expect((await stored(page)).record.measurement_id).toBe(GA_ID);
    // after the reload, the stored choice is applied by the inline script
    const consentUpdate = () =>
      page
        .evaluate(
          () =>
            (window.dataLayer as IArguments[] | undefined)
              ?.map((a) => Array.from(a))
              .find((a) => a[0] === "consent" && a[1] === "update")?.[2] ?? null,
        )
        .catch(() => null);
    await expect.poll(consentUpdate, { timeout: 15_000 }).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });
  });
});

describe("what a visit writes on the device", () => {
  it("without consent, a visit from a campaign writes nothing, and the request records the form's page only", async () => {
    for (const server of [plain, tagged]) {
      const { page, context, errors, close } = await visitor();
      const email = `sans-accord-${server.port}@example.fr`;
      await page.goto(`${server.url}/landing/zinguerie?${CAMPAIGN}`, { referer: SEARCH_ENGINE });
      await waitForHydration(page);
      if (server === tagged) await banner(page).waitFor({ state: "visible" });
      else await page.waitForTimeout(800);
      // a navigation inside the site, then a full page load
      await page.getByRole("banner").getByRole("link", { name: "Devis Gratuit" }).click();
      await page.waitForURL(/\/devis-gratuit$/);
      await page.goto(`${server.url}/contact`);
      await waitForHydration(page);
      await page.goto(`${server.url}/devis-gratuit`);
      await waitForHydration(page);
      expect(await deviceContents(page, context), server === plain ? "no Google id" : "banner unanswered").toEqual({
        local: {},
        session: {},
        cookies: [],
      });

      await sendQuote(page, email);
      expect(await leadOf(server, email)).toEqual({
        source_path: "/devis-gratuit",
        landing_path: "/devis-gratuit",
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        gclid: null,
      });
      expect(await deviceContents(page, context)).toEqual({ local: {}, session: {}, cookies: [] });
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("without consent, a campaign that lands on the form's page is kept from its address alone, without its gclid", async () => {
    const { page, context, errors } = await visitor();
    await page.goto(`${plain.url}/devis-gratuit?utm_source=google&utm_medium=cpc&utm_campaign=printemps&gclid=xyz`, {
      referer: SEARCH_ENGINE,
    });
    await waitForHydration(page);
    await sendQuote(page, "campagne-sans-accord@example.fr");
    expect(await leadOf(plain, "campagne-sans-accord@example.fr")).toMatchObject({
      landing_path: "/devis-gratuit",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "printemps",
      gclid: null,
    });
    expect(await deviceContents(page, context)).toEqual({ local: {}, session: {}, cookies: [] });
    expect(errors).toEqual([]);
  });

  it("removes a visit's record kept before, when no consent to advertising stands (none asked, or refused)", async () => {
    for (const server of [plain, tagged]) {
      const { page, context, close } = await visitor();
      if (server === tagged) await seedConsent(context, { analytics: true, ads: false }, { gaId: GA_ID, adsId: ADS_ID });
      await context.addInitScript((key) => {
        if (!sessionStorage.getItem("seeded")) sessionStorage.setItem(key, JSON.stringify({ landingPath: "/", gclid: "ancien" }));
        sessionStorage.setItem("seeded", "1");
      }, VISIT_KEY);
      await page.goto(`${server.url}/services`);
      await waitForHydration(page);
      await eventually(() => visitRecord(page)).toBeNull();
      await close();
    }
  });

  it("with consent to advertising, the visit's attribution is kept for the visit and reaches the request", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${tagged.url}/landing/zinguerie?${CAMPAIGN}`, { referer: SEARCH_ENGINE });
    await waitForHydration(page);
    await banner(page).waitFor({ state: "visible" });
    // asked, not yet answered: nothing kept
    expect(await visitRecord(page)).toBeNull();
    await markDocument(page);
    await banner(page).getByRole("button", { name: "Tout accepter" }).click();
    await eventually(() => visitRecord(page).catch(() => null)).toEqual({
      landingPath: "/landing/zinguerie",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "hiver",
      gclid: "abc",
    });
    await reloaded(page);

    await page.getByRole("banner").getByRole("link", { name: "Devis Gratuit" }).click();
    await page.waitForURL(/\/devis-gratuit$/);
    await page.goto(`${tagged.url}/devis-gratuit`);
    await waitForHydration(page);
    expect((await visitRecord(page)).landingPath).toBe("/landing/zinguerie");
    await sendQuote(page, "avec-accord@example.fr");
    expect(await leadOf(tagged, "avec-accord@example.fr")).toEqual({
      source_path: "/devis-gratuit",
      landing_path: "/landing/zinguerie",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "hiver",
      gclid: "abc",
    });
    expect(errors).toEqual([]);
  });

  it("consent given on a later page of the visit records where it began, and the form on that page sends it", async () => {
    const { page } = await visitor();
    await page.goto(`${tagged.url}/landing/zinguerie?${CAMPAIGN}`, { referer: SEARCH_ENGINE });
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Devis Gratuit" }).click();
    await page.waitForURL(/\/devis-gratuit$/);
    await banner(page).waitFor({ state: "visible" });
    await page.getByLabel("Prénom *").click();
    expect(await page.locator('input[name="_landing"]').inputValue()).toBe("");

    // advertising only: no reload, the form already on the page gets the visit
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    await settingsDialog(page).waitFor({ state: "visible", timeout: 15_000 });
    await settingsDialog(page).getByRole("switch", { name: "Publicité" }).check();
    await settingsDialog(page).getByRole("button", { name: "Sauvegarder les préférences" }).click();
    await eventually(() => page.locator('input[name="_landing"]').inputValue()).toBe("/landing/zinguerie");
    expect((await visitRecord(page)).gclid).toBe("abc");
    await sendQuote(page, "accord-plus-tard@example.fr");
    expect(await leadOf(tagged, "accord-plus-tard@example.fr")).toMatchObject({
      landing_path: "/landing/zinguerie",
      utm_campaign: "hiver",
      gclid: "abc",
    });
  });

  it("withdrawing consent to advertising removes the visit's record and the Ads cookies at once; later requests carry none", async () => {
    const { page, context, errors } = await visitor();
    await seedConsent(context, { analytics: true, ads: true }, { gaId: GA_ID, adsId: ADS_ID });
    await page.goto(`${tagged.url}/landing/zinguerie?${CAMPAIGN}`, { referer: SEARCH_ENGINE });
    await waitForHydration(page);
    await eventually(() => visitRecord(page)).toMatchObject({ landingPath: "/landing/zinguerie", gclid: "abc" });
    // what the Google tag writes with consent (the stand-in tag writes nothing)
    await context.addCookies(["_gcl_aw", "_ga", "_ga_TEST123"].map((name) => ({ name, value: "1", url: tagged.url })));

    await manageCookies(page).click();
    const dialog = settingsDialog(page);
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    const ads = dialog.getByRole("switch", { name: "Publicité" });
    await eventually(() => ads.isChecked()).toBe(true);
    await ads.uncheck();
    await markDocument(page);
    await dialog.getByRole("button", { name: "Sauvegarder les préférences" }).click();
    await eventually(() => visitRecord(page).catch(() => "reloading")).toBeNull();
    // audience measurement still accepted: its cookies stay
    await eventually(async () => (await context.cookies()).map((c) => c.name).sort()).toEqual(["_ga", "_ga_TEST123"]);
    expect((await stored(page)).record).toMatchObject({ analytics_storage: true, ad_storage: false });
    await reloaded(page);

    await page.goto(`${tagged.url}/devis-gratuit`);
    await waitForHydration(page);
    expect(await visitRecord(page)).toBeNull();
    await sendQuote(page, "accord-retire@example.fr");
    expect(await leadOf(tagged, "accord-retire@example.fr")).toMatchObject({
      landing_path: "/devis-gratuit",
      utm_campaign: null,
      gclid: null,
    });
    expect(await visitRecord(page)).toBeNull();
    expect(errors).toEqual([]);
  });
});
