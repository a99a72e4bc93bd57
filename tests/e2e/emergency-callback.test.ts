/**
 * The emergency call-back on /urgence-toiture (docs/product.md#emergency-callback),
 * on a phone: one scroll from the top, name and phone, one button; the answer
 * gives the reference, the on-call number as a tel: link and when the call
 * comes. Without JavaScript, before the scripts run, from a landing page's
 * emergency banner; a wrong entry stores nothing; the admin sees it urgent;
 * one optional photo, with or without JavaScript, shown on the request's page.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneHref } from "~/config/site";
import { CALLBACK_PROMISES } from "~/features/leads/callback-time";
import { roofPhoto } from "../helpers/sample-images";
import { addSessionCookie, runSql, signedInAdmin, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage, type PageOptions, type TrackedPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { fetchPage, textOf } from "./helpers/html";
import { elementsWithText, linksNamed } from "./helpers/html-queries";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";
import { rememberCookieChoice } from "./helpers/consent";

const SITE_PHONE = "04 72 98 76 54";
const PHONE_390 = { width: 390, height: 844 };
const poll = expect.poll;
const PROMISE = new RegExp(`${CALLBACK_PROMISES.open}|${CALLBACK_PROMISES.closed}`.replace(/[.]/g, "\\."));

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SITE_PHONE, RATE_LIMIT_LEADS_PER_HOUR: "100" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, options: PageOptions = {}): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await rememberCookieChoice(tracked.context);
  await tracked.page.goto(`${server.url}${path}`);
  if (options.javaScriptEnabled !== false) await waitForHydration(tracked.page);
  return tracked;
}

const callBackSection = (page: Page) => page.getByRole("region", { name: "Être rappelé en urgence" });

async function photosOfLeadNamed(name: string) {
  return runSql(
    server,
    "select lead_photos.lead_id, lead_photos.original_name from lead_photos join leads on leads.id = lead_photos.lead_id where leads.last_name = ? order by position",
    [name],
  );
}

async function leadsNamed(name: string) {
  return runSql(
    server,
    "select form, urgent, reference, first_name, last_name, email, phone, city, message, spam from leads where last_name = ?",
    [name],
  );
}

/** The answer a visitor sees: the promise, the reference, the on-call number. */
async function expectAnswer(page: Page, name: string) {
  const section = callBackSection(page);
  const status = section.getByRole("status");
  await poll(() => status.textContent(), { timeout: 20_000 }).toContain("Demande de rappel reçue");
  expect(await status.textContent()).toMatch(PROMISE);
  const [lead] = await leadsNamed(name);
  expect(lead).toMatchObject({ form: "callback", email: "", first_name: "" });
  expect(Boolean(lead!.urgent)).toBe(true);
  expect(await status.textContent()).toContain(`Votre référence : ${String(lead!.reference)}.`);
  const call = status.getByRole("link", { name: SITE_PHONE });
  expect(await call.getAttribute("href")).toBe(phoneHref(SITE_PHONE));
  const box = await call.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(56); // a big tap target
}

