/**
 * The article queries (list, read, create, update, toggle, delete), on our
 * database (SQLite or PostgreSQL), with two deliberate differences:
 * - the public list is paginated (with the total count) so 10,000 articles stay fast;
 * - every mutation (update, toggle, delete) is filtered by author_id, not by id
 *   alone: another administrator's article id changes nothing and reports
 *   "not found" (docs/product.md#permissions).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { BLOG_PAGE_SIZE } from "~/config/constants";
import { getDb } from "~/db/client.server";
import type { ArticleTable, DB } from "~/db/schema";
import { nowIso, parseJsonList, toBool, toIso } from "~/db/values";
import { forgetRedirectsTo, moveRedirects } from "~/features/redirects/redirects.server";
import { bumpContentVersion } from "~/lib/content-version.server";
import { deriveSlug, nextFreeSlug, type PreparedArticle } from "./rules";

export interface Article {
  id: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  keywords: string[];
  slug: string;
  author_id: string;
  published: boolean;
  created_at: string;
  updated_at: string;
}

/** A card of the public blog list (no content). */
export type BlogListItem = Pick<
  Article,
  "id" | "title" | "slug" | "excerpt" | "created_at" | "author_id" | "category" | "image_url" | "keywords"
>;

/** A card of the admin's own list (docs/product.md#admin-articles). */
export type OwnArticleItem = Pick<
  Article,
  "id" | "title" | "excerpt" | "category" | "published" | "created_at" | "keywords" | "slug"
>;

export interface BlogPage {
  items: BlogListItem[];
  /** Number of published articles. */
  total: number;
  page: number;
  /** At least 1 (an empty blog has one, empty, page). */
  pageCount: number;
  pageSize: number;
}

/**
 * What a save writes: the prepared values (see rules.ts `prepareArticle`), and
 * for 'Programmer' the publication instant (ISO; docs/product.md#article-scheduling).
 */
export type ArticleValues = Omit<PreparedArticle, "slugBase"> & { slugBase?: string; publishAt?: string };

/** A published article has no schedule; a draft keeps its own unless 'Programmer' sets one. */
function scheduleColumn(values: ArticleValues): { publish_at?: string | null } {
  if (values.published) return { publish_at: null };
  return values.publishAt ? { publish_at: values.publishAt } : {};
}

/**
 * What a save may add to a create or update: `afterWrite` runs in the same
 * transaction once the row is written (the revision of the save,
 * docs/product.md#article-revisions); `expectedVersion` (an updated_at, as
 * `Article.updated_at` gives it) refuses the update with
 * ArticleVersionConflict when the article changed since.
 */
export interface ArticleWriteOptions {
  afterWrite?: (trx: Kysely<DB>, written: { id: string; at: string }) => Promise<void>;
  expectedVersion?: string;
}

/** The article was saved elsewhere after the version the editor was opened from. */
export class ArticleVersionConflict extends Error {
  constructor() {
    super("article changed since the editor opened it");
  }
}

/** How many times an insert or update retries after losing a race for the same slug. */
export const SLUG_RACE_RETRIES = 25;

type Row = Selectable<ArticleTable>;

function toArticle(row: Row): Article {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    category: row.category,
    image_url: row.image_url,
    keywords: parseJsonList(row.keywords),
    slug: row.slug,
    author_id: row.author_id,
    published: toBool(row.published),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

const BLOG_LIST_COLUMNS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "created_at",
  "author_id",
  "category",
  "image_url",
  "keywords",
] as const;

const OWN_LIST_COLUMNS = ["id", "title", "excerpt", "category", "published", "created_at", "keywords", "slug"] as const;

/* ------------------------------------------------------------------ reads */

/**
 * 1. Blog list: published articles, newest first, one page of `pageSize`
 * (12), with the total count. A page beyond the last returns no items (the
 * route answers 404).
 */
