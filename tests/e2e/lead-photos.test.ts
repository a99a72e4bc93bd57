/**
 * Photos with a request, in Chromium (docs/product.md#lead-photos): chosen
 * with thumbnails and sent with JavaScript, posted as multipart without it,
 * refused with the French message and the entries kept, shown to the owner
 * on the lead page and to nobody else.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY } from "~/config/constants";
import { createConsentRecord, ESSENTIAL_ONLY } from "~/features/consent/consent";
import { roofPhoto } from "../helpers/sample-images";
import { addSessionCookie, runSql, signedInAdmin, waitForHydration, type SignedInAdmin } from "./helpers/admin";
import { launchBrowser, openPage, type PageOptions, type TrackedPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const SUCCESS = "Votre demande a été envoyée avec succès !";
const NOT_IMAGE = "Le fichier « toit.jpg » n'est pas une image JPEG, PNG ou WebP.";

let server: TestServer;
let browser: Browser;
let admin: SignedInAdmin;
let photos: { name: string; mimeType: string; buffer: Buffer }[];
const HTML_AS_JPEG = {
  name: "toit.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from("<!DOCTYPE html><html><body>pas une photo</body></html>"),
};

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_LEADS_PER_HOUR: "100" });
  browser = await launchBrowser();
  admin = await signedInAdmin(server, "photos@az-toiture.test", "Admin Photos");
  photos = [
    { name: "toiture-avant.jpg", mimeType: "image/jpeg", buffer: await roofPhoto(2400, 1600, 0) },
    {
      name: "gouttiere.webp",
      mimeType: "image/webp",
      buffer: await sharp(await roofPhoto(1600, 1200, 3))
        .webp()
        .toBuffer(),
    },
  ];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, options: PageOptions = {}): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await tracked.context.addInitScript(
    ([key, dateKey, record]) => {
      localStorage.setItem(key!, record!);
      localStorage.setItem(dateKey!, new Date().toISOString());
    },
    [CONSENT_STORAGE_KEY, CONSENT_DATE_KEY, JSON.stringify(createConsentRecord(ESSENTIAL_ONLY, null, new Date()))],
  );
  await tracked.page.goto(`${server.url}${path}`);
  if (options.javaScriptEnabled !== false) await waitForHydration(tracked.page);
  return tracked;
}

async function fillQuote(page: Page, email: string) {
  await page.getByLabel("Prénom *").fill("Marie");
  await page.getByLabel("Nom *", { exact: true }).fill("Martin");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Téléphone *").fill("04 72 00 00 00");
  await page.getByLabel("Adresse du chantier *").fill("12 rue des Tuiles, 69001 Lyon");
  await page.getByLabel("Description du projet").fill("Tuiles déplacées par le vent.");
}

const sendQuote = (page: Page) => page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();

async function photoRowsOf(email: string) {
  return runSql(
    server,
    "select lead_photos.id, lead_photos.lead_id, lead_photos.original_name from lead_photos join leads on leads.id = lead_photos.lead_id where leads.email = ? order by position",
    [email],
  );
}

describe("photos with a request", () => {
  it("with JavaScript: two thumbnails, one removed, sent; the owner sees it, nobody else", async () => {
    const { page } = await open("/devis-gratuit", { width: 390, height: 844 });
    await fillQuote(page, "js@example.fr");
    await page.getByLabel("Photos (facultatif)").setInputFiles(photos);
    const chosen = page.getByRole("list", { name: "Photos choisies" }).getByRole("listitem");
    await eventually(() => chosen.count()).toBe(2);
    await page.getByLabel("Photos (facultatif)").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "lead-photos", "quote-form-2-photos-390.png");
    await page.getByRole("button", { name: "Retirer gouttiere.webp" }).click();
    await eventually(() => chosen.count()).toBe(1);
    await sendQuote(page);
    await eventually(() => page.getByText(SUCCESS).first().isVisible()).toBe(true);
    const rows = await photoRowsOf("js@example.fr");
    expect(rows.map((r) => r.original_name)).toEqual(["toiture-avant.jpg"]);

    // the owner's lead page: the thumbnail, and the full-size photo behind it
    const ownerTab = await openPage(browser, { width: 1280, height: 900 });
    await addSessionCookie(ownerTab.context, server, admin.cookie);
    const leadPage = `/dashboard-management-panel/leads/${String(rows[0]!.lead_id)}`;
    await ownerTab.page.goto(`${server.url}${leadPage}`);
    const card = ownerTab.page.getByRole("region", { name: "Photos" });
    const thumb = card.getByRole("img", { name: "Photo 1 : toiture-avant.jpg" });
    await eventually(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await saveScreenshot(ownerTab.page, "lead-photos", "lead-page-photos-1280.png", { fullPage: true });
    await ownerTab.page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(ownerTab.page, "lead-photos", "lead-page-photos-390.png");
    await ownerTab.page.setViewportSize({ width: 1280, height: 900 });
    const href = await card.getByRole("link").first().getAttribute("href");
    const full = await ownerTab.page.request.get(`${server.url}${href}`);
    expect(full.status()).toBe(200);
    expect(full.headers()["content-type"]).toBe("image/jpeg");
    expect(full.headers()["cache-control"]).toBe("private, no-store");
    expect(full.headers()["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(await full.body()).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(2400);
    // with JavaScript the thumbnail opens the photo over the page (before hydration the link opens the file itself)
    await waitForHydration(ownerTab.page);
    await card.getByRole("link").first().click();
    await eventually(() => ownerTab.page.getByRole("dialog").isVisible()).toBe(true);

    // signed out: the sign-in page, never the photo; an unknown photo: 404
    const signedOut = await fetch(`${server.url}${href}`, { redirect: "manual" });
    expect([302, 303, 401]).toContain(signedOut.status);
    expect(signedOut.headers.get("content-type") ?? "").not.toContain("image");
    const unknown = await ownerTab.page.request.get(`${server.url}${leadPage}/photos/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status()).toBe(404);
  });

  it("with JavaScript: a page named .jpg gets the message under the field; the entries and the other photo stay", async () => {
    const { page } = await open("/devis-gratuit");
    await fillQuote(page, "refus-js@example.fr");
    await page.getByLabel("Photos (facultatif)").setInputFiles([photos[0]!, HTML_AS_JPEG]);
    await eventually(() => page.getByText(NOT_IMAGE).isVisible()).toBe(true);
    await eventually(() => page.getByRole("list", { name: "Photos choisies" }).getByRole("listitem").count()).toBe(1);
    expect(await page.getByLabel("Prénom *").inputValue()).toBe("Marie");
    await page.getByLabel("Photos (facultatif)").setInputFiles([photos[1]!]);
    await eventually(() => page.getByRole("list", { name: "Photos choisies" }).getByRole("listitem").count()).toBe(2);
    await page.getByLabel("Photos (facultatif)").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "lead-photos", "quote-form-2-photos-1280.png");
    await sendQuote(page);
    await eventually(() => page.getByText(SUCCESS).first().isVisible()).toBe(true);
    expect(await photoRowsOf("refus-js@example.fr")).toHaveLength(2);
  });

  it("without JavaScript: a multipart post stores the photo; a refused file comes back with the message and the entries", async () => {
    const { page } = await open("/devis-gratuit", { javaScriptEnabled: false });
    await fillQuote(page, "sans-js@example.fr");
    await page.getByLabel("Photos (facultatif)").setInputFiles([HTML_AS_JPEG]);
    await Promise.all([page.waitForEvent("load"), sendQuote(page)]);
    await eventually(() => page.getByText(`${NOT_IMAGE} Ajoutez à nouveau vos photos.`).isVisible()).toBe(true);
    expect(await page.getByLabel("Prénom *").inputValue()).toBe("Marie");
    expect(await page.getByLabel("Description du projet").inputValue()).toBe("Tuiles déplacées par le vent.");
    expect(await runSql(server, "select id from leads where email = ?", ["sans-js@example.fr"])).toEqual([]);

    await page.getByLabel("Photos (facultatif)").setInputFiles([photos[0]!]);
    await Promise.all([page.waitForEvent("load"), sendQuote(page)]);
    await eventually(() => page.getByText(SUCCESS).first().isVisible()).toBe(true);
    expect((await photoRowsOf("sans-js@example.fr")).map((r) => r.original_name)).toEqual(["toiture-avant.jpg"]);
  });

  it("scripts held back: the field posts as a plain multipart form", async () => {
    const tracked = await openPage(browser);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tracked.context.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const { page } = tracked;
    await page.goto(`${server.url}/devis-gratuit`, { waitUntil: "domcontentloaded" });
    await fillQuote(page, "avant-scripts@example.fr");
    await page.getByLabel("Photos (facultatif)").setInputFiles([photos[1]!]);
    await Promise.all([page.waitForURL(/devis-gratuit/, { waitUntil: "domcontentloaded" }), sendQuote(page)]);
    release();
    await eventually(async () => (await photoRowsOf("avant-scripts@example.fr")).map((r) => r.original_name)).toEqual([
      "gouttiere.webp",
    ]);
  });
});
