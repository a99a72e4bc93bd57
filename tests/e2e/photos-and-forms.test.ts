/**
 * The owner's photos and forms in Chromium against the production server:
 *   - a phone photo (4000×3000, over 5MB, EXIF orientation 'rotate 90°') picked with another
 *     file is shrunk in the browser and stored upright at 2560 px at most, each file with its own
 *     line, 'Traitement…' once its bytes are sent (docs/product.md#media-upload);
 *   - a refused réalisation save focuses its first field in error (docs/product.md#admin-form-errors);
 *   - 'Copier sur lundi–vendredi' copies Monday's hours, with and without JavaScript
 *     (docs/product.md#business-settings).
 * Form B's French messages: leads.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_PATH } from "~/features/business-settings/paths";
import { PROJECT_ADMIN_PATHS } from "~/features/projects/admin-paths";
import { IMAGE_MAX_BYTES } from "~/config/constants";
import { roofPhoto } from "../helpers/sample-images";
import { waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";
import { saveScreenshot } from "./helpers/screenshots";

const MEDIA_PAGE = "/dashboard-management-panel/images";

let browser: Browser;
let admin: AdminServer;
let files: string;

beforeAll(async () => {
  files = mkdtempSync(path.join(tmpdir(), "az-phone-photos-"));
  [browser, admin] = await Promise.all([launchBrowser(), startAdminServer()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await admin?.stop();
  rmSync(files, { recursive: true, force: true });
});

/**
 * What a phone writes: 4000×3000 pixels of fine detail, heavy, with the camera held upright
 * (EXIF orientation 6: the pixels are to be turned a quarter clockwise, 3000×4000 upright).
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 0x2545f491;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    pixels[i] = ((state >>> 26) + ((i / 3) % width) / 20) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

interface ListedMedia {
  name: string;
  url: string;
  originalName: string;
  width: number | null;
  height: number | null;
  size: number;
}

async function listMedia(): Promise<ListedMedia[]> {
  const res = await fetch(`${admin.server.url}/api/media?kind=image`, {
    headers: { cookie: admin.cookie, accept: "application/json" },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: ListedMedia[] }).items;
}

/** Records every phase an upload line goes through ('preparing', 'sending', 'processing'…). */
async function watchUploadPhases(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadPhases: string[] }).uploadPhases = seen;
    new MutationObserver(() => {
      document.querySelectorAll<HTMLElement>("[data-upload-phase]").forEach((row, index) => {
        const phase = `${index}:${row.dataset.uploadPhase ?? ""}`;
        if (!seen.includes(phase)) seen.push(phase);
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-upload-phase"] });
  });
}

describe("phone photos in the media library", () => {
  it.each([390, 1280])(
    "at %i px: a 4000×3000 photo over 5MB and another file, picked together, are both stored; the photo upright at 2560 px",
    async (width) => {
      const big = await phonePhoto();
      expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
      const bigName = `Chantier toiture ${width}.jpg`;
      const smallName = `Gouttière ${width}.jpg`;
      writeFileSync(path.join(files, bigName), big);
      writeFileSync(path.join(files, smallName), await roofPhoto(1200, 800, width % 7));

      const { page, context, errors, close } = await openPage(browser, { width, height: 844 });
      await admin.signInContext(context);
      await rememberCookieChoice(context);
      await page.goto(`${admin.server.url}${MEDIA_PAGE}`);
      await waitForHydration(page);
      const input = page.locator('input[type="file"]');
      await eventually(() => input.getAttribute("multiple")).not.toBeNull();
      await watchUploadPhases(page);

      // a slow uplink, so the lines can be seen at work
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 400 * 1024,
      });
      const uploads: number[] = [];
      page.on("request", (req) => {
        if (req.method() === "POST" && req.url().endsWith("/api/media")) uploads.push(req.postDataBuffer()?.length ?? 0);
      });
      await input.setInputFiles([path.join(files, bigName), path.join(files, smallName)]);
      const lines = page.getByRole("list", { name: "Fichiers envoyés" }).getByRole("listitem");
      await eventually(() => lines.count()).toBe(2);
      await page.getByRole("progressbar", { name: `Progression de l'upload de ${bigName.replace(/\.jpg$/, "")}` }).waitFor();
      await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow")) > 0);
      await saveScreenshot(page, "media", `media-several-uploading-${width}.png`);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      await expect.poll(() => page.locator('[data-upload-phase="done"]').count(), { timeout: 60_000 }).toBe(2);
      await page.getByText("2 fichiers uploadés avec succès !").waitFor();
      await saveScreenshot(page, "media", `media-several-uploaded-${width}.png`);
      const phases = await page.evaluate(() => (window as unknown as { uploadPhases: string[] }).uploadPhases);
      expect(phases.some((phase) => phase.endsWith(":processing"))).toBe(true);
      // what crossed the network is under the owner's limit: the photo was shrunk before it left
      expect(uploads).toHaveLength(2);
      for (const bytes of uploads) expect(bytes).toBeLessThan(IMAGE_MAX_BYTES);

      const grid = page.getByRole("list", { name: "Fichiers de la médiathèque" });
      await grid.getByRole("listitem").filter({ hasText: smallName }).waitFor();
      await grid.getByRole("listitem").filter({ hasText: bigName }).waitFor();
      expect(await input.isEnabled()).toBe(true);

      const listed = await listMedia();
      const photo = listed.find((item) => item.originalName === bigName);
      const other = listed.find((item) => item.originalName === smallName);
      expect(other).toMatchObject({ width: 1200, height: 800 });
      // upright (the EXIF quarter turn applied) and 2560 px on its longest side
      expect(photo).toMatchObject({ width: 1920, height: 2560 });
      const stored = Buffer.from(await (await fetch(`${admin.server.url}${photo!.url}`)).arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2560);
      expect(stored.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe("a refused réalisation save", () => {
  it("scrolls to and focuses the first field in error", async () => {
    // the refused save answers 400, which Chromium logs
    const { page, context, errors, close } = await openPage(browser, {
      width: 390,
      height: 844,
      allowConsoleErrors: [/status of 400/],
    });
    await admin.signInContext(context);
    await rememberCookieChoice(context);
    await page.goto(`${admin.server.url}${PROJECT_ADMIN_PATHS.create}`);
    await waitForHydration(page);
    await page.getByLabel("Titre *", { exact: true }).fill("Réfection d'une toiture en ardoise");
    await page.getByLabel("Catégorie *", { exact: true }).fill("Couverture");
    await page.getByLabel("Lieu *", { exact: true }).fill("Tarare (69)");
    const save = page.getByRole("button", { name: "Enregistrer" });
    await save.scrollIntoViewIfNeeded();
    await save.click();

    await eventually(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    const focused = await page.waitForFunction(() => {
      const active = document.activeElement as HTMLElement | null;
      const first = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
      if (!active || active !== first) return null;
      const box = active.getBoundingClientRect();
      return { name: (active as HTMLInputElement).name, inView: box.top >= 0 && box.bottom <= window.innerHeight };
    });
    const result = (await focused.jsonValue()) as { name: string; inView: boolean };
    expect(["title", "category", "location"]).not.toContain(result.name);
    expect(result.inView).toBe(true);
    await saveScreenshot(page, "forms", "project-first-error-390.png");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("'Copier sur lundi–vendredi' in Réglages", () => {
  const hours = (page: Page, day: string, index = 1) =>
    Promise.all([
      page.getByLabel(`${day}, plage ${index} : ouverture`).inputValue(),
      page.getByLabel(`${day}, plage ${index} : fermeture`).inputValue(),
    ]);

  it.each([390, 1280])(
    "at %i px, after the scripts run: Tuesday to Friday get Monday's ranges, the weekend is untouched",
    async (width) => {
      const { page, context, errors, close } = await openPage(browser, { width, height: 900 });
      await admin.signInContext(context);
      await rememberCookieChoice(context);
      await page.goto(`${admin.server.url}${SETTINGS_PATH}`);
      await waitForHydration(page);
      const weekend = () =>
        page
          .locator('input[name^="hours.saturday"], input[name^="hours.sunday"]')
          .evaluateAll((inputs) =>
            inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
          );
      const weekendBefore = await weekend();
      await page.getByLabel("Lundi, plage 1 : ouverture").fill("08:30");
      await page.getByLabel("Lundi, plage 1 : fermeture").fill("12:00");
      await page.getByRole("button", { name: "Ajouter une plage le lundi" }).click();
      await page.getByLabel("Lundi, plage 2 : ouverture").fill("13:30");
      await page.getByLabel("Lundi, plage 2 : fermeture").fill("18:00");
      await page.getByRole("button", { name: "Copier sur lundi–vendredi" }).click();
      for (const day of ["Mardi", "Mercredi", "Jeudi", "Vendredi"]) {
        await eventually(() => hours(page, day, 2)).toEqual(["13:30", "18:00"]);
        expect(await hours(page, day, 1)).toEqual(["08:30", "12:00"]);
      }
      expect(await weekend()).toEqual(weekendBefore);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const section = page.locator('section[aria-labelledby="hours-title"]');
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(section, "settings", `reglages-horaires-${width}.png`);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("without JavaScript the same button copies on the server", async () => {
    const { page, context, close } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    await admin.signInContext(context);
    await page.goto(`${admin.server.url}${SETTINGS_PATH}`);
    await page.getByLabel("Lundi, plage 1 : ouverture").fill("07:45");
    await page.getByRole("button", { name: "Copier sur lundi–vendredi" }).click();
    await page.waitForLoadState("load");
    for (const day of ["Mardi", "Vendredi"]) expect((await hours(page, day))[0]).toBe("07:45");
    await close();
  });
});
