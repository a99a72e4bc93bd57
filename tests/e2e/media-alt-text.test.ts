/**
 * Alt text of library images in Chromium (docs/product.md#media-alt-text),
 * against the production server and the fake OpenAI-compatible provider on
 * loopback (AI_VISION=on): the library's field with 'Suggérer' and
 * 'Enregistrer' (with scripts, and as a plain form without them); inserting
 * an image into an article refused without alt text, accepted with one
 * suggested by the model, written back to the library; the public article's
 * images carry the texts as `alt`.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { postMultipart } from "../helpers/multipart";
import { roofPhoto } from "../helpers/sample-images";
import { runSql, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage, type PageOptions } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";
import { saveScreenshot } from "./helpers/screenshots";

const LIBRARY = "/dashboard-management-panel/images";
const WRITE = "/dashboard-management-panel/write";
const PICKER = "Choisir dans la médiathèque";
const SHOTS = "alttext";

let fake: FakeOpenAI;
let admin: AdminServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  admin = await startAdminServer({
    AI_BASE_URL: fake.url,
    AI_API_KEY: "sk-test-alt-text",
    AI_MODEL: "fake-vision",
    AI_VISION: "on",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin?.stop();
  await fake?.close();
});

async function upload(filename: string, seed: number): Promise<{ name: string; url: string }> {
  const res = await postMultipart(
    `${admin.server.url}/api/media`,
    { filename, contentType: "image/jpeg", head: await roofPhoto(1200, 800, seed, 85) },
    { headers: { cookie: admin.cookie, origin: admin.server.url } },
  );
  expect(res.status).toBe(201);
  return (res.body as { item: { name: string; url: string } }).item;
}

async function storedAlt(name: string): Promise<unknown> {
  const [row] = await runSql(admin.server, "select alt_text from media where name = ?", [name]);
  return row?.alt_text;
}

/** A browser page of the signed-in administrator, the cookie choice made (the banner would cover buttons). */
async function adminPage(options: PageOptions) {
  const tracked = await openPage(browser, options);
  await admin.signInContext(tracked.context);
  await rememberCookieChoice(tracked.context);
  return tracked;
}

/** The image the model 'sees': the last request's data URL. */
function lastImageSent(): string | undefined {
  const messages = fake.requests.at(-1)?.body.messages as unknown as {
    content: string | { type: string; image_url?: { url: string } }[];
  }[];
  const parts = messages?.[1]?.content;
  return Array.isArray(parts) ? parts.find((p) => p.type === "image_url")?.image_url?.url : undefined;
}

let gutter: { name: string; url: string };
let valley: { name: string; url: string };
let camera: { name: string; url: string };

