/**
 * The article reads (blog list, public article, own list, edit load, RSS and
 * sitemap), on our database (SQLite or PostgreSQL):
 * - the public list is paginated (with the total count) so 10,000 articles stay fast;
 * - the admin's reads are filtered by author_id: another administrator's
 *   article is "not found" (docs/product.md#permissions).
 * The writes are in article-writes.server.ts.
 */
import type { Kysely, Selectable } from "kysely";
import { BLOG_PAGE_SIZE } from "~/config/constants";
import { getDb } from "~/db/client.server";
import type { ArticleTable, DB } from "~/db/schema";
import { parseJsonList, toBool, toIso } from "~/db/values";
import { readableExcerpt } from "~/lib/markdown-plain-text";

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
      excerpt: readableExcerpt(row.excerpt),
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
  // readers (page, description, JSON-LD) get the excerpt as plain text
  return row ? { ...toArticle(row), excerpt: readableExcerpt(row.excerpt) } : null;
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
    excerpt: readableExcerpt(row.excerpt),
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
