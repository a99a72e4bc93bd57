import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createArticle,
  deleteOwnArticle,
  setOwnArticlePublished,
  updateOwnArticle,
  type ArticleValues,
} from "~/features/articles/article-writes.server";
import {
  getOwnArticle,
  getPublishedArticle,
  listLatestPublished,
  listOwnArticles,
  listPublishedArticles,
  listPublishedForSitemap,
  type Article,
} from "~/features/articles/articles.server";
import { prepareArticle } from "~/features/articles/rules";
import { readContentVersion } from "~/lib/content-version.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const ALICE = "user-alice";
const BOB = "user-bob";

function values(overrides: Partial<Record<string, unknown>> = {}): ArticleValues {
  const result = prepareArticle({ title: "Entretien des gouttières", content: "## Pourquoi\n\nTexte.", ...overrides });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Inserts published articles with distinct, increasing creation dates (oldest first). */
async function seedPublished(t: TestDatabase, count: number, authorId = ALICE): Promise<void> {
  const base = Date.parse("2026-01-01T08:00:00.000Z");
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(base + i * 60_000).toISOString();
    return {
      id: `seed-${String(i).padStart(5, "0")}`,
      title: `Article ${i}`,
      content: `Contenu ${i}`,
      excerpt: `Extrait ${i}`,
      category: "Zinguerie",
      image_url: null,
      keywords: JSON.stringify(["zinc", `k${i}`]),
      slug: `article-seed-${i}`,
      author_id: authorId,
      published: true,
      created_at: at,
      updated_at: at,
    };
  });
  await t.database.db.insertInto("articles").values(rows).execute();
}

async function rawRow(t: TestDatabase, id: string) {
  return t.database.db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
}