describe("alt text of library images", () => {
  it("the library: marker for files without one, 'Suggérer' from the model, 'Enregistrer' with and without scripts", async () => {
    gutter = await upload("gouttiere-zinc.jpg", 1);
    valley = await upload("noue-ardoise.jpg", 2);
    camera = await upload("IMG_2034.jpg", 3);

    const { page, errors, close } = await adminPage({ width: 1280 });
    await page.goto(`${admin.server.url}${LIBRARY}`);
    await waitForHydration(page);
    const card = (file: string) => page.getByRole("listitem").filter({ has: page.getByText(file, { exact: true }) });
    expect(await page.getByText("Texte alternatif manquant").count()).toBe(3);
    await saveScreenshot(page, SHOTS, "library-1280.png", { fullPage: true });

    fake.next({ kind: "json", content: "« Gouttière en zinc le long d'une façade enduite »" });
    const gutterCard = card("gouttiere-zinc.jpg");
    await gutterCard.getByRole("button", { name: "Suggérer un texte alternatif pour gouttiere-zinc.jpg" }).click();
    const field = gutterCard.getByLabel("Texte alternatif", { exact: true });
    await eventually(() => field.inputValue()).toBe("Gouttière en zinc le long d'une façade enduite");
    await gutterCard.getByText("Suggestion — à vérifier").waitFor();
    expect(lastImageSent()).toMatch(/^data:image\/jpeg;base64,/);
    // the suggestion only filled the field
    expect(await storedAlt(gutter.name)).toBeNull();
    await saveScreenshot(gutterCard, SHOTS, "library-card-suggestion.png");

    await gutterCard.getByRole("button", { name: "Enregistrer le texte alternatif de gouttiere-zinc.jpg" }).click();
    await gutterCard.getByRole("status").filter({ hasText: "Texte alternatif enregistré" }).waitFor();
    await eventually(() => storedAlt(gutter.name)).toBe("Gouttière en zinc le long d'une façade enduite");
    await eventually(() => gutterCard.getByText("Texte alternatif manquant").count()).toBe(0);
    await eventually(() => gutterCard.getByText("Suggestion — à vérifier").count()).toBe(0);

    // its look on a phone, for a person to check (SCREENSHOT_DIR)
    if (process.env.SCREENSHOT_DIR) {
      const phone = await adminPage({ width: 390, height: 844 });
      await phone.page.goto(`${admin.server.url}${LIBRARY}`);
      await waitForHydration(phone.page);
      await saveScreenshot(phone.page, SHOTS, "library-390.png", { fullPage: true });
      await phone.close();
    }
    expect(errors).toEqual([]);
    await close();

    // Without JavaScript: the same form is a plain post, and the page comes back with the result.
    const plain = await openPage(browser, { width: 1280, javaScriptEnabled: false });
    await admin.signInContext(plain.page.context());
    await plain.page.goto(`${admin.server.url}${LIBRARY}`);
    const valleyCard = plain.page
      .getByRole("listitem")
      .filter({ has: plain.page.getByText("noue-ardoise.jpg", { exact: true }) });
    expect(await valleyCard.getByRole("button", { name: /^Suggérer/ }).isDisabled()).toBe(true);
    await valleyCard.getByLabel("Texte alternatif", { exact: true }).fill("  Noue en ardoise entre deux pans de toiture ");
    await valleyCard.getByRole("button", { name: "Enregistrer le texte alternatif de noue-ardoise.jpg" }).click();
    await plain.page.waitForLoadState("load");
    const savedCard = plain.page.getByRole("listitem").filter({ has: plain.page.getByText("noue-ardoise.jpg", { exact: true }) });
    await savedCard.getByText("Texte alternatif enregistré").waitFor();
    expect(await savedCard.getByLabel("Texte alternatif", { exact: true }).inputValue()).toBe(
      "Noue en ardoise entre deux pans de toiture",
    );
    expect(await storedAlt(valley.name)).toBe("Noue en ardoise entre deux pans de toiture");
    expect(await plain.page.getByText("Texte alternatif manquant").count()).toBe(1);
    await plain.close();
  });

  it("inserting into an article requires alt text: refused empty, suggested by the model, accepted; the public article shows it", async () => {
    const { page, errors, close } = await adminPage({ width: 1280 });
    await page.goto(`${admin.server.url}${WRITE}`);
    await waitForHydration(page);

    const title = "Refaire les noues de sa toiture";
    await page.getByLabel("Titre *").fill(title);
    await page.getByLabel("Catégorie").fill("Couverture");
    const content = page.getByLabel("Contenu (Markdown) *");
    await content.fill("Introduction.");

    // An image without alt text: 'Insérer l'image' refuses while the field is empty.
    await page.getByRole("button", { name: `${PICKER} : insérer une image dans le contenu` }).click();
    const dialog = page.getByRole("dialog", { name: PICKER });
    await dialog.getByRole("button", { name: "Choisir IMG_2034.jpg" }).click();
    const alt = dialog.getByLabel("Texte alternatif *");
    expect(await alt.inputValue()).toBe("");
    await dialog.getByRole("button", { name: "Insérer l'image" }).click();
    await dialog
      .getByRole("alert")
      .filter({ hasText: "Le texte alternatif est requis : décrivez l'image en quelques mots" })
      .waitFor();
    expect(await alt.getAttribute("aria-invalid")).toBe("true");
    expect(await content.inputValue()).toBe("Introduction.");

    // 'Suggérer' asks the model with the article's title, and fills the field.
    fake.next({ kind: "json", content: "Couvreur posant une noue en zinc" });
    await dialog.getByRole("button", { name: "Suggérer" }).click();
    await eventually(() => alt.inputValue()).toBe("Couvreur posant une noue en zinc");
    await dialog.getByText("Suggestion — à vérifier").waitFor();
    const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(prompt).toContain(`Elle illustre l'article « ${title} » (catégorie Couverture).`);
    await saveScreenshot(page, SHOTS, "insert-dialog-1280.png");
    await dialog.getByRole("button", { name: "Insérer l'image" }).click();
    await dialog.waitFor({ state: "detached" });
    await eventually(() => content.inputValue()).toBe(`Introduction.\n\n![Couvreur posant une noue en zinc](${camera.url})\n`);
    // the library had none: it gets the text given here
    await eventually(() => storedAlt(camera.name)).toBe("Couvreur posant une noue en zinc");

    // An image with alt text: prefilled, editable, inserted as edited; the library keeps its own.
    await page.getByRole("button", { name: `${PICKER} : insérer une image dans le contenu` }).click();
    await dialog.getByRole("button", { name: "Choisir noue-ardoise.jpg" }).click();
    await eventually(() => alt.inputValue()).toBe("Noue en ardoise entre deux pans de toiture");
    await alt.fill("Noue en ardoise [avant travaux]");
    await alt.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await eventually(() => content.inputValue()).toContain(`![Noue en ardoise \\[avant travaux\\]](${valley.url})`);
    expect(await storedAlt(valley.name)).toBe("Noue en ardoise entre deux pans de toiture");

    // The main image, from the library: the public page uses the library's alt text.
    await page.getByRole("button", { name: `${PICKER} : image principale` }).click();
    await dialog.getByRole("button", { name: "Choisir gouttiere-zinc.jpg" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Publier l'article" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(WRITE));
    expect(errors).toEqual([]);

    const phone = await adminPage({ width: 390, height: 844 });
    await phone.page.goto(`${admin.server.url}${WRITE}`);
    await waitForHydration(phone.page);
    await phone.page.getByRole("button", { name: `${PICKER} : insérer une image dans le contenu` }).click();
    await phone.page.getByRole("dialog", { name: PICKER }).getByRole("button", { name: "Choisir gouttiere-zinc.jpg" }).click();
    await phone.page.getByLabel("Texte alternatif *").waitFor();
    await saveScreenshot(phone.page, SHOTS, "insert-dialog-390.png");
    await phone.close();
    await close();

    const [article] = await runSql(admin.server, "select slug from articles where title = ?", [title]);
    const visitor = await openPage(browser, { width: 1280 });
    await visitor.page.goto(`${admin.server.url}/blog/${String(article?.slug)}`);
    await waitForHydration(visitor.page);
    expect(await visitor.page.locator(`img[src="${gutter.url}"]`).first().getAttribute("alt")).toBe(
      "Gouttière en zinc le long d'une façade enduite",
    );
    expect(await visitor.page.locator(`.article-prose img[src="${camera.url}"]`).getAttribute("alt")).toBe(
      "Couvreur posant une noue en zinc",
    );
    expect(await visitor.page.locator(`.article-prose img[src="${valley.url}"]`).getAttribute("alt")).toBe(
      "Noue en ardoise [avant travaux]",
    );
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
