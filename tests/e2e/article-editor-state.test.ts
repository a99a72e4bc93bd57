import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie, runSql, signedInAdmin, waitForHydration, type SignedInAdmin } from "./helpers/admin";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

/** What the writer sees of an article's state, and the content toolbar (docs/product.md#article-states, #article-editor). */

const WRITE = "/dashboard-management-panel/write";
const EDIT = (id: string) => `/dashboard-management-panel/edit/${id}`;
const SHOTS = "editor-state";

let server: TestServer;
let browser: Browser;
let alice: SignedInAdmin;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  alice = await signedInAdmin(server, "alice@az-toiture.test", "Alice Couvreur");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminPage(width = 1280, javaScriptEnabled = true): Promise<TrackedPage> {
  const tracked = await openPage(browser, { width, javaScriptEnabled });
  await addSessionCookie(tracked.context, server, alice.cookie);
  return tracked;
}

/** A published article of Alice's, through the real save. */
async function publishedArticle(title: string, content: string) {
  const res = await fetch(`${server.url}${WRITE}.data`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, Cookie: alice.cookie },
    body: new URLSearchParams({ title, content, intent: "publish", category: "Étanchéité" }),
  });
  expect(res.status).toBe(202);
  const [row] = await runSql(server, "select id, slug from articles where title = ?", [title]);
  return { id: String(row?.id), slug: String(row?.slug) };
}

async function isPublished(id: string): Promise<boolean> {
  const [row] = await runSql(server, "select published from articles where id = ?", [id]);
  return Boolean(Number(row?.published) || row?.published === true);
}

const contentField = (page: Page) => page.getByLabel("Contenu (Markdown) *");

describe("the article's state in the editor", () => {
  it("shows 'Publié', and 'Sauvegarder brouillon' asks before taking the article off the site", async () => {
    const article = await publishedArticle("Poser une membrane EPDM", "## L'EPDM\n\nUne membrane souple et durable.");
    const { page, errors } = await adminPage();
    await page.goto(`${server.url}${EDIT(article.id)}`);
    await waitForHydration(page);
    expect(await page.getByTestId("article-state").innerText()).toContain("Publié");
    await saveScreenshot(page, SHOTS, "editor-published-1280.png");

    await page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    const question = page.getByTestId("unpublish-confirmation");
    await question.getByText("L'article sera retiré du site. Continuer\u00a0?").waitFor();
    expect(await isPublished(article.id)).toBe(true);
    await saveScreenshot(page, SHOTS, "editor-unpublish-question-1280.png");
    await question.getByRole("button", { name: "Retirer du site" }).click();
    await page.waitForURL(/\/articles$/);
    await page.getByText("Article retiré du site (brouillon)").waitFor();
    expect(await isPublished(article.id)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("the blog card's excerpt, left empty, is the text's plain words", async () => {
    await publishedArticle(
      "Choisir sa membrane d'étanchéité",
      "# Choisir sa membrane d'étanchéité\n\n## L'EPDM\n\nUne membrane **souple**, posée en *une* journée ([voir nos chantiers](/realisations)).\n\n## La résine\n\nPour les toits compliqués.",
    );
    const { page } = await adminPage(1280);
    await page.goto(`${server.url}/blog`);
    const card = page.locator("article").filter({ hasText: "Choisir sa membrane" });
    expect(await card.locator("p").first().innerText()).toBe(
      "Une membrane souple, posée en une journée (voir nos chantiers). Pour les toits compliqués....",
    );
    await saveScreenshot(card, SHOTS, "blog-card-1280.png");
  });

  it("asks without JavaScript too, with the same confirmation step", async () => {
    const article = await publishedArticle("Réparer une noue en zinc", "## La noue\n\nUn point sensible du toit.");
    const { page } = await adminPage(390, false);
    await page.goto(`${server.url}${EDIT(article.id)}`);
    expect(await page.getByTestId("article-state").innerText()).toContain("Publié");
    // the toolbar needs the scripts: disabled, the textarea works
    expect(await page.getByRole("button", { name: "Gras" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await page.getByText("L'article sera retiré du site. Continuer\u00a0?").waitFor();
    expect(await isPublished(article.id)).toBe(true);
    // 'Garder en ligne et enregistrer' keeps it on the site
    await page.getByRole("button", { name: "Garder en ligne et enregistrer" }).click();
    await page.waitForURL(/\/articles$/);
    expect(await isPublished(article.id)).toBe(true);
    await page.goto(`${server.url}${EDIT(article.id)}`);
    await page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await page.getByRole("button", { name: "Retirer du site" }).click();
    await page.waitForURL(/\/articles$/);
    expect(await isPublished(article.id)).toBe(false);
  });
});

describe("the content toolbar", () => {
  it("formats the selection with buttons and shortcuts, keeps undo, and shows the preview beside the text on a wide screen", async () => {
    const article = await publishedArticle("Isoler une toiture terrasse", "Le zinc dure longtemps.");
    const { page, errors } = await adminPage(1280);
    await page.goto(`${server.url}${EDIT(article.id)}`);
    await waitForHydration(page);
    const field = contentField(page);
    const select = (start: number, end: number) =>
      field.evaluate((el, [s, e]) => (el as HTMLTextAreaElement).setSelectionRange(s!, e!), [start, end]);
    await field.focus();
    await select(3, 7);
    await page.getByRole("button", { name: "Gras" }).click();
    await eventually(() => field.inputValue()).toBe("Le **zinc** dure longtemps.");
    // the textarea's own undo takes the change back
    await page.keyboard.press("Control+z");
    await eventually(() => field.inputValue()).toBe("Le zinc dure longtemps.");
    await select(3, 7);
    await page.keyboard.press("Control+i");
    await eventually(() => field.inputValue()).toBe("Le *zinc* dure longtemps.");
    await select(0, 0);
    await page.getByRole("button", { name: "Titre" }).click();
    await eventually(() => field.inputValue()).toBe("## Le *zinc* dure longtemps.");
    // the preview stands beside the text, rendered by the server
    const preview = page.getByTestId("article-preview");
    await eventually(() => preview.locator("h2").innerText()).toBe("Le zinc dure longtemps.");
    expect(await field.isVisible()).toBe(true);
    await field.scrollIntoViewIfNeeded();
    await saveScreenshot(page, SHOTS, "editor-toolbar-1280.png");
    expect(errors).toEqual([]);
  });

  it("on a phone: the toolbar over the text, the preview behind its switch", async () => {
    const article = await publishedArticle("Entretenir ses gouttières", "Deux fois par an.");
    const { page, errors } = await adminPage(390);
    await page.goto(`${server.url}${EDIT(article.id)}`);
    await waitForHydration(page);
    expect(await page.getByTestId("article-preview").count()).toBe(0);
    await contentField(page).focus();
    await contentField(page).evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(0, 17));
    await page.getByRole("button", { name: "Liste" }).click();
    await eventually(() => contentField(page).inputValue()).toBe("- Deux fois par an.");
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, SHOTS, "editor-published-390.png");
    await contentField(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, SHOTS, "editor-toolbar-390.png");
    await page.goto(`${server.url}/blog`);
    await saveScreenshot(page.locator("article").first(), SHOTS, "blog-card-390.png");
    expect(errors).toEqual([]);
  });
});