describe("the emergency call-back on /urgence-toiture", () => {
  it("at 390 px: one scroll away, big fields, sent with name and phone; the answer says when and gives the on-call number", async () => {
    const { page, errors } = await open("/urgence-toiture", PHONE_390);
    const section = callBackSection(page);
    const top = (await section.boundingBox())!.y;
    expect(top).toBeLessThan(2 * PHONE_390.height); // reachable in one scroll
    const name = section.getByLabel("Nom *");
    const phone = section.getByLabel("Téléphone *");
    const postcode = section.getByLabel("Code postal");
    expect(await name.getAttribute("autocomplete")).toBe("name");
    expect(await phone.getAttribute("autocomplete")).toBe("tel");
    expect(await phone.getAttribute("inputmode")).toBe("tel");
    expect(await postcode.getAttribute("autocomplete")).toBe("postal-code");
    expect(await postcode.getAttribute("inputmode")).toBe("numeric");
    expect((await phone.boundingBox())!.height).toBeGreaterThanOrEqual(56);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "emergency-callback", "urgence-390-form.png");
    await saveScreenshot(page, "emergency-callback", "urgence-390-full.png", { fullPage: true });

    await name.fill("Claire Fontaine");
    await phone.fill("06 11 22 33 44");
    await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
    await expectAnswer(page, "Claire Fontaine");
    expect(new URL(page.url()).pathname).toBe("/urgence-toiture"); // answered in place
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "emergency-callback", "urgence-390-success.png");
    expect(errors).toEqual([]);
  });

  it("at 1280 px the form and its button sit in the first screen, under the call button", async () => {
    const { page, errors } = await open("/urgence-toiture", { width: 1280, height: 900 });
    const call = page.getByRole("link", { name: /Appeler maintenant/ }).first();
    const form = (await callBackSection(page).boundingBox())!;
    expect(form.y).toBeGreaterThan((await call.boundingBox())!.y);
    expect(form.y).toBeLessThan(900);
    // its button too: nothing to scroll for on a laptop
    const send = (await callBackSection(page).getByRole("button", { name: "Être rappelé en urgence" }).boundingBox())!;
    expect(send.y + send.height).toBeLessThanOrEqual(900);
    await saveScreenshot(page, "emergency-callback", "urgence-1280.png");
    expect(errors).toEqual([]);
  });

  it("works without JavaScript: a plain post, the same answer on the page it came from", async () => {
    const { page, errors } = await open("/urgence-toiture", { ...PHONE_390, javaScriptEnabled: false });
    const section = callBackSection(page);
    await section.getByLabel("Nom *").fill("Henri Sansscript");
    await section.getByLabel("Téléphone *").fill("0612345678");
    await section.getByLabel("Code postal").fill("69003");
    await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
    await page.waitForURL(`${server.url}/urgence-toiture#rappel`);
    await expectAnswer(page, "Henri Sansscript");
    expect((await leadsNamed("Henri Sansscript"))[0]).toMatchObject({ city: "69003", message: "Demande de rappel en urgence" });
    expect(errors).toEqual([]);
  });

  it("keeps what was typed before the scripts run, and sends it once they do", async () => {
    const tracked = await openPage(browser, PHONE_390);
    const { page, errors } = tracked;
    await rememberCookieChoice(tracked.context);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${server.url}/urgence-toiture`, { waitUntil: "domcontentloaded" });
    const section = callBackSection(page);
    await section.getByLabel("Nom *").fill("Agathe Avantscript");
    await section.getByLabel("Téléphone *").fill("07 98 76 54 32");
    await section.getByLabel("Code postal").fill("01000");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated === "true")).toBe(false);
    release();
    await waitForHydration(page);
    await eventually(() => section.getByLabel("Nom *").inputValue()).toBe("Agathe Avantscript");
    expect(await section.getByLabel("Téléphone *").inputValue()).toBe("07 98 76 54 32");
    expect(await section.getByLabel("Code postal").inputValue()).toBe("01000");
    await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
    await expectAnswer(page, "Agathe Avantscript");
    expect(new URL(page.url()).pathname).toBe("/urgence-toiture");
    expect(errors).toEqual([]);
  });

  it("a missing phone is named in French and nothing is stored, with or without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, close } = await open("/urgence-toiture", { ...PHONE_390, javaScriptEnabled });
      const section = callBackSection(page);
      await section.getByLabel("Nom *").fill("Sans Numéro");
      await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
      await poll(() => section.getByText("Le téléphone est requis").count(), { timeout: 20_000 }).toBe(1);
      expect(await section.getByLabel("Téléphone *").getAttribute("aria-invalid")).toBe("true");
      expect(await section.getByLabel("Nom *").inputValue()).toBe("Sans Numéro");
      await section.getByLabel("Téléphone *").fill("06 12");
      await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
      await poll(() => section.getByText(/Numéro de téléphone invalide/).count(), { timeout: 20_000 }).toBe(1);
      expect(await leadsNamed("Sans Numéro")).toEqual([]);
      await close();
    }
  });

  it("from a landing page's emergency banner: the link leads to the form, which sends", async () => {
    const { page, errors } = await open("/landing/zinguerie", PHONE_390);
    const link = page
      .locator("#emergency-banner-title")
      .locator("xpath=ancestor::section")
      .getByRole("link", { name: "Être rappelé en urgence" });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(`${server.url}/urgence-toiture#rappel`);
    const section = callBackSection(page);
    await eventually(() => section.isVisible()).toBe(true);
    await section.getByLabel("Nom *").fill("Lucien Landing");
    await section.getByLabel("Téléphone *").fill("06 55 44 33 22");
    await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
    await expectAnswer(page, "Lucien Landing");
    expect(errors).toEqual([]);

    // the other landing pages' banners link there too (the served page: the link works before and without scripts)
    const maintenance = await fetchPage(`${server.url}/landing/maintenance`);
    expect(linksNamed(maintenance.document, "Être rappelé en urgence").map((a) => a.getAttribute("href"))).toEqual([
      "/urgence-toiture#rappel",
    ]);
  });

  it("the admin sees it urgent, as a 'Rappel urgent', in the inbox and on its page, with no empty e-mail link", async () => {
    const { page: visitor } = await open("/urgence-toiture", PHONE_390);
    const section = callBackSection(visitor);
    await section.getByLabel("Nom *").fill("Odile Admin");
    await section.getByLabel("Téléphone *").fill("06 10 20 30 40");
    await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
    await expectAnswer(visitor, "Odile Admin");

    // the admin's pages as the server sends them: texts and links, nothing the browser adds
    const admin = await signedInAdmin(server, "rappel@az-toiture.test", "Admin Rappel");
    const inbox = await fetchPage(`${server.url}/dashboard-management-panel/leads`, { headers: { cookie: admin.cookie } });
    const cards = [...inbox.document.querySelectorAll('article[aria-label="Odile Admin"]')];
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(elementsWithText(card, "Urgent")).toHaveLength(1);
    expect(elementsWithText(card, "Rappel urgent")).toHaveLength(1);
    expect(card.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
    expect(linksNamed(card, "06 10 20 30 40")[0]?.getAttribute("href")).toBe("tel:+33610203040");

    const leadPath = linksNamed(card, /^Ouvrir la demande/)[0]!.getAttribute("href")!;
    const { status, document } = await fetchPage(`${server.url}${leadPath}`, { headers: { cookie: admin.cookie } });
    expect(textOf(document.querySelector("h1")), `${leadPath} ${status}`).toBe("Odile Admin");
    expect(elementsWithText(document, "Urgent").length).toBeGreaterThanOrEqual(1);
    // no link to write to an empty address (the page has other mailto links: the admin's own)
    expect(document.querySelectorAll('a[href="mailto:"], a[href^="mailto:?"]')).toHaveLength(0);
    const contact = document.querySelector('[role="group"][aria-label="Contacter"]')!;
    expect(linksNamed(contact, /Écrire/)).toHaveLength(0);
    // (the page's first 'Appeler' link in a browser: the layout's own call link is hidden there, its markup is not)
    expect(linksNamed(contact, /Appeler/)[0]?.getAttribute("href")).toBe("tel:+33610203040");
    expect(elementsWithText(document, "Non communiqué")).toHaveLength(1);
  });

  it("with JavaScript: one photo chosen (a single file input), sent; the request's page shows it", async () => {
    const photo = { name: "fuite-toit.jpg", mimeType: "image/jpeg", buffer: await roofPhoto(1600, 1200, 5) };
    const { page, errors } = await open("/urgence-toiture", PHONE_390);
    const section = callBackSection(page);
    const field = section.getByLabel("Photo (facultatif)");
    expect(await field.getAttribute("multiple")).toBeNull();
    await section.getByLabel("Nom *").fill("Paul Photo");
    await section.getByLabel("Téléphone *").fill("06 21 43 65 87");
    // typing opened the form's deferred code; the photo is chosen once React runs the field (a busy machine
    // may take a moment), as a visitor's choice after the page came alive
    await page.waitForFunction(() => {
      const input = document.querySelector('[data-deferred="callback-form"] input[type="file"]');
      return input !== null && Object.keys(input).some((key) => key.startsWith("__reactProps"));
    });
    await field.setInputFiles([photo]);
    await eventually(() => section.getByRole("list", { name: "Photos choisies" }).getByRole("listitem").count()).toBe(1);
    await field.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "emergency-callback", "urgence-390-photo.png");
    await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
    await expectAnswer(page, "Paul Photo");
    const [row] = await photosOfLeadNamed("Paul Photo");
    expect(row).toMatchObject({ original_name: "fuite-toit.jpg" });
    expect(errors).toEqual([]);

    const admin = await signedInAdmin(server, "rappel-photo@az-toiture.test", "Admin Photo");
    const tracked = await openPage(browser, { width: 1280, height: 900 });
    await addSessionCookie(tracked.context, server, admin.cookie);
    await tracked.page.goto(`${server.url}/dashboard-management-panel/leads/${String(row!.lead_id)}`);
    const thumb = tracked.page.getByRole("region", { name: "Photos" }).getByRole("img", { name: "Photo 1 : fuite-toit.jpg" });
    await eventually(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(tracked.errors).toEqual([]);
  });

  it("without JavaScript: the form posts multipart and the photo is stored", async () => {
    const photo = { name: "gouttiere.jpg", mimeType: "image/jpeg", buffer: await roofPhoto(1200, 900, 6) };
    const { page, errors } = await open("/urgence-toiture", { ...PHONE_390, javaScriptEnabled: false });
    const section = callBackSection(page);
    expect(await section.locator("form").getAttribute("enctype")).toBe("multipart/form-data");
    await section.getByLabel("Nom *").fill("Sophie Sansscript");
    await section.getByLabel("Téléphone *").fill("0698765432");
    await section.getByLabel("Photo (facultatif)").setInputFiles([photo]);
    await section.getByRole("button", { name: "Être rappelé en urgence" }).click();
    await page.waitForURL(`${server.url}/urgence-toiture#rappel`);
    await expectAnswer(page, "Sophie Sansscript");
    expect((await photosOfLeadNamed("Sophie Sansscript")).map((r) => r.original_name)).toEqual(["gouttiere.jpg"]);
    expect(errors).toEqual([]);
  });
});
