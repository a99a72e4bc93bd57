import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";
import { openServerDatabase } from "./helpers/server-db";
import { waitForHydration } from "./helpers/admin";

let server: TestServer;
let browser: Browser;
/** A reader with and one without JavaScript, for the whole file: reading changes nothing on the server. */
const readers = new Map<boolean, TrackedPage>();

const ARTICLES = [
  {
    slug: "entretien-gouttiere",
    title: "Entretien de la gouttière",
    category: "Zinguerie",
    keywords: ["gouttière", "zinc"],
    excerpt: "Nettoyer ses gouttières chaque automne évite les débordements.",
  },
  {
    slug: "gouttieres-zinc",
    title: "Poser des gouttières en zinc",
    category: "Zinguerie",
    keywords: ["zinc"],
    excerpt: "Le zinc naturel, durable et recyclable, pour l'évacuation des eaux.",
  },
  {
    slug: "ardoise-naturelle",
    title: "Toiture en ardoise naturelle",
    category: "Couverture",
    keywords: ["ardoise"],
    excerpt: "L'ardoise naturelle dure plus d'un siècle avec un entretien régulier.",
  },
  {
    slug: "isolation-combles",
    title: "Isoler ses combles perdus",
    category: "Isolation",
    keywords: ["zinc"],
    excerpt: "Jusqu'à 30 % de chaleur s'échappe par une toiture mal isolée.",
  },
];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const javaScriptEnabled of [false, true]) readers.set(javaScriptEnabled, await openPage(browser, { javaScriptEnabled }));
  // written before any page is asked for, so no cached page predates them
  const database = openServerDatabase(server);
  try {
    const base = Date.parse("2026-03-01T08:00:00.000Z");
    await database.db
      .insertInto("articles")
      .values(
        ARTICLES.map((a, i) => {
          const at = new Date(base + i * 86_400_000).toISOString();
          return {
            id: `e2e-${a.slug}`,
            title: a.title,
            slug: a.slug,
            category: a.category,
            excerpt: a.excerpt,
            content: `## ${a.title}\n\n${a.excerpt}`,
            keywords: JSON.stringify(a.keywords),
            image_url: null,
            author_id: "user-e2e",
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
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The reader's page at `width`, its record of errors started afresh. */
async function reader(javaScriptEnabled: boolean, width: number): Promise<TrackedPage> {
  const tracked = readers.get(javaScriptEnabled)!;
  tracked.errors.length = 0;
  await tracked.page.setViewportSize({ width, height: 900 });
  return tracked;
}

async function hydrated(page: Page) {
  await waitForHydration(page);
}

async function cardTitles(page: Page): Promise<string[]> {
  return (await page.locator("main article h2").allTextContents()).map((t) => t.trim()).sort();
}

describe("blog categories", () => {
  it("opens a category page from /blog, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [false, true]) {
      for (const width of [390, 1280]) {
        const { page, errors } = await reader(javaScriptEnabled, width);
        await page.goto(`${server.url}/blog`);
        if (javaScriptEnabled) await hydrated(page);
        await page
          .getByRole("navigation", { name: "Catégories du blog" })
          .getByRole("link", { name: /Zinguerie/ })
          .click();
        await page.waitForURL(`${server.url}/blog/categorie/zinguerie`);
        // a client-side navigation changes the address before it renders the new page
        await page.getByRole("heading", { level: 1, name: "Zinguerie", exact: true }).waitFor();
        expect(await cardTitles(page)).toEqual(["Entretien de la gouttière", "Poser des gouttières en zinc"]);
        expect(await page.title()).toMatch(/^Zinguerie : nos articles - Blog/);
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/blog\/categorie\/zinguerie$/);
        expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("« Zinguerie »");
        if (!javaScriptEnabled) await saveScreenshot(page, "blog-readers", `category-${width}.png`, { fullPage: true });
        expect(errors).toEqual([]);
      }
    }
  });

  it("keeps a category page in the page cache", async () => {
    await fetch(`${server.url}/blog/categorie/couverture`);
    const second = await fetch(`${server.url}/blog/categorie/couverture?utm_source=x`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toContain("Toiture en ardoise naturelle");
  });

  it("answers 404 in French for an unknown category, and lists categories in the sitemap", async () => {
    const missing = await fetch(`${server.url}/blog/categorie/inconnue`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Cette catégorie n&#x27;existe pas");
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/blog/categorie/zinguerie</loc>");
    expect(sitemap).toContain("/blog/categorie/couverture</loc>");
  });

  it("links the article's category badge to its page and shows related articles", async () => {
    const { page } = await reader(false, 1280);
    await page.goto(`${server.url}/blog/entretien-gouttiere`);
    const related = page.locator("section", { has: page.getByRole("heading", { name: "À lire aussi" }) });
    // same category first, then shared keyword; the unrelated ardoise article is left out
    expect((await related.locator("article h2").allTextContents()).map((t) => t.trim())).toEqual([
      "Poser des gouttières en zinc",
      "Isoler ses combles perdus",
    ]);
    await saveScreenshot(related, "blog-readers", "related-1280.png");
    await page.getByRole("link", { name: "Tous les articles de la catégorie Zinguerie" }).click();
    await page.waitForURL(`${server.url}/blog/categorie/zinguerie`);
  });
});

describe("blog search", () => {
  it("finds articles without accents, with and without JavaScript, and says when nothing matches", async () => {
    for (const javaScriptEnabled of [false, true]) {
      for (const width of [390, 1280]) {
        const { page, errors } = await reader(javaScriptEnabled, width);
        await page.goto(`${server.url}/blog`);
        if (javaScriptEnabled) await hydrated(page);
        const box = page.getByRole("searchbox", { name: "Rechercher un article" });
        await box.fill("gouttieres");
        await box.press("Enter");
        await page.waitForURL(`${server.url}/blog?q=gouttieres`);
        await page.getByRole("heading", { name: "2 articles pour « gouttieres »" }).waitFor();
        expect(await cardTitles(page)).toEqual(["Entretien de la gouttière", "Poser des gouttières en zinc"]);
        expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
        if (!javaScriptEnabled) await saveScreenshot(page, "blog-readers", `search-${width}.png`, { fullPage: true });

        await box.fill(`"NEAR* OR`);
        await box.press("Enter");
        await page.getByText('Aucun article ne correspond à « "NEAR* OR ».').waitFor();
        if (!javaScriptEnabled && width === 390) await saveScreenshot(page, "blog-readers", "search-empty-390.png");
        expect(errors).toEqual([]);
      }
    }
  });

  it("is never cached, and refuses more than 100 characters in French", async () => {
    await fetch(`${server.url}/blog?q=ardoise`);
    const found = await fetch(`${server.url}/blog?q=ardoise`);
    expect(found.status).toBe(200);
    expect(found.headers.get("x-cache")).not.toBe("HIT");
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(await found.text()).toContain("Toiture en ardoise naturelle");
    // the plain list, asked for right after, is not the search
    expect(await (await fetch(`${server.url}/blog`)).text()).toContain("Isoler ses combles perdus");

    const tooLong = await fetch(`${server.url}/blog?q=${"toiture ".repeat(15)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Votre recherche ne peut pas dépasser 100 caractères.");
  });
});