export async function listPublishedArticles(
  { page = 1, pageSize = BLOG_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
  db: Kysely<DB> = getDb(),
): Promise<BlogPage> {
  const safePage = Math.max(1, Math.floor(page));
  // The page's ids come from the covering index alone (cheap even at a deep
  // offset); only those 12 rows are then read.
  const pageIds = db
    .selectFrom("articles")
    .select("id")
    .where("published", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((safePage - 1) * pageSize);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("articles")
      .select(BLOG_LIST_COLUMNS)
      .where("id", "in", pageIds)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("articles")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("published", "=", true)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);
  return {
    items: rows.map((row) => ({
      ...row,
      keywords: parseJsonList(row.keywords),
      created_at: toIso(row.created_at),
    })),
    total,
    page: safePage,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    pageSize,
  };
}

/** 2. Public article: the published article with this slug, or null (missing or draft). */
export async function getPublishedArticle(slug: string, db: Kysely<DB> = getDb()): Promise<Article | null> {
  const row = await db
    .selectFrom("articles")
    .selectAll()
    .where("slug", "=", slug)
    .where("published", "=", true)
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}

/** 3. Edit load: the article with this id if `authorId` wrote it, else null. */
export async function getOwnArticle(id: string, authorId: string, db: Kysely<DB> = getDb()): Promise<Article | null> {
  const row = await db
    .selectFrom("articles")
    .selectAll()
    .where("id", "=", id)
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}

/** 4. Own list: the author's articles (drafts included), newest first. */
export async function listOwnArticles(authorId: string, db: Kysely<DB> = getDb()): Promise<OwnArticleItem[]> {
  const rows = await db
    .selectFrom("articles")
    .select(OWN_LIST_COLUMNS)
    .where("author_id", "=", authorId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    published: toBool(row.published),
    keywords: parseJsonList(row.keywords),
    created_at: toIso(row.created_at),
  }));
}

/** The `limit` newest published articles, for the RSS feed. */
export async function listLatestPublished(limit: number, db: Kysely<DB> = getDb()): Promise<BlogListItem[]> {
  const page = await listPublishedArticles({ page: 1, pageSize: limit }, db);
  return page.items;
}

export interface SitemapArticle {
  slug: string;
  updated_at: string;
}

/** Every published article's slug and last modification, newest first (sitemap). */
export async function listPublishedForSitemap(db: Kysely<DB> = getDb()): Promise<SitemapArticle[]> {
  const rows = await db
    .selectFrom("articles")
    .select(["slug", "updated_at"])
    .where("published", "=", true)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updated_at: toIso(row.updated_at) }));
}

/* ------------------------------------------------------------------ slugs */

/**
 * Every stored slug that could collide with `base`, `base-2`, `base-3`…
 * (`exceptId`'s own slug excluded, so an edit may keep its slug).
 */
