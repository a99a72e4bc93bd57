import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie, runSql, signedInAdmin, waitForHydration, type SignedInAdmin } from "./helpers/admin";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

/** Revisions, autosave, crash recovery, concurrent edits and 'Historique' (docs/product.md#article-revisions). */

const WRITE = "/dashboard-management-panel/write";
const EDIT = (id: string) => `/dashboard-management-panel/edit/${id}`;
const SHOTS = "revisions";

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

async function adminPage(width = 1280): Promise<TrackedPage> {
  const tracked = await openPage(browser, { width });
  await addSessionCookie(tracked.context, server, alice.cookie);
  return tracked;
}

/** A form post as the editor's scripts send it (React Router's data request). */
function post(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}.data`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, Cookie: alice.cookie },
    body: new URLSearchParams(fields),
  });
}

/** A new article of Alice's, through the real save; its id and slug. */
async function newArticle(title: string, content: string, intent: "publish" | "draft" = "publish") {
  const res = await post(WRITE, { title, content, intent, category: "Zinguerie" });
  expect(res.status).toBe(202); // single fetch answers the redirect as data
  const [row] = await runSql(server, "select id, slug from articles where title = ?", [title]);
  return { id: String(row?.id), slug: String(row?.slug) };
}

async function storedContent(id: string): Promise<string> {
  const [row] = await runSql(server, "select content from articles where id = ?", [id]);
  return String(row?.content);
}

async function openEditor(page: Page, id: string) {
  await page.goto(`${server.url}${EDIT(id)}`);
  await waitForHydration(page);
}

const contentField = (page: Page) => page.getByLabel("Contenu (Markdown) *");

describe("writing without fear", () => {
  it("autosaves without touching the public article, and brings typed text back after a crash", async () => {
    const article = await newArticle("Nettoyer une toiture en ardoise", "Texte publié.");
    const first = await adminPage();
    await openEditor(first.page, article.id);
    await contentField(first.page).fill("Texte publié.\n\nParagraphe en cours d'écriture.");
    const status = first.page.getByTestId("autosave-status");
    await status.getByText(/^Modifications non enregistrées — copie de secours à \d{2}:\d{2}$/).waitFor({ timeout: 15_000 });
    await saveScreenshot(first.page, SHOTS, "editor-autosaved-1280.png");
    // the public page and the article row are what was published
    expect(await storedContent(article.id)).toBe("Texte publié.");
    const publicHtml = await (await fetch(`${server.url}/blog/${article.slug}`)).text();
    expect(publicHtml).toContain("Texte publié.");
    expect(publicHtml).not.toContain("en cours d&#x27;écriture");
    expect(publicHtml).not.toContain("en cours d'écriture");

    // more typing, then the tab dies before any autosave: the browser's copy has it
    await contentField(first.page).fill("Texte publié.\n\nParagraphe en cours d'écriture.\n\nDernière phrase tapée.");
    await first.page.waitForFunction(
      (id) => localStorage.getItem(`article-draft:${id}`)?.includes("Dernière phrase tapée.") ?? false,
      article.id,
    );
    await first.page.close(); // no beforeunload: as a crash
    const reopened = await first.context.newPage();
    await openEditor(reopened, article.id);
    await eventually(() => contentField(reopened).inputValue()).toBe(
      "Texte publié.\n\nParagraphe en cours d'écriture.\n\nDernière phrase tapée.",
    );
    await reopened.getByText(/Une version non enregistrée du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} a été retrouvée/).waitFor();
    await saveScreenshot(reopened, SHOTS, "editor-recovered-1280.png");
    await reopened.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(reopened, SHOTS, "editor-recovered-390.png");
    await reopened.setViewportSize({ width: 1280, height: 900 });
    // and waits for the autosave of what came back, so the server has it too
    await reopened
      .getByTestId("autosave-status")
      .getByText(/copie de secours à \d{2}:\d{2}$/)
      .waitFor({ timeout: 15_000 });
    await first.close(); // the whole browser profile is gone

    // another browser (no local copy): the server's autosave brings it back
    const other = await adminPage(390);
    await openEditor(other.page, article.id);
    await eventually(() => contentField(other.page).inputValue()).toContain("Dernière phrase tapée.");
    // 'Revenir à la version enregistrée' puts the saved text back, and it is not offered again
    await other.page.getByRole("button", { name: "Revenir à la version enregistrée" }).click();
    await eventually(() => contentField(other.page).inputValue()).toBe("Texte publié.");
    await other.page.reload();
    await waitForHydration(other.page);
    expect(await contentField(other.page).inputValue()).toBe("Texte publié.");
    expect(await storedContent(article.id)).toBe("Texte publié.");
    expect(other.errors).toEqual([]);
  });

  it("refuses a save from a stale editor, shows the comparison, asks before leaving, and overwrites only on request", async () => {
    const article = await newArticle("Réparer un chéneau en zinc", "Version d'origine.", "draft");
    const laptop = await adminPage();
    await openEditor(laptop.page, article.id);
    const tablet = await adminPage(390);
    await openEditor(tablet.page, article.id);
    await contentField(tablet.page).fill("Version de la tablette.");
    await tablet.page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await tablet.page.waitForURL(/\/articles$/);
    expect(await storedContent(article.id)).toBe("Version de la tablette.");

    await contentField(laptop.page).fill("Version de l'ordinateur.");
    await laptop.page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    const conflict = laptop.page
      .getByRole("alert")
      .filter({ hasText: "Cet article a été modifié ailleurs depuis que vous l'avez ouvert" });
    await conflict.waitFor();
    const contentDiff = conflict.getByRole("region", { name: "Différences : Contenu" });
    await expect
      .poll(() => contentDiff.locator("del").allInnerTexts())
      .toEqual([expect.stringContaining("Version de la tablette.")]);
    await expect
      .poll(() => contentDiff.locator("ins").allInnerTexts())
      .toEqual([expect.stringContaining("Version de l'ordinateur.")]);
    expect(await contentField(laptop.page).inputValue()).toBe("Version de l'ordinateur.");
    expect(await storedContent(article.id)).toBe("Version de la tablette.");
    await saveScreenshot(laptop.page, SHOTS, "conflict-1280.png", { fullPage: true });

    // leaving with unsaved text asks first
    await laptop.page.getByRole("link", { name: "Historique" }).click();
    const dialog = laptop.page.getByRole("alertdialog", { name: "Modifications non enregistrées" });
    await dialog.waitFor();
    await saveScreenshot(laptop.page, SHOTS, "leave-dialog-1280.png");
    await dialog.getByRole("button", { name: "Rester sur la page" }).click();
    expect(new URL(laptop.page.url()).pathname).toBe(EDIT(article.id));

    // a plain save again is refused again: only the deliberate choice overwrites
    await laptop.page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await conflict.waitFor();
    expect(await storedContent(article.id)).toBe("Version de la tablette.");
    await laptop.page.getByRole("button", { name: "Écraser avec ma version" }).click();
    await laptop.page.waitForURL(/\/articles$/);
    expect(await storedContent(article.id)).toBe("Version de l'ordinateur.");
    expect(laptop.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });

  it("'Historique' compares a revision with the current text and restores it as the public article", async () => {
    const article = await newArticle("Poser une fenêtre de toit", "Premier texte.\nLigne commune.");
    const edited = await post(EDIT(article.id), {
      title: "Poser une fenêtre de toit",
      content: "Texte réécrit.\nLigne commune.",
      intent: "publish",
      category: "Zinguerie",
    });
    expect(edited.status).toBe(202);
    const { page, errors } = await adminPage();
    await openEditor(page, article.id);
    await page.getByRole("link", { name: "Historique" }).click();
    await page.waitForURL(/\/historique/);
    await page.getByRole("heading", { name: /^Version du / }).waitFor();
    const versions = page.getByRole("navigation", { name: "Versions de l'article" });
    expect(await versions.getByRole("link").count()).toBe(2);
    const contentDiff = page.getByRole("region", { name: "Différences : Contenu" });
    await expect.poll(() => contentDiff.locator("del").allInnerTexts()).toEqual([expect.stringContaining("Premier texte.")]);
    await expect.poll(() => contentDiff.locator("ins").allInnerTexts()).toEqual([expect.stringContaining("Texte réécrit.")]);
    await saveScreenshot(page, SHOTS, "history-1280.png", { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, SHOTS, "history-390.png", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Restaurer cette version" }).click();
    await page.waitForURL(new RegExp(`${EDIT(article.id)}$`));
    await page.locator("[data-sonner-toast]", { hasText: "Version restaurée" }).first().waitFor();
    expect(await storedContent(article.id)).toBe("Premier texte.\nLigne commune.");
    const publicHtml = await (await fetch(`${server.url}/blog/${article.slug}`)).text();
    expect(publicHtml).toContain("Premier texte.");
    expect(publicHtml).not.toContain("Texte réécrit.");
    await page.getByRole("link", { name: "Historique" }).click();
    await versions.getByRole("link").first().getByText("Restauration").waitFor();
    // an unknown version: 404 with a French message
    const unknown = await fetch(`${server.url}${EDIT(article.id)}/historique?version=inconnue`, {
      headers: { Cookie: alice.cookie },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("version introuvable");
    expect(errors).toEqual([]);
  });
});
