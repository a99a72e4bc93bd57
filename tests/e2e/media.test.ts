/**
 * The media manager in Chromium against the production server (docs/product.md#media-library):
 * guards, browser pre-checks, upload with progress, drag-and-drop, video
 * playback and seeking (HTTP ranges), copy URL, delete with its dialog; and
 * two instances sharing one S3 bucket (s3rver on loopback) and one database.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { Browser, Page } from "playwright-core";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "~/features/media/rules";
import { createPostgresDatabase } from "../helpers/postgres";
import { roofPhoto } from "../helpers/sample-images";
import { MAGIC, postMultipart } from "../helpers/multipart";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { saveScreenshot } from "./helpers/screenshots";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";
import { eventually } from "./helpers/eventually";
import { axeOn, isSerious } from "./helpers/axe";
import { waitForHydration } from "./helpers/admin";

const FIXTURES = path.resolve(__dirname, "../fixtures/media");
const PAGE = "/dashboard-management-panel/images";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function hydrated(page: Page) {
  await waitForHydration(page);
}

interface UploadedItem {
  name: string;
  url: string;
}

async function apiUpload(admin: AdminServer, file: { filename: string; contentType: string; head: Buffer; size?: number }) {
  const res = await postMultipart(`${admin.server.url}/api/media`, file, {
    headers: { cookie: admin.cookie, origin: admin.server.url },
  });
  expect(res.status).toBe(201);
  return (res.body as { item: UploadedItem }).item;
}

describe("media manager (disk driver)", () => {
  let admin: AdminServer;

  beforeAll(async () => {
    admin = await startAdminServer();
  });
  afterAll(async () => {
    await admin?.stop();
  });

  it("is guarded on the server: page redirects, list/upload/delete answer 401, other origins 403", async () => {
    const url = admin.server.url;
    const page = await fetch(`${url}${PAGE}`, { redirect: "manual" });
    expect([302, 303]).toContain(page.status);
    expect(page.headers.get("location")).toBe(`/auth-portal-secure?retour=${encodeURIComponent(PAGE)}`);

    expect((await fetch(`${url}/api/media`)).status).toBe(401);
    const upload = await postMultipart(
      `${url}/api/media`,
      { filename: "a.webm", contentType: "video/webm", head: readFileSync(path.join(FIXTURES, "clip.webm")) },
      { headers: { origin: url } },
    );
    expect(upload.status).toBe(401);
    expect(upload.body).toEqual({ success: false, error: "Vous devez être connecté." });

    const remove = await fetch(`${url}${PAGE}`, {
      method: "POST",
      headers: { origin: url, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=delete&name=1700000000000-abcdef1234.jpg",
    });
    expect(remove.status).toBe(401);

    const crossSite = await postMultipart(
      `${url}/api/media`,
      { filename: "a.webm", contentType: "video/webm", head: readFileSync(path.join(FIXTURES, "clip.webm")) },
      { headers: { origin: "https://evil.example", cookie: admin.cookie } },
    );
    expect(crossSite.status).toBe(403);

    const list = await fetch(`${url}/api/media`, { headers: { cookie: admin.cookie } });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ success: true, items: [] });
  });

  it("uploads, shows, plays, copies and deletes media in the browser", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await admin.signInContext(context);
      // the cookie choice made: the banner would cover the screenshots
      await rememberCookieChoice(context);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: admin.server.url });
      const uploads: string[] = [];
      page.on("request", (req) => {
        if (req.method() === "POST" && req.url().endsWith("/api/media")) uploads.push(req.url());
      });

      await page.goto(`${admin.server.url}${PAGE}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Médiathèque" }).isVisible()).resolves.toBe(true);
      await page.getByText(MEDIA_MESSAGES.empty).waitFor();
      await page.getByText(MEDIA_MESSAGES.helpImages).waitFor();
      await page.getByText(MEDIA_MESSAGES.helpVideos).waitFor();
      const input = page.locator('input[type="file"]');
      await eventually(() => input.getAttribute("accept")).toBe("image/*,video/*");

      // browser pre-checks: nothing is sent
      await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("bonjour") });
      await page.getByText(MEDIA_MESSAGES.badType).waitFor();
      await input.setInputFiles({ name: "enorme.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
      await page.getByText("Le fichier doit faire moins de 5MB").waitFor();
      expect(uploads).toEqual([]);

      // a photo, on a slow uplink so the progress is visible
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 600 * 1024,
      });
      const photo = await roofPhoto(2400, 1600, 1);
      await input.setInputFiles({ name: "Toiture zinc Lyon.jpg", mimeType: "image/jpeg", buffer: photo });
      await page.getByText(MEDIA_MESSAGES.uploading).waitFor();
      await page.waitForFunction(() => (document.querySelector('input[type="file"]') as HTMLInputElement).disabled);
      await page.getByRole("progressbar", { name: "Progression de l'upload" }).waitFor();
      // the bar and its percentage move together, part way through
      const midway = await page.waitForFunction(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = Number(bar?.getAttribute("aria-valuenow"));
        return value > 0 && value < 100 && bar?.nextElementSibling?.textContent === `${value} %` ? value : null;
      });
      expect(await midway.jsonValue()).toBeGreaterThan(0);
      await saveScreenshot(page, "media", "media-uploading-1280.png");
      await page.getByText(MEDIA_MESSAGES.uploaded).first().waitFor({ timeout: 30_000 });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.waitForFunction(() => !(document.querySelector('input[type="file"]') as HTMLInputElement).disabled);
      const grid = page.getByRole("list", { name: "Fichiers de la médiathèque" });
      const photoCard = grid.getByRole("listitem").filter({ hasText: "Toiture zinc Lyon.jpg" });
      await photoCard.waitFor();
      const thumb = photoCard.getByRole("img", { name: "Aperçu de Toiture zinc Lyon.jpg" });
      await eventually(() => thumb.getAttribute("src")).toMatch(/^\/media\/\d{13}-[a-z0-9]{10}-480w\.webp$/);
      await eventually(() => thumb.getAttribute("loading")).toBe("lazy");
      // a 300 px card at 1280 px picks the 480 px WebP variant from the srcset
      await page.waitForFunction(() => {
        const img = document.querySelector('img[alt^="Aperçu"]') as HTMLImageElement | null;
        return Boolean(img?.complete && img.naturalWidth > 0 && img.currentSrc.endsWith("-480w.webp"));
      });
      const today = new Intl.DateTimeFormat("fr-FR", {
        timeZone: "Europe/Paris",
        day: "numeric",
        month: "long",
        year: "numeric",
      }).format(new Date());
      await expect(photoCard.getByText(today).isVisible()).resolves.toBe(true);

      // a video, dropped on the zone; its requests are watched (Chromium asks for byte ranges)
      const videoResponses: { range: string | null; status: number }[] = [];
      page.on("response", (res) => {
        if (res.url().endsWith(".webm"))
          videoResponses.push({ range: res.request().headers().range ?? null, status: res.status() });
      });
      const webm = readFileSync(path.join(FIXTURES, "clip.webm"));
      const dataTransfer = await page.evaluateHandle(
        (bytes) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], "Visite chantier.webm", { type: "video/webm" }));
          return transfer;
        },
        [...webm],
      );
      await page.dispatchEvent('[data-testid="media-dropzone"]', "dragenter", { dataTransfer });
      await page.dispatchEvent('[data-testid="media-dropzone"]', "drop", { dataTransfer });
      const videoCard = grid.getByRole("listitem").filter({ hasText: "Visite chantier.webm" });
      await videoCard.waitFor({ timeout: 30_000 });
      const video = videoCard.locator("video");
      await eventually(() => video.getAttribute("preload")).toBe("metadata");
      await eventually(() => video.getAttribute("controls")).not.toBeNull();

      // plays, and seeks
      const played = await video.evaluate(async (element) => {
        const v = element as HTMLVideoElement;
        v.muted = true;
        await v.play();
        await new Promise<void>((resolve) => {
          const check = () => (v.currentTime > 0.3 ? resolve() : requestAnimationFrame(check));
          check();
        });
        v.pause();
        v.currentTime = 1.5;
        await new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
        return { time: v.currentTime, width: v.videoWidth, error: v.error?.code ?? null };
      });
      expect(played).toEqual({ time: 1.5, width: 320, error: null });
      expect(videoResponses.length).toBeGreaterThan(0);
      expect(videoResponses.filter((r) => r.range !== null).every((r) => r.status === 206)).toBe(true);
      expect(videoResponses.some((r) => r.status === 206)).toBe(true);

      // copy URL
      await photoCard.getByRole("button", { name: "Copier l'URL" }).click();
      await page.getByText(MEDIA_MESSAGES.copied).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${admin.server.url}/media/\\d{13}-[a-z0-9]{10}\\.jpg$`));
      const original = await fetch(copied);
      expect(original.status).toBe(200);
      expect(original.headers.get("content-type")).toBe("image/jpeg");

      // the toasts belong to the root layout's sonner theme (success text 4.25:1, reported to the lead), not to this page
      const axe = await axeOn(page).exclude("[data-sonner-toaster]").analyze();
      expect(axe.violations.filter(isSerious).map((v) => v.id)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, "media", "media-manager-1280.png", { fullPage: true });

      // delete, after the confirmation dialog
      const photoName = copied.split("/").pop() ?? "";
      await photoCard.getByRole("button", { name: "Supprimer Toiture zinc Lyon.jpg" }).click();
      const dialog = page.getByRole("alertdialog", { name: MEDIA_MESSAGES.confirmDelete });
      await dialog.waitFor();
      await saveScreenshot(page, "media", "media-delete-dialog-1280.png");
      await dialog.getByRole("button", { name: "Annuler" }).click();
      await dialog.waitFor({ state: "detached" });
      await eventually(() => photoCard.count()).toBe(1);
      await photoCard.getByRole("button", { name: "Supprimer Toiture zinc Lyon.jpg" }).click();
      await dialog.getByRole("button", { name: "Supprimer" }).click();
      await page.getByText(MEDIA_MESSAGES.deleted).waitFor();
      await photoCard.waitFor({ state: "detached" });
      expect((await fetch(copied)).status).toBe(404);
      expect((await fetch(`${admin.server.url}/media/${photoName.replace(".jpg", "-480w.webp")}`)).status).toBe(404);
      expect((await fetch(`${admin.server.url}/media/${photoName.replace(".jpg", "-1600w.avif")}`)).status).toBe(404);
      await eventually(() => videoCard.count()).toBe(1);

      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the server's French reason when the bytes are not a picture", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 1280 });
    try {
      await admin.signInContext(context);
      await page.goto(`${admin.server.url}${PAGE}`);
      await hydrated(page);
      const cards = page.getByRole("list", { name: "Fichiers de la médiathèque" }).getByRole("listitem");
      const before = await cards.count();
      // an executable announced as a JPEG passes the browser check; the server reads its bytes
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([MAGIC.elf, Buffer.alloc(4096)]) });
      await page.getByText(MEDIA_MESSAGES.badType).waitFor();
      await eventually(() => cards.count()).toBe(before);
      expect(errors.filter((e) => !/status of 415/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("fits a phone screen (390 px) with photos and videos", async () => {
    for (let seed = 2; seed <= 4; seed++) {
      await apiUpload(admin, {
        filename: `Chantier ${seed}.jpg`,
        contentType: "image/jpeg",
        head: await roofPhoto(1600, 1067, seed, 85),
      });
    }
    const { page, context, errors, close } = await openPage(browser, { width: 390, height: 844 });
    try {
      await admin.signInContext(context);
      await rememberCookieChoice(context);
      await page.goto(`${admin.server.url}${PAGE}`);
      await hydrated(page);
      await page.getByRole("list", { name: "Fichiers de la médiathèque" }).getByRole("listitem").first().waitFor();
      // lazy images: scroll through once so the full-page screenshot shows them; the browser decides to load
      // the ones in view at its next rendering steps
      await page.evaluate(async () => {
        const rendered = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await rendered();
        }
        window.scrollTo(0, 0);
      });
      await page.waitForFunction(() => [...document.querySelectorAll("main img")].every((i) => (i as HTMLImageElement).complete));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "media", "media-manager-390.png", { fullPage: true });
      await saveScreenshot(page, "media", "media-manager-390-top.png");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("media on S3 shared by two instances", () => {
  let s3: S3rver;
  let s3Dir: string;
  let first: AdminServer;
  let second: AdminServer;
  let dataDir: string;
  let pg: { url: string; drop: () => Promise<void> } | undefined;
  const bucket = "article-images";

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), "az-s3rver-e2e-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    const env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
    // one database for both (PostgreSQL when available, else one SQLite file), one bucket
    dataDir = mkdtempSync(path.join(tmpdir(), "az-media-shared-"));
    pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
    const databaseUrl = pg?.url ?? "";
    first = await startAdminServer({ ...env, S3_PUBLIC_URL: "" }, { dataDir, databaseUrl, createAdmin: true });
    second = await startAdminServer(
      { ...env, S3_PUBLIC_URL: `${endpoint}/${bucket}` },
      { dataDir, databaseUrl, createAdmin: false },
    );
  }, 120_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  });

  it("serves and lists on one instance what was uploaded on the other; S3_PUBLIC_URL links straight to the bucket", async () => {
    const video = await apiUpload(first, {
      filename: "clip.mp4",
      contentType: "video/mp4",
      head: readFileSync(path.join(FIXTURES, "clip.mp4")),
    });
    const photo = await apiUpload(first, {
      filename: "toit.jpg",
      contentType: "image/jpeg",
      head: await roofPhoto(1200, 800, 5, 85),
    });
    expect(video.url).toBe(`/media/${video.name}`); // no public bucket URL: proxied by the app

    // the other instance proxies the bucket with the same headers and ranges
    const ranged = await fetch(`${second.server.url}/media/${video.name}`, { headers: { range: "bytes=0-1023" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-type")).toBe("video/mp4");
    expect(ranged.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await ranged.arrayBuffer()).equals(readFileSync(path.join(FIXTURES, "clip.mp4")).subarray(0, 1024))).toBe(
      true,
    );

    // the other instance lists them, with URLs on the public bucket
    const list = (await (await fetch(`${second.server.url}/api/media`, { headers: { cookie: second.cookie } })).json()) as {
      items: { name: string; url: string; previewUrl: string }[];
    };
    expect(list.items.map((i) => i.name)).toEqual([photo.name, video.name]);
    expect(list.items[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/article-images\/\d{13}-[a-z0-9]{10}\.jpg$/);
    const direct = await fetch(list.items[0].previewUrl);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("image/webp");

    // and the manager page of the other instance shows the images from the bucket (CSP allows that origin)
    const { page, context, errors, close } = await openPage(browser, { width: 1280 });
    try {
      await second.signInContext(context);
      await page.goto(`${second.server.url}${PAGE}`);
      await hydrated(page);
      await page.waitForFunction(() => {
        const img = document.querySelector('img[alt="Aperçu de toit.jpg"]') as HTMLImageElement | null;
        return Boolean(
          img?.complete &&
          img.naturalWidth > 0 &&
          /^http:\/\/127\.0\.0\.1:\d+\/article-images\/.+-480w\.webp$/.test(img.currentSrc),
        );
      });
      const small = await page.evaluate(async () => {
        const res = await fetch("/api/media?kind=image");
        return ((await res.json()) as { items: unknown[] }).items.length;
      });
      expect(small).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }

    // delete on the first instance removes the objects from the bucket for everyone
    const form = new URLSearchParams({ intent: "delete", name: photo.name });
    const removed = await fetch(`${first.server.url}${PAGE}`, {
      method: "POST",
      headers: { cookie: first.cookie, origin: first.server.url, "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${second.server.url}/media/${photo.name}`)).status).toBe(404);
    expect((await fetch(list.items[0].previewUrl)).status).toBe(404);
  });
});