async function takenSlugs(db: Kysely<DB>, base: string, exceptId?: string): Promise<Set<string>> {
  // Slugs are [a-z0-9-] only, so they hold no LIKE wildcard. A long base is cut
  // before a suffix; its first half is a prefix of every candidate.
  const prefix = base.length > 60 ? base.slice(0, 40) : `${base}-`;
  let query = db
    .selectFrom("articles")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${prefix}%`)]));
  if (exceptId) query = query.where("id", "!=", exceptId);
  const rows = await query.execute();
  return new Set(rows.map((r) => r.slug));
}

/** True for the unique-index violation on articles.slug (SQLite or PostgreSQL). */
export function isSlugConflict(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === "SQLITE_CONSTRAINT_UNIQUE") return typeof message === "string" && message.includes("articles.slug");
  if (code === "23505") return typeof constraint === "string" && constraint.includes("slug");
  return false;
}

/**
 * Runs `write(slug)` with the first free slug; when another save took that
 * slug between the check and the write (the unique index refuses it), tries
 * again with the next free one.
 */
async function withFreeSlug<T>(
  db: Kysely<DB>,
  base: string,
  exceptId: string | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = nextFreeSlug(base, await takenSlugs(db, base, exceptId));
    try {
      return await write(slug);
    } catch (error) {
      if (!isSlugConflict(error) || attempt >= SLUG_RACE_RETRIES) throw error;
    }
  }
}

/* -------------------------------------------------------------- mutations */

const articlePath = (slug: string) => `/blog/${slug}`;

/**
 * Runs a change and, in the same transaction, moves the articles' content
 * version (lib/content-version.server.ts) when `changed` says it changed
 * something: cached blog pages, RSS and sitemap are rendered again at once,
 * on every instance, and never from a half-done change.
 */
function changeAndBump<T>(db: Kysely<DB>, change: (trx: Kysely<DB>) => Promise<T>, changed: (result: T) => boolean = () => true) {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx);
    if (changed(result)) await bumpContentVersion("articles", trx);
    return result;
  });
}

/** 5. Insert: a new article by `authorId`, with a unique slug derived from the title. */
export async function createArticle(
  authorId: string,
  values: ArticleValues,
  db: Kysely<DB> = getDb(),
  options: ArticleWriteOptions = {},
): Promise<Article> {
  const base = values.slugBase ?? deriveSlug(values.title);
  const id = randomUUID();
  const now = nowIso();
  const insert = (slug: string) => (trx: Kysely<DB>) =>
    trx
      .insertInto("articles")
      .values({
        id,
        title: values.title,
        content: values.content,
        excerpt: values.excerpt,
        category: values.category,
        image_url: values.image_url,
        keywords: JSON.stringify(values.keywords),
        slug,
        author_id: authorId,
        published: values.published,
        created_at: now,
        updated_at: now,
        ...scheduleColumn(values),
      })
      .execute()
      .then(() => options.afterWrite?.(trx, { id, at: now }));
  await withFreeSlug(db, base, undefined, (slug) => changeAndBump(db, insert(slug)));
  const created = await getOwnArticle(id, authorId, db);
  if (!created) throw new Error("article vanished after insert");
  return created;
}

/**
 * 6a. Update (edit): every field, the slug re-derived from the title (the
 * article keeps its own slug when the title did not change), published as
 * chosen, updated_at now. Null when the article is not `authorId`'s (nothing changed).
 */
export async function updateOwnArticle(
  id: string,
  authorId: string,
  values: ArticleValues,
  db: Kysely<DB> = getDb(),
  options: ArticleWriteOptions = {},
): Promise<Article | null> {
  const existing = await db
    .selectFrom("articles")
    .select(["id", "slug", "published", "updated_at"])
    .where("id", "=", id)
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  if (!existing) return null;
  const { expectedVersion } = options;
  if (expectedVersion !== undefined && toIso(existing.updated_at) !== expectedVersion) throw new ArticleVersionConflict();
  const base = values.slugBase ?? deriveSlug(values.title);
  const update = (slug: string) => async (trx: Kysely<DB>) => {
    const now = nowIso();
    const result = await trx
      .updateTable("articles")
      .set({
        title: values.title,
        content: values.content,
        excerpt: values.excerpt,
        category: values.category,
        image_url: values.image_url,
        keywords: JSON.stringify(values.keywords),
        slug,
        published: values.published,
        updated_at: now,
        ...scheduleColumn(values),
      })
      .where("id", "=", id)
      .where("author_id", "=", authorId)
      // another save between the check above and this one: nothing is overwritten
      .$if(expectedVersion !== undefined, (q) => q.where("updated_at", "=", existing.updated_at))
      .executeTakeFirst();
    if (expectedVersion !== undefined && Number(result.numUpdatedRows) === 0) throw new ArticleVersionConflict();
    if (Number(result.numUpdatedRows) > 0) await options.afterWrite?.(trx, { id, at: now });
    // a published article's old address keeps working (docs/product.md#redirects)
    if (Number(result.numUpdatedRows) > 0 && toBool(existing.published) && existing.slug !== slug) {
      await moveRedirects(trx, articlePath(existing.slug), articlePath(slug), now);
    }
    return result;
  };
  const result = await withFreeSlug(db, base, id, (slug) =>
    changeAndBump(db, update(slug), (r) => Number(r.numUpdatedRows) > 0),
  );
  if (Number(result.numUpdatedRows) === 0) return null;
  return getOwnArticle(id, authorId, db);
}

/**
 * 6b. Toggle: only `published` changes (docs/product.md#article-states; updated_at keeps
 * the last content change). False when the article is not `authorId`'s.
 */
export async function setOwnArticlePublished(
  id: string,
  authorId: string,
  published: boolean,
  db: Kysely<DB> = getDb(),
): Promise<boolean> {
  const result = await changeAndBump(
    db,
    // publishing by hand replaces a schedule (docs/product.md#article-scheduling)
    (trx) => trx.updateTable("articles").set(published ? { published, publish_at: null } : { published }).where("id", "=", id).where("author_id", "=", authorId).executeTakeFirst(),
    (r) => Number(r.numUpdatedRows) > 0,
  );
  return Number(result.numUpdatedRows) > 0;
}

/** 7. Delete: false when the article is not `authorId`'s (nothing removed). */
export async function deleteOwnArticle(id: string, authorId: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  return changeAndBump(
    db,
    async (trx) => {
      const row = await trx.selectFrom("articles").select("slug").where("id", "=", id).where("author_id", "=", authorId).executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom("articles").where("id", "=", id).execute();
      // its old addresses would lead to a 404: they become missing pages the owner can redirect again
      await forgetRedirectsTo(trx, articlePath(row.slug));
      return true;
    },
    (deleted) => deleted,
  );
}
