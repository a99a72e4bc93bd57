/**
 * 'Choisir dans la médiathèque' in the article form, and the variants on the
 * public blog: an administrator picks the main image and inserts an
 * image into the markdown from the library, publishes, and /blog and the
 * article page then serve <picture> with the AVIF/WebP variants
 * (480/960/1600 px) through srcset/sizes, every variant URL answering 200.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMultipart } from "../helpers/multipart";
import { roofPhoto } from "../helpers/sample-images";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";
import { eventually } from "./helpers/eventually";
import { waitForHydration } from "./helpers/admin";

const WRITE = "/dashboard-management-panel/write";
const PICKER = "Choisir dans la médiathèque";

let browser: Browser;
let admin: AdminServer;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await startAdminServer();
});
afterAll(async () => {
  await admin?.stop();
  await browser?.close();
});

async function hydrated(page: Page) {
  await waitForHydration(page);
}

async function upload(filename: string, seed: number): Promise<{ name: string; url: string }> {
  const head = await roofPhoto(2000, 1250, seed);
  const res = await postMultipart(
    `${admin.server.url}/api/media`,
    { filename, contentType: "image/jpeg", head },
    { headers: { cookie: admin.cookie, origin: admin.server.url } },
  );
  expect(res.status).toBe(201);
  return (res.body as { item: { name: string; url: string } }).item;
}

function stem(name: string): string {
  return name.slice(0, name.lastIndexOf("."));
}

/** The URLs of a srcset value. */
function srcSetUrls(srcset: string | null): string[] {
  return (srcset ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/)[0]!)
    .filter(Boolean);
}

/** Checks the <picture> around the image of `name`: AVIF then WebP sources at 480/960/1600 w, sizes, every URL 200. */
async function expectVariantPicture(page: Page, name: string, sizes: string) {
  const picture = page.locator("picture", { has: page.locator(`img[src="/media/${name}"]`) }).first();
  await picture.waitFor();
  const sources = await picture
    .locator("source")
    .evaluateAll((els) =>
      els.map((el) => ({ type: el.getAttribute("type"), srcset: el.getAttribute("srcset"), sizes: el.getAttribute("sizes") })),
    );
  expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
  for (const source of sources) {
    const format = source.type === "image/avif" ? "avif" : "webp";
    expect(source.sizes).toBe(sizes);
    expect(source.srcset).toContain(`/media/${stem(name)}-480w.${format} 480w`);
    expect(source.srcset).toContain(`/media/${stem(name)}-960w.${format} 960w`);
    for (const url of srcSetUrls(source.srcset)) {
      const res = await fetch(`${admin.server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${format}`);
      await res.arrayBuffer();
    }
  }
  // Chromium chose one of the variants (AVIF first), not the original.
  const img = picture.locator("img");
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    await img.elementHandle(),
  );
  expect(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(
    new RegExp(`/media/${stem(name)}-\\d+w\\.avif$`),
  );
}

describe("media picker in the article form, variants on the blog", () => {
  it("picks the main image and inserts one into the content; /blog and the article serve the variants", async () => {
    const main = await upload("toiture-principale.jpg", 1);
    const inline = await upload("detail-zinc.jpg", 2);
    const title = "Une toiture en zinc refaite à neuf";

    const { page, errors, close } = await openPage(browser, { width: 1280 });
    await admin.signInContext(page.context());
    // the cookie choice made: the banner would cover buttons
    await rememberCookieChoice(page.context());
    await page.goto(`${admin.server.url}${WRITE}`);
    await hydrated(page);

    await page.getByLabel("Titre *").fill(title);
    const content = page.getByLabel("Contenu (Markdown) *");
    await content.fill("Avant.\n\nAprès.");

    // Main image: the picker lists the library; picking sets the URL field and its preview.
    await page.getByRole("button", { name: `${PICKER} : image principale` }).click();
    const dialog = page.getByRole("dialog", { name: PICKER });
    await dialog.getByRole("button", { name: "Choisir toiture-principale.jpg" }).click();
    await dialog.waitFor({ state: "detached" });
    await eventually(() => page.getByLabel("URL de l'image principale").inputValue()).toBe(main.url);
    await page.locator(`img[alt="Aperçu de l'image principale"]`).waitFor();

    // Content: inserted at the cursor (after 'Avant.').
    await content.focus();
    await content.evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(6, 6));
    await content.press("ArrowLeft"); // a real selection event from the keyboard…
    await content.press("ArrowRight"); // …back after 'Avant.'
    await page.getByRole("button", { name: `${PICKER} : insérer une image dans le contenu` }).click();
    await dialog.getByRole("button", { name: "Choisir detail-zinc.jpg" }).click();
    // an image goes into the content with its alt text (docs/product.md#media-alt-text)
    await dialog.getByLabel("Texte alternatif *").fill("Détail d'un joint en zinc");
    await dialog.getByRole("button", { name: "Insérer l'image" }).click();
    await dialog.waitFor({ state: "detached" });
    await eventually(() => content.inputValue()).toBe(`Avant.![Détail d'un joint en zinc](${inline.url})\n\nAprès.`);

    await page.getByRole("button", { name: "Publier l'article" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(WRITE));
    expect(errors).toEqual([]);
    await close();

    // /blog: the card's <picture> with the card's sizes.
    const visitor = await openPage(browser, { width: 1280 });
    await visitor.page.goto(`${admin.server.url}/blog`);
    await hydrated(visitor.page);
    await expectVariantPicture(visitor.page, main.name, "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw");
    const href = await visitor.page
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .getAttribute("href");
    expect(href).toMatch(/^\/blog\//);

    // The article page: the main image eager with high priority, variants with the page's sizes; the inline image shown.
    await visitor.page.goto(`${admin.server.url}${href}`);
    await hydrated(visitor.page);
    await expectVariantPicture(visitor.page, main.name, "(min-width: 896px) 832px, 100vw");
    const hero = visitor.page.locator(`picture img[src="/media/${main.name}"]`);
    await eventually(() => hero.getAttribute("loading")).toBe("eager");
    await eventually(() => hero.getAttribute("fetchpriority")).toBe("high");
    const inlineImg = visitor.page.locator(`.article-prose img[src="${inline.url}"]`);
    await inlineImg.waitFor();
    expect((await fetch(`${admin.server.url}${inline.url}`)).status).toBe(200);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
