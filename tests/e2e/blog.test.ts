import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ARTICLE, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";

/** The generated article without its title line, which becomes the title. */
const GENERATED_BODY = DEFAULT_ARTICLE.slice(DEFAULT_ARTICLE.indexOf("\n\n") + 2);
import { startServer, type TestServer } from "./helpers/server";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { addSessionCookie, signedInAdmin, type SignedInAdmin, waitForHydration } from "./helpers/admin";
import { openServerDatabase } from "./helpers/server-db";
import { eventually } from "./helpers/eventually";
import { axeOn } from "./helpers/axe";

const LIST = "/dashboard-management-panel/articles";
const WRITE = "/dashboard-management-panel/write";

let server: TestServer;
let browser: Browser;
let ai: FakeOpenAI;
let alice: SignedInAdmin;
let bob: SignedInAdmin;

beforeAll(async () => {
  ai = await startFakeOpenAI();
  server = await startServer({ AI_BASE_URL: ai.url, AI_API_KEY: "sk-test-blog", AI_MODEL: "fake-model", AI_TIMEOUT_MS: "5000" });
  browser = await launchBrowser();
  alice = await signedInAdmin(server, "alice@az-toiture.test", "Alice Couvreur");
  bob = await signedInAdmin(server, "bob@az-toiture.test", "Bob Zingueur");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ai?.close();
});

async function hydrated(page: Page) {
  await waitForHydration(page);
}

async function adminPage(admin: SignedInAdmin, width = 1280): Promise<TrackedPage> {
  const tracked = await openPage(browser, { width });
  await addSessionCookie(tracked.context, server, admin.cookie);
  return tracked;
}

/**
 * A form post as the page's scripts send it (same origin, React Router's data
 * request `{path}.data`, which runs the action alone), with a session cookie.
 */
function post(path: string, admin: SignedInAdmin | null, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return fetch(`${server.url}${path}.data`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, ...(admin ? { Cookie: admin.cookie } : {}) },
    body,
  });
}

async function articleRow(slug: string) {
  const database = openServerDatabase(server);
  try {
    return await database.db.selectFrom("articles").selectAll().where("slug", "=", slug).executeTakeFirst();
  } finally {
    await database.close();
  }
}

/** Moves an article's creation and last change `ms` back, as if it had been written that long ago. */
async function dateArticleBack(id: string, ms: number) {
  const row = await articleById(id);
  const earlier = (at: unknown) =>
    new Date(new Date(String(at instanceof Date ? at.toISOString() : at)).getTime() - ms).toISOString();
  const database = openServerDatabase(server);
  try {
    await database.db
      .updateTable("articles")
      .set({ created_at: earlier(row!.created_at), updated_at: earlier(row!.updated_at) })
      .where("id", "=", id)
      .execute();
  } finally {
    await database.close();
  }
}

async function articleById(id: string) {
  const database = openServerDatabase(server);
  try {
    return await database.db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
  } finally {
    await database.close();
  }
}

