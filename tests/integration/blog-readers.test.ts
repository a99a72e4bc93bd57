import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createArticle,
  updateOwnArticle,
  deleteOwnArticle,
  setOwnArticlePublished,
} from "~/features/articles/article-writes.server";
import {
  categoryHref,
  listBlogCategories,
  listCategoryArticles,
  listRelatedArticles,
  searchArticles,
} from "~/features/articles/explore.server";
import { prepareArticle } from "~/features/articles/rules";
import { SEARCH_MATCH_LIMIT, SEARCH_MESSAGES, searchTerms } from "~/features/articles/search-terms";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const AUTHOR = "user-alice";

interface Seed {
  id: string;
  title: string;
  category?: string;
  keywords?: string[];
  content?: string;
  excerpt?: string;
  published?: boolean;
  /** minutes after the first article */
  at: number;
}

async function seed(t: TestDatabase, articles: Seed[]): Promise<void> {
  const base = Date.parse("2026-01-01T08:00:00.000Z");
  await t.database.db
    .insertInto("articles")
    .values(
      articles.map((a) => {
        const at = new Date(base + a.at * 60_000).toISOString();
        return {
          id: a.id,
          title: a.title,
          content: a.content ?? "Texte.",
          excerpt: a.excerpt ?? "Extrait.",
          category: a.category ?? "Conseils",
          image_url: null,
          keywords: JSON.stringify(a.keywords ?? []),
          slug: a.id,
          author_id: AUTHOR,
          published: a.published ?? true,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}

describe.each(TEST_ENGINES)("exploring the blog on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom("articles").execute();
  });

  async function search(text: string) {
    const terms = searchTerms(text);
    if (!terms.ok) throw new Error(terms.error);
    const page = await searchArticles(terms.words, {}, t.database);
    return page.items.map((a) => a.id);
  }

  describe("search", () => {
    beforeEach(async () => {
      await seed(t, [
        { id: "gouttiere", title: "Entretien de la gouttière", content: "Nettoyer les chéneaux chaque automne.", at: 1 },
        { id: "gouttieres-zinc", title: "Poser des gouttières en zinc", keywords: ["zinc"], at: 2 },
        { id: "ardoise", title: "Toiture en ardoise", content: "L'ardoise naturelle dure un siècle.", at: 3 },
        { id: "brouillon", title: "Gouttière (brouillon)", published: false, at: 4 },
      ]);
    });

    it("ignores accents and finds singular and plural forms, published articles only", async () => {
      expect((await search("gouttiere")).sort()).toEqual(["gouttiere", "gouttieres-zinc"]);
      expect((await search("GOUTTIÈRES")).sort()).toEqual(["gouttiere", "gouttieres-zinc"]);
      expect(await search("siecle")).toEqual(["ardoise"]);
      expect(await search("gouttières zinc")).toEqual(["gouttieres-zinc"]);
    });

    it("treats query syntax as plain words and never fails on hostile input", async () => {
      for (const hostile of [
        `"`,
        `gouttière"`,
        `"gouttière`,
        `gouttière*`,
        `* OR ardoise`,
        `NEAR(ardoise toiture)`,
        `ardoise OR zinc`,
        `ardoise AND NOT x`,
        `'; drop table articles; --`,
        `\\ ^ : ( ) { }`,
        `ardoise -zinc`,
      ]) {
        const terms = searchTerms(hostile);
        if (!terms.ok) continue;
        await expect(searchArticles(terms.words, {}, t.database)).resolves.toBeDefined();
      }
      expect(await search(`"gouttière*"`)).toHaveLength(2);
      // 'OR' is a word to find, not an operator: no article has both
      expect(await search("ardoise OR zinc")).toEqual([]);
      expect(await search(`NEAR(ardoise toiture)`)).toEqual([]);
    });

    it("refuses more than 100 characters", () => {
      expect(searchTerms("ardoise ".repeat(20)).ok).toBe(false);
    });

    it("follows an article's edits and deletion", async () => {
      const created = await createArticle(AUTHOR, prepared({ title: "Démoussage du toit", published: true }), t.database.db);
      expect(await search("demoussage")).toEqual([created.id]);
      await updateOwnArticle(created.id, AUTHOR, prepared({ title: "Hydrofuge de toiture", published: true }), t.database.db);
      expect(await search("demoussage")).toEqual([]);
      expect(await search("hydrofuge")).toEqual([created.id]);
      await setOwnArticlePublished(created.id, AUTHOR, false, t.database.db);
      expect(await search("hydrofuge")).toEqual([]);
      await setOwnArticlePublished(created.id, AUTHOR, true, t.database.db);
      expect(await search("hydrofuge")).toEqual([created.id]);
      await deleteOwnArticle(created.id, AUTHOR, t.database.db);
      expect(await search("hydrofuge")).toEqual([]);
    });

    it("ranks and counts the 1,000 most recent matches at most, the best of them first", async () => {
      const many = Array.from({ length: SEARCH_MATCH_LIMIT + 5 }, (_, i) => ({
        id: `ardoise-${i}`,
        title: `Ardoise ${i}`,
        at: 10 + i,
      }));
      for (let i = 0; i < many.length; i += 250) await seed(t, many.slice(i, i + 250));
      // the oldest matches, with the best score (word in the title and the text), fall outside the 1,000 most recent
      const page = await searchArticles(["ardoise"], {}, t.database);
      expect(page.total).toBe(SEARCH_MATCH_LIMIT);
      expect(page.pageCount).toBe(Math.ceil(SEARCH_MATCH_LIMIT / page.pageSize));
      expect(page.items.map((a) => a.id)).not.toContain("ardoise");
      expect(SEARCH_MESSAGES.results(page.total, "ardoise")).toBe("Au moins 1\u202f000 articles pour «\u00a0ardoise\u00a0»");
    });

    it("pages the results and counts them", async () => {
      const page = await searchArticles(["gouttiere"], { pageSize: 1 }, t.database);
      expect(page).toMatchObject({ total: 2, pageCount: 2, page: 1 });
      expect(page.items).toHaveLength(1);
    });
  });

  describe("related articles", () => {
    it("prefers the same category, then shared keywords, then the newest; never the article, drafts or unrelated ones", async () => {
      await seed(t, [
        { id: "self", title: "Soi", category: "Zinguerie", keywords: ["zinc", "gouttière"], at: 10 },
        { id: "cat-old", title: "A", category: "Zinguerie", at: 1 },
        { id: "cat-new", title: "B", category: "Zinguerie", at: 2 },
        { id: "kw-two", title: "C", category: "Isolation", keywords: ["gouttière", "zinc"], at: 3 },
        { id: "kw-one-new", title: "D", category: "Isolation", keywords: ["zinc"], at: 9 },
        { id: "cat-kw", title: "E", category: "Zinguerie", keywords: ["zinc"], at: 0 },
        { id: "draft", title: "F", category: "Zinguerie", keywords: ["zinc"], published: false, at: 11 },
        { id: "other", title: "G", category: "Couverture", keywords: ["ardoise"], at: 12 },
      ]);
      const self = { id: "self", category: "Zinguerie", keywords: ["zinc", "gouttière"] };
      expect((await listRelatedArticles(self, t.database)).map((a) => a.id)).toEqual(["cat-kw", "cat-new", "cat-old"]);
      const lone = { id: "other", category: "Couverture", keywords: ["gouttière", "zinc"] };
      expect((await listRelatedArticles(lone, t.database)).map((a) => a.id)).toEqual(["self", "kw-two", "kw-one-new"]);
      expect(await listRelatedArticles({ id: "x", category: "Vide", keywords: [] }, t.database)).toEqual([]);
    });
  });

  describe("categories", () => {
    it("lists published categories by slug, merging spellings, and pages their articles newest first", async () => {
      await seed(t, [
        { id: "z1", title: "Z1", category: "Zinguerie", at: 1 },
        { id: "z2", title: "Z2", category: "zinguerie", at: 2 },
        { id: "z3", title: "Z3", category: "Zinguerie", at: 3 },
        { id: "e1", title: "E1", category: "Étanchéité", at: 4 },
        { id: "d1", title: "D1", category: "Brouillons", published: false, at: 5 },
      ]);
      const categories = await listBlogCategories(t.database.db);
      expect(categories.map((c) => [c.slug, c.name, c.count])).toEqual([
        ["etancheite", "Étanchéité", 1],
        ["zinguerie", "Zinguerie", 3],
      ]);
      expect(categoryHref("Étanchéité")).toBe("/blog/categorie/etancheite");
      expect(categoryHref("Zinguerie", 2)).toBe("/blog/categorie/zinguerie?page=2");
      const zinc = categories[1]!;
      const first = await listCategoryArticles(zinc, { pageSize: 2 }, t.database.db);
      expect(first).toMatchObject({ total: 3, pageCount: 2 });
      expect(first.items.map((a) => a.id)).toEqual(["z3", "z2"]);
      const second = await listCategoryArticles(zinc, { page: 2, pageSize: 2 }, t.database.db);
      expect(second.items.map((a) => a.id)).toEqual(["z1"]);
    });
  });
});

function prepared(input: Record<string, unknown>) {
  const result = prepareArticle({ content: "Texte.", ...input });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