describe.each(TEST_ENGINES)("article queries on %s", (kind) => {
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

  it("has the migration's table, unique slug and both indexes", async () => {
    const tables = await t.database.db.introspection.getTables();
    const articles = tables.find((x) => x.name === "articles");
    expect(articles?.columns.map((c) => c.name).sort()).toEqual(
      [
        "author_id",
        "category",
        "content",
        "created_at",
        "excerpt",
        "id",
        "image_url",
        "keywords",
        "publish_at",
        "published",
        "slug",
        "title",
        "updated_at",
        // PostgreSQL's stored search vector (SQLite keeps its own FTS table)
        ...(kind === "postgres" ? ["search_vector"] : []),
      ].sort(),
    );
    const indexNames =
      kind === "postgres"
        ? (
            await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'articles'`.execute(
              t.database.db,
            )
          ).rows
        : (
            await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'articles'`.execute(
              t.database.db,
            )
          ).rows;
    expect(indexNames.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "articles_published_created_at_idx",
        "articles_author_created_at_idx",
        "articles_published_category_idx",
      ]),
    );
  });

  it("creates an article with the stored values, the same on both engines", async () => {
    const article = await createArticle(
      ALICE,
      values({
        title: "  Œuvre de zinguerie à Lyon  ",
        category: "",
        excerpt: "",
        image_url: "https://exemple.fr/toit.jpg",
        keywords: [" zinc ", "Zinc", "", "toiture"],
        published: true,
      }),
    );
    expect(article).toMatchObject<Partial<Article>>({
      title: "Œuvre de zinguerie à Lyon",
      slug: "oeuvre-de-zinguerie-a-lyon",
      category: "Non catégorisé",
      excerpt: "Texte....",
      image_url: "https://exemple.fr/toit.jpg",
      keywords: ["zinc", "toiture"],
      author_id: ALICE,
      published: true,
    });
    expect(article.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(article.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(article.updated_at).toBe(article.created_at);
    const draft = await createArticle(ALICE, values({ title: "Brouillon", image_url: "" }));
    expect(draft.published).toBe(false);
    expect(draft.image_url).toBeNull();
  });

  it("gives a taken slug -2, -3… and never fails on a duplicate title", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 4; i += 1) slugs.push((await createArticle(ALICE, values({ title: "Même titre !" }))).slug);
    expect(slugs).toEqual(["meme-titre", "meme-titre-2", "meme-titre-3", "meme-titre-4"]);
    const other = await createArticle(BOB, values({ title: "Même titre" }));
    expect(other.slug).toBe("meme-titre-5");
  });

  it("survives a race of simultaneous saves with the same title (unique index + retry)", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createArticle(i % 2 ? ALICE : BOB, values({ title: "Course au slug" }))),
    );
    const slugs = results.map((a) => a.slug).sort();
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain("course-au-slug");
    for (let n = 2; n <= 12; n += 1) expect(slugs).toContain(`course-au-slug-${n}`);
    const count = await t.database.db
      .selectFrom("articles")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12);
  });

  it("refuses a second row with the same slug at the database level", async () => {
    await createArticle(ALICE, values({ title: "Unique" }));
    const row = await rawRow(t, (await listOwnArticles(ALICE))[0]!.id);
    await expect(
      t.database.db
        .insertInto("articles")
        .values({ ...row!, id: "another-id" })
        .execute(),
    ).rejects.toThrow();
  });

  it("paginates the blog list: 12 a page, newest first, with the total; drafts never listed", async () => {
    await seedPublished(t, 30);
    await createArticle(ALICE, values({ title: "Un brouillon récent", published: false }));
    const first = await listPublishedArticles({ page: 1 });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 3, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({ title: "Article 29", keywords: ["zinc", "k29"], category: "Zinguerie" });
    expect(first.items[0]).not.toHaveProperty("content");
    const third = await listPublishedArticles({ page: 3 });
    expect(third.items.map((a) => a.title)).toEqual([
      "Article 5",
      "Article 4",
      "Article 3",
      "Article 2",
      "Article 1",
      "Article 0",
    ]);
    const beyond = await listPublishedArticles({ page: 4 });
    expect(beyond.items).toEqual([]);
    // every published article exactly once across the pages
    const all = [...first.items, ...(await listPublishedArticles({ page: 2 })).items, ...third.items].map((a) => a.id);
    expect(new Set(all).size).toBe(30);
    const dates = [...first.items].map((a) => a.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("has one empty page when nothing is published", async () => {
    await createArticle(ALICE, values({ published: false }));
    expect(await listPublishedArticles()).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("shows a published article by slug, never a draft", async () => {
    const published = await createArticle(ALICE, values({ title: "Publié", published: true }));
    const draft = await createArticle(ALICE, values({ title: "Caché", published: false }));
    expect((await getPublishedArticle(published.slug))?.id).toBe(published.id);
    expect((await getPublishedArticle(published.slug))?.content).toBe("## Pourquoi\n\nTexte.");
    expect(await getPublishedArticle(draft.slug)).toBeNull();
    expect(await getPublishedArticle("n-existe-pas")).toBeNull();
  });

  it("loads an article for editing only for its author", async () => {
    const article = await createArticle(ALICE, values());
    expect((await getOwnArticle(article.id, ALICE))?.title).toBe("Entretien des gouttières");
    expect(await getOwnArticle(article.id, BOB)).toBeNull();
    expect(await getOwnArticle("not-an-id", ALICE)).toBeNull();
  });

  it("lists an author's own articles (drafts included), newest first", async () => {
    await seedPublished(t, 3, ALICE);
    const draft = await createArticle(ALICE, values({ title: "Brouillon", keywords: ["a", "b", "c", "d"] }));
    await createArticle(BOB, values({ title: "D'un autre" }));
    const own = await listOwnArticles(ALICE);
    expect(own.map((a) => a.title)).toEqual(["Brouillon", "Article 2", "Article 1", "Article 0"]);
    expect(own[0]).toEqual({
      id: draft.id,
      title: "Brouillon",
      excerpt: draft.excerpt,
      category: "Non catégorisé",
      published: false,
      created_at: draft.created_at,
      keywords: ["a", "b", "c", "d"],
      slug: "brouillon",
    });
    expect(own[1]?.published).toBe(true);
  });

  it("updates only the author's article: new values, slug re-derived, updated_at moved", async () => {
    const article = await createArticle(ALICE, values({ title: "Avant" }));
    await createArticle(ALICE, values({ title: "Après" }));
    await new Promise((r) => setTimeout(r, 15));
    const updated = await updateOwnArticle(
      article.id,
      ALICE,
      values({ title: "Après", content: "Nouveau", category: "Étanchéité", keywords: ["x"], published: true }),
    );
    expect(updated).toMatchObject({
      title: "Après",
      slug: "apres-2",
      content: "Nouveau",
      category: "Étanchéité",
      published: true,
    });
    expect(updated!.created_at).toBe(article.created_at);
    expect(Date.parse(updated!.updated_at)).toBeGreaterThan(Date.parse(article.updated_at));
    // saving again with the same title keeps its own slug
    const again = await updateOwnArticle(article.id, ALICE, values({ title: "Après", content: "Encore" }));
    expect(again?.slug).toBe("apres-2");
  });

  it("changes nothing when another administrator updates, toggles or deletes (not found)", async () => {
    const article = await createArticle(ALICE, values({ title: "À Alice", published: false }));
    const before = await rawRow(t, article.id);
    expect(await updateOwnArticle(article.id, BOB, values({ title: "Piraté", published: true }))).toBeNull();
    expect(await setOwnArticlePublished(article.id, BOB, true)).toBe(false);
    expect(await deleteOwnArticle(article.id, BOB)).toBe(false);
    expect(await rawRow(t, article.id)).toEqual(before);
    // unknown ids as well
    expect(await updateOwnArticle("missing", ALICE, values())).toBeNull();
    expect(await setOwnArticlePublished("missing", ALICE, true)).toBe(false);
    expect(await deleteOwnArticle("missing", ALICE)).toBe(false);
  });

  it("toggles published (only that column) and deletes for the author", async () => {
    const article = await createArticle(ALICE, values({ title: "Bascule" }));
    expect(await setOwnArticlePublished(article.id, ALICE, true)).toBe(true);
    const shown = await getPublishedArticle("bascule");
    expect(shown?.published).toBe(true);
    expect(shown?.updated_at).toBe(article.updated_at);
    expect(await setOwnArticlePublished(article.id, ALICE, false)).toBe(true);
    expect(await getPublishedArticle("bascule")).toBeNull();
    expect(await deleteOwnArticle(article.id, ALICE)).toBe(true);
    expect(await getOwnArticle(article.id, ALICE)).toBeNull();
    expect(await deleteOwnArticle(article.id, ALICE)).toBe(false);
  });

  it("moves the content version on every change, never on a refused one", async () => {
    const versions = [await readContentVersion("articles")];
    const step = async () => {
      const version = await readContentVersion("articles");
      expect(versions).not.toContain(version);
      versions.push(version);
    };
    const article = await createArticle(ALICE, values({ title: "Version" }));
    await step();
    await updateOwnArticle(article.id, ALICE, values({ title: "Version 2" }));
    await step();
    await setOwnArticlePublished(article.id, ALICE, true);
    await step();
    const before = await readContentVersion("articles");
    expect(await setOwnArticlePublished(article.id, BOB, false)).toBe(false);
    expect(await deleteOwnArticle(article.id, BOB)).toBe(false);
    expect(await updateOwnArticle(article.id, BOB, values())).toBeNull();
    expect(await readContentVersion("articles")).toBe(before);
    await deleteOwnArticle(article.id, ALICE);
    await step();
  });

  it("feeds RSS with the newest published and the sitemap with every published article", async () => {
    await seedPublished(t, 25);
    await createArticle(ALICE, values({ title: "Brouillon", published: false }));
    const latest = await listLatestPublished(20);
    expect(latest).toHaveLength(20);
    expect(latest[0]?.title).toBe("Article 24");
    const sitemap = await listPublishedForSitemap();
    expect(sitemap).toHaveLength(25);
    expect(sitemap[0]).toEqual({ slug: "article-seed-24", updated_at: "2026-01-01T08:24:00.000Z" });
  });
});