/** WCAG A/AA violations inside the page's main content (the site's shell has its own tests). */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await axeOn(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function toastWith(page: Page, text: string) {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor({ timeout: 10_000 });
}

describe("public blog without articles", () => {
  it("shows the empty state, and 404 for a missing page or article", async () => {
    const res = await fetch(`${server.url}/blog`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Notre Blog");
    expect(html).toContain("Aucun article publié pour le moment.");
    expect(html).not.toContain("Chargement des articles...");

    for (const query of ["?page=2", "?page=0", "?page=abc", "?page=1.5"]) {
      expect((await fetch(`${server.url}/blog${query}`)).status, query).toBe(404);
    }
    const missing = await fetch(`${server.url}/blog/cet-article-n-existe-pas`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Article non trouvé");
    expect(missingHtml).toContain("L&#x27;article que vous recherchez n&#x27;existe pas ou n&#x27;est plus disponible.");
    expect(missingHtml).toContain('href="/blog"');
    expect(missingHtml).toContain("Retour au blog");
    expect(missingHtml).toContain('name="robots" content="noindex, nofollow"');

    const rss = await fetch(`${server.url}/blog/rss.xml`);
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    expect(await rss.text()).not.toContain("<item>");
  });
});

describe("admin guards", () => {
  it("sends a visitor without session to the sign-in page and refuses saves with 401", async () => {
    for (const path of [WRITE, LIST, "/dashboard-management-panel/edit/x"]) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(`/auth-portal-secure?retour=${encodeURIComponent(path)}`);
    }
    const save = await post(WRITE, null, { title: "Sans session", content: "Texte", intent: "publish" });
    expect(save.status).toBe(401);
    expect(await save.text()).toContain("Vous devez être connecté pour sauvegarder");
    const toggle = await post(LIST, null, { intent: "toggle", id: "x", published: "true" });
    expect(toggle.status).toBe(401);
    const preview = await fetch(`${server.url}/api/articles/preview`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ content: "# x" }),
    });
    expect(preview.status).toBe(401);
  });

  it("keeps everything typed when the session has ended before a save", async () => {
    const { page, context, errors, close } = await adminPage(alice);
    await page.goto(`${server.url}${WRITE}`);
    await hydrated(page);
    await page.getByLabel("Titre *").fill("Article écrit pendant que la session expirait");
    await page.getByLabel("Contenu (Markdown) *").fill("Un long texte qu'il ne faut pas perdre.");
    await context.clearCookies(); // the session is gone (signed out elsewhere, expired…)
    await page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await toastWith(page, "Vous devez être connecté pour sauvegarder");
    expect(page.url()).toBe(`${server.url}${WRITE}`);
    await eventually(() => page.getByLabel("Titre *").inputValue()).toBe("Article écrit pendant que la session expirait");
    await eventually(() => page.getByLabel("Contenu (Markdown) *").inputValue()).toBe("Un long texte qu'il ne faut pas perdre.");
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await close();
    expect(await articleRow("article-ecrit-pendant-que-la-session-expirait")).toBeUndefined();
  });

  it("refuses an empty title or content on the server with the required-fields message, and a javascript: image", async () => {
    const empty = await post(WRITE, alice, { title: "   ", content: "Texte", intent: "publish" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Le titre et le contenu sont obligatoires");
    const image = await post(WRITE, alice, { title: "Image", content: "Texte", image_url: "javascript:alert(1)" });
    expect(image.status).toBe(400);
    expect(await image.text()).toContain("L'URL de l'image doit commencer par http");
    const database = openServerDatabase(server);
    try {
      expect(await database.db.selectFrom("articles").select("id").execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe("the AI assistant panel", () => {
  it("fills the form from a generation (title, excerpt, main keyword), and says why one failed", async () => {
    const { page, errors, close } = await adminPage(alice);
    await page.goto(`${server.url}${WRITE}`);
    await hydrated(page);
    await page.getByLabel("Titre *").fill("");
    await page.getByLabel("Mot-clé principal (optionnel)").fill("gouttière zinc");
    await page.getByLabel("Sujet de l'article").fill("Entretenir ses gouttières");
    await page.getByRole("button", { name: "Générer avec IA" }).click();
    await toastWith(page, "Contenu généré avec succès !");
    const prompt = ai.requests[0]?.body.messages?.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain("Entretenir ses gouttières (mot-clé principal: gouttière zinc)");
    await eventually(() => page.getByLabel("Titre *").inputValue()).toBe("Entretien des gouttières en zinc");
    // the title line at the top became the title: out of the body and of the excerpt (docs/product.md#ai-generation)
    await eventually(() => page.getByLabel("Contenu (Markdown) *").inputValue()).toBe(GENERATED_BODY);
    await eventually(() => page.getByLabel("Extrait").inputValue()).toMatch(/^Des gouttières propres .*\.\.\.$/);
    await eventually(() => page.getByRole("button", { name: "Retirer le mot-clé gouttière zinc" }).count()).toBe(1);

    ai.next({ kind: "status", status: 500 });
    await page.getByRole("button", { name: "Générer avec IA" }).click();
    await toastWith(page, "Erreur lors de la génération: ");
    // the failed generation changed nothing
    await eventually(() => page.getByLabel("Contenu (Markdown) *").inputValue()).toBe(GENERATED_BODY);
    expect(errors.filter((e) => !/status of 50\d/.test(e))).toEqual([]);
    await close();
    // nothing was saved by a generation
    expect(await articleRow("entretien-des-gouttieres-en-zinc")).toBeUndefined();
  });
});

describe("the whole path of an article", () => {
  const title = "Entretenir ses gouttières en zinc avant l'hiver";
  const slug = "entretenir-ses-gouttieres-en-zinc-avant-l-hiver";
  const newTitle = "Gouttières en zinc : l'entretien d'automne";
  const newSlug = "gouttieres-en-zinc-l-entretien-d-automne";
  let articleId = "";

  it("writes and saves a draft that stays private", async () => {
    const { page, errors, close } = await adminPage(alice);
    const brokenImage = `${server.url}/n-existe-pas.jpg`;
    page.on("console", (msg) => {
      // the deliberately broken image URL below (its 404 is expected)
      if (msg.type() === "error" && msg.location().url === brokenImage) errors.splice(errors.indexOf(msg.text()), 1);
    });
    await page.goto(`${server.url}${WRITE}`);
    await hydrated(page);

    // the AI panel: disabled without a topic, the topic message for a blank one
    const generate = page.getByRole("button", { name: "Générer avec IA" });
    await eventually(() => generate.isDisabled()).toBe(true);
    await page.getByLabel("Sujet de l'article").fill("   ");
    await eventually(() => generate.isDisabled()).toBe(false);
    await generate.click();
    await toastWith(page, "Veuillez saisir un sujet pour générer du contenu");

    await page.getByLabel("Titre *").fill(title);
    await page.getByLabel("Catégorie").fill("Zinguerie");
    await page.getByLabel("Extrait").fill("Les bons gestes pour des gouttières propres et étanches.");
    await page.getByLabel("URL de l'image principale").fill(`${server.url}/og-default.jpg`);
    await page.locator('img[alt="Aperçu de l\'image principale"]').waitFor();
    // a broken image URL hides the preview
    await page.getByLabel("URL de l'image principale").fill(brokenImage);
    await page.getByText("Aperçu indisponible").waitFor();
    await eventually(() => page.locator('img[alt="Aperçu de l\'image principale"]').count()).toBe(0);
    await page.getByLabel("URL de l'image principale").fill(`${server.url}/og-default.jpg`);

    const keyword = page.getByLabel("Mots-clés SEO");
    await keyword.fill("gouttière");
    await keyword.press("Enter");
    await keyword.fill("zinc");
    await page.getByRole("button", { name: "Ajouter le mot-clé" }).click();
    await keyword.fill("à retirer");
    await keyword.press("Enter");
    await keyword.fill("Zinc"); // a duplicate is ignored
    await keyword.press("Enter");
    await page.getByRole("button", { name: "Retirer le mot-clé à retirer" }).click();
    const chips = await page.getByRole("list", { name: "Mots-clés ajoutés" }).getByRole("button").allInnerTexts();
    expect(chips.map((c) => c.trim())).toEqual(["gouttière", "zinc"]);

    await page
      .getByLabel("Contenu (Markdown) *")
      .fill(
        `# ${title}\n\n## Pourquoi\n\nUn **nettoyage** par an.\n\n- feuilles\n- mousse\n\n[Nos services](/services/zinguerie) et [un guide](https://exemple.fr/guide).`,
      );
    await page.getByRole("button", { name: "Aperçu" }).click();
    const preview = page.getByTestId("article-preview");
    await preview.locator("h2", { hasText: "Pourquoi" }).waitFor();
    await eventually(() => preview.locator("strong").innerText()).toBe("nettoyage");
    await eventually(() => preview.locator('a[href="https://exemple.fr/guide"]').getAttribute("rel")).toBe("noopener noreferrer");
    await eventually(() => preview.locator("h2", { hasText: title }).count()).toBe(0); // the repeated title is not shown twice
    await page.getByRole("button", { name: "Édition" }).click();

    await page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await page.waitForURL(`${server.url}${LIST}`);
    await toastWith(page, "Article sauvegardé !");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await card.getByText("Brouillon", { exact: true }).waitFor();
    await eventually(() => card.getByText("Zinguerie").count()).toBe(1);
    await eventually(() => card.getByRole("link", { name: /Voir/ }).count()).toBe(0); // drafts cannot be viewed
    expect(errors).toEqual([]);
    await close();

    const row = await articleRow(slug);
    expect(row).toMatchObject({
      title,
      category: "Zinguerie",
      keywords: JSON.stringify(["gouttière", "zinc"]),
      author_id: alice.id,
    });
    articleId = row!.id;

    expect((await fetch(`${server.url}/blog/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/blog`)).text()).not.toContain(title.replaceAll("'", "&#x27;"));
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(slug);
    expect(await (await fetch(`${server.url}/blog/rss.xml`)).text()).not.toContain(slug);
  });

  it("publishes from the list: public at once, in RSS and in the sitemap", async () => {
    const { page, errors, close } = await adminPage(alice);
    await page.goto(`${server.url}${LIST}`);
    await hydrated(page);
    const card = page.getByRole("listitem").filter({ hasText: title });
    await card.getByRole("button", { name: "Publier" }).click();
    await toastWith(page, "Article publié");
    await card.getByText("Publié", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Masquer" }).waitFor();
    await eventually(() => card.getByRole("link", { name: /Voir/ }).getAttribute("target")).toBe("_blank");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();

    const res = await fetch(`${server.url}/blog/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain(`<title>Entretenir ses gouttières en zinc avant l&#x27;hiver - Blog | AZ Toiture</title>`);
    expect(html).toContain('<meta name="description" content="Les bons gestes pour des gouttières propres et étanches."/>');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/blog/${slug}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${server.url}/og-default.jpg"/>`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain("Publié le ");
    expect(html).not.toContain("Mis à jour le");

    const rss = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    expect(rss).toContain(`<link>${server.url}/blog/${slug}</link>`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`<loc>${server.url}/blog/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  });

  it("shows the article to visitors as docs/product.md#blog-article describes, without the editor's code", async () => {
    const { page, errors, close } = await openPage(browser, { width: 390 });
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(req.url());
    });
    await page.goto(`${server.url}/blog`);
    await hydrated(page);
    const card = page.getByRole("listitem").filter({ hasText: title });
    await eventually(() => card.getByText("Zinguerie").count()).toBe(1);
    await eventually(() => card.locator("time").innerText()).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole("link", { name: /Lire la suite →/ }).click();
    await page.waitForURL(`${server.url}/blog/${slug}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await eventually(() => page.locator(".article-prose h2").first().innerText()).toBe("Pourquoi");
    await eventually(() => page.getByRole("heading", { name: "Mots-clés" }).count()).toBe(1);
    await eventually(() => page.locator('.article-prose a[href="https://exemple.fr/guide"]').getAttribute("target")).toBe(
      "_blank",
    );
    await eventually(() => page.locator('.article-prose a[href="/services/zinguerie"]').getAttribute("target")).toBeNull();
    expect(await page.locator('img[alt="' + title.replace(/"/g, '\\"') + '"]').getAttribute("fetchpriority")).toBe("high");
    // route-level code splitting: no editor, admin list or validation (zod) code on public pages
    expect(
      scripts.filter((url) => /article-form|\/articles-|\/write-|\/edit-|\/rules-|\/values-|\/schemas-|ai-assistant/.test(url)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("edits the article (new title, new slug) and shows 'Mis à jour le'", async () => {
    // 'Mis à jour le' needs the update to be on a later day (in Paris) than the publication
    // (docs/product.md#blog-article): the article is dated two days back, as if written then
    await dateArticleBack(articleId, 2 * 86_400_000);
    const { page, errors, close } = await adminPage(alice);
    await page.goto(`${server.url}${LIST}`);
    await hydrated(page);
    await page.getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: "Modifier" }).click();
    await page.waitForURL(`${server.url}/dashboard-management-panel/edit/${articleId}`);
    await hydrated(page);
    await eventually(() => page.getByLabel("Titre *").inputValue()).toBe(title);
    await eventually(() => page.getByLabel("Catégorie").inputValue()).toBe("Zinguerie");
    await eventually(() => page.getByRole("button", { name: "Remplacer avec IA" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Titre *").fill(newTitle);
    await page.getByRole("button", { name: "Publier l'article" }).click();
    await page.waitForURL(`${server.url}${LIST}`);
    await toastWith(page, "Article mis à jour !");
    expect(errors).toEqual([]);
    await close();

    // the old address is no longer a page: it answers 301 to the new one (docs/product.md#redirects)
    const old = await fetch(`${server.url}/blog/${slug}`, { redirect: "manual" });
    expect({ status: old.status, location: old.headers.get("location") }).toEqual({ status: 301, location: `/blog/${newSlug}` });
    const html = await (await fetch(`${server.url}/blog/${newSlug}`)).text();
    expect(html).toContain("Mis à jour le ");
    expect(html).toContain(newTitle.replaceAll("'", "&#x27;"));
  });

  it("keeps another administrator out: no edit, no save, no toggle, no delete (404, nothing changed)", async () => {
    const before = await articleRow(newSlug);

    const { page, close } = await adminPage(bob);
    await page.goto(`${server.url}/dashboard-management-panel/edit/${articleId}`);
    await page.waitForURL(`${server.url}${LIST}`);
    await hydrated(page);
    await toastWith(page, "Erreur lors du chargement de l'article");
    await eventually(() => page.getByText("Aucun article trouvé").count()).toBe(1);
    await eventually(() => page.getByText(newTitle).count()).toBe(0);
    await close();

    const save = await post(`/dashboard-management-panel/edit/${articleId}`, bob, {
      title: "Piraté",
      content: "Piraté",
      intent: "publish",
    });
    expect(save.status).toBe(404);
    const hide = await post(LIST, bob, { intent: "toggle", id: articleId, published: "false" });
    expect(hide.status).toBe(404);
    expect(await hide.text()).toContain("Erreur lors de la mise à jour");
    const remove = await post(LIST, bob, { intent: "delete", id: articleId });
    expect(remove.status).toBe(404);
    expect(await remove.text()).toContain("Erreur lors de la suppression");

    expect(await articleRow(newSlug)).toEqual(before);
    expect((await fetch(`${server.url}/blog/${newSlug}`)).status).toBe(200);
  });

  it("hides the article (404 at once), then deletes it after the confirmation dialog", async () => {
    const { page, errors, close } = await adminPage(alice, 390);
    await page.goto(`${server.url}${LIST}`);
    await hydrated(page);
    const card = page.getByRole("listitem").filter({ hasText: newTitle });
    await card.getByRole("button", { name: "Masquer" }).click();
    await toastWith(page, "Article masqué");
    await card.getByText("Brouillon", { exact: true }).waitFor();
    expect((await fetch(`${server.url}/blog/${newSlug}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/blog`)).text()).toContain("Aucun article publié pour le moment.");

    await card.getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Êtes-vous sûr de vouloir supprimer cet article ?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    expect(await articleRow(newSlug)).toBeTruthy();

    await card.getByRole("button", { name: "Supprimer" }).click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await toastWith(page, "Article supprimé avec succès");
    await page.getByText("Aucun article trouvé").waitFor();
    await eventually(() => page.getByRole("link", { name: "Créer votre premier article" }).getAttribute("href")).toBe(WRITE);
    expect(errors).toEqual([]);
    await close();
    expect(await articleRow(newSlug)).toBeUndefined();
  });
});

describe("public blog with many articles", () => {
  beforeAll(async () => {
    const database = openServerDatabase(server);
    try {
      const base = Date.parse("2026-03-01T09:00:00.000Z");
      await database.db
        .insertInto("articles")
        .values(
          Array.from({ length: 30 }, (_, i) => {
            const at = new Date(base + i * 86_400_000).toISOString();
            return {
              id: `bulk-${i}`,
              title: `Conseil numéro ${i}`,
              content: `Texte ${i}`,
              excerpt: `Extrait ${i}`,
              category: "Conseils",
              image_url: null,
              keywords: "[]",
              slug: `conseil-numero-${i}`,
              author_id: alice.id,
              published: true,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .execute();
    } finally {
      await database.close();
    }
  });

  it("paginates 12 a page with rel prev/next, and 404 beyond the last page", async () => {
    const first = await (await fetch(`${server.url}/blog`)).text();
    expect(first.match(/Lire la suite →/g)).toHaveLength(12);
    expect(first).toContain(`<link rel="next" href="${server.url}/blog?page=2"/>`);
    expect(first).not.toContain('rel="prev"');
    expect(first.indexOf("Conseil numéro 29")).toBeLessThan(first.indexOf("Conseil numéro 28"));
    const second = await (await fetch(`${server.url}/blog?page=2`)).text();
    expect(second).toContain(`<link rel="prev" href="${server.url}/blog"/>`);
    expect(second).toContain(`<link rel="next" href="${server.url}/blog?page=3"/>`);
    expect(second).toContain(`<link rel="canonical" href="${server.url}/blog?page=2"/>`);
    const third = await (await fetch(`${server.url}/blog?page=3`)).text();
    expect(third.match(/Lire la suite →/g)).toHaveLength(6);
    expect(third).toContain("Conseil numéro 0");
    expect((await fetch(`${server.url}/blog?page=4`)).status).toBe(404);
    const rss = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    expect(rss.match(/<item>/g)).toHaveLength(20);
  });

  it("shows 'Chargement des articles...' only while a client-side page change is pending", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/blog`);
    await hydrated(page);
    await eventually(() => page.getByText("Chargement des articles...").count()).toBe(0);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/blog.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Pagination du blog" }).getByRole("link", { name: "Suivant" }).click();
    await page.getByRole("status").getByText("Chargement des articles...").waitFor();
    release();
    await page.waitForURL(`${server.url}/blog?page=2`);
    await page.getByRole("heading", { name: "Conseil numéro 17" }).waitFor();
    await eventually(() => page.getByText("Chargement des articles...").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
