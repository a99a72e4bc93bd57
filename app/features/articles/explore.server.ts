/**
 * What a reader uses to explore the blog: category pages (docs/product.md#blog-categories),
 * related articles (docs/product.md#related-articles) and search (docs/product.md#blog-search).
 * Published articles only, on SQLite or PostgreSQL.
 */
import { sql, type Kysely } from "kysely";
import { BLOG_PAGE_SIZE } from "~/config/constants";
import { getDatabase, type Database } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { parseJsonList, toIso } from "~/db/values";
import type { BlogListItem, BlogPage } from "./articles.server";
import { categoryPageHref } from "./pagination";
import { ftsMatchQuery, SEARCH_MATCH_LIMIT } from "./search-terms";
import { deriveSlug } from "./values";
import { readableExcerpt } from "~/lib/markdown-plain-text";

const LIST_COLUMNS = ["id", "title", "slug", "excerpt", "created_at", "author_id", "category", "image_url", "keywords"] as const;

type ListRow = Omit<BlogListItem, "keywords" | "created_at"> & { keywords: string; created_at: string | Date };

function toListItem(row: ListRow): BlogListItem {
  return {
    ...row,
    excerpt: readableExcerpt(row.excerpt),
    keywords: parseJsonList(row.keywords),
    created_at: toIso(row.created_at),
  };
}

function pageOf(items: BlogListItem[], total: number, page: number, pageSize: number): BlogPage {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/* ------------------------------------------------------------ categories */

/** The URL of a category's page ('Zinguerie' → '/blog/categorie/zinguerie'), page 2 on as `?page=N`. */
export function categoryHref(category: string, page = 1): string {
  return categoryPageHref(deriveSlug(category), page);
}

export interface BlogCategory {
  /** as written on its articles (the most used spelling when several share a slug) */
  name: string;
  slug: string;
  /** every spelling with this slug ('Zinguerie', 'zinguerie') */
  names: string[];
  count: number;
  /** the last change of one of its published articles */
  updated_at: string;
}

/** The categories of published articles, with their article count, by name. */
export async function listBlogCategories(db: Kysely<DB> = getDatabase().db): Promise<BlogCategory[]> {
  const rows = await db
    .selectFrom("articles")
    .select((eb) => ["category", eb.fn.countAll<number | string>().as("n"), eb.fn.max("updated_at").as("last")])
    .where("published", "=", true)
    .groupBy("category")
    .execute();
  const bySlug = new Map<string, BlogCategory & { top: number }>();
  for (const row of rows) {
    const slug = deriveSlug(row.category);
    const count = Number(row.n);
    const updated = toIso(row.last as string | Date);
    const known = bySlug.get(slug);
    if (!known) {
      bySlug.set(slug, { name: row.category, slug, names: [row.category], count, updated_at: updated, top: count });
      continue;
    }
    known.names.push(row.category);
    known.count += count;
    if (updated > known.updated_at) known.updated_at = updated;
    if (count > known.top) Object.assign(known, { name: row.category, top: count });
  }
  return [...bySlug.values()].map(({ top: _top, ...category }) => category).sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

/** One page (12) of a category's published articles, newest first. */
export async function listCategoryArticles(
  category: BlogCategory,
  { page = 1, pageSize = BLOG_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
  db: Kysely<DB> = getDatabase().db,
): Promise<BlogPage> {
  const safePage = Math.max(1, Math.floor(page));
  // The page's ids come from the category index alone (cheap even at a deep offset); only those 12
  // rows are then read.
  const pageIds = db
    .selectFrom("articles")
    .select("id")
    .where("published", "=", true)
    .where("category", "in", category.names)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((safePage - 1) * pageSize);
  const rows = await db
    .selectFrom("articles")
    .select(LIST_COLUMNS)
    .where("id", "in", pageIds)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return pageOf(rows.map(toListItem), category.count, safePage, pageSize);
}

/* ------------------------------------------------------- related articles */

export const RELATED_LIMIT = 3;
/** Related articles are chosen among this many of the newest published ones: a bounded read at any blog size. */
export const RELATED_POOL = 500;

/**
 * Up to 3 other published articles sharing the article's category or one of its keywords: same
 * category first, then the most shared keywords, then the newest; among the 500 newest published
 * articles. One query.
 */
export async function listRelatedArticles(
  article: { id: string; category: string; keywords: readonly string[] },
  { db, kind }: Pick<Database, "db" | "kind"> = getDatabase(),
): Promise<BlogListItem[]> {
  // Keywords are stored as a JSON list: each shared keyword is found as its JSON string in it.
  const position = (needle: string) =>
    kind === "postgres" ? sql<number>`strpos(keywords, ${needle})` : sql<number>`instr(keywords, ${needle})`;
  const sharedKeywords = article.keywords.length
    ? sql<number>`(${sql.join(
        article.keywords.map((keyword) => sql`(case when ${position(JSON.stringify(keyword))} > 0 then 1 else 0 end)`),
        sql` + `,
      )})`
    : sql<number>`(case when 1 = 0 then 1 else 0 end)`;
  const sameCategory = sql<number>`(case when category = ${article.category} then 1 else 0 end)`;
  const rows = await db
    .selectFrom("articles")
    .select(LIST_COLUMNS)
    .select([sameCategory.as("same_category"), sharedKeywords.as("shared_keywords")])
    .where("published", "=", true)
    .where("id", "!=", article.id)
    .where("id", "in", (eb) =>
      eb
        .selectFrom("articles")
        .select("id")
        .where("published", "=", true)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(RELATED_POOL),
    )
    .where(sql<boolean>`(${sameCategory} + ${sharedKeywords}) > 0`)
    .orderBy("same_category", "desc")
    .orderBy("shared_keywords", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(RELATED_LIMIT)
    .execute();
  return rows.map(({ same_category: _c, shared_keywords: _k, ...row }) => toListItem(row));
}

/* ----------------------------------------------------------------- search */

/**
 * One page (12) of the published articles matching every word (see search-terms.ts), best match
 * first (title above excerpt above text), then newest, among the 1,000 most recent matches; `total`
 * stops at 1,000 (`SEARCH_MATCH_LIMIT`). `words` are letters and digits only.
 */
export async function searchArticles(
  words: readonly string[],
  { page = 1, pageSize = BLOG_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
  { db, kind }: Pick<Database, "db" | "kind"> = getDatabase(),
): Promise<BlogPage> {
  const safePage = Math.max(1, Math.floor(page));
  const offset = (safePage - 1) * pageSize;
  if (words.length === 0) return pageOf([], 0, safePage, pageSize);
  // LIMIT and OFFSET are written as literals (whole numbers computed here): bound as parameters, they
  // keep SQLite from planning the FTS query as well (measured: 0.07 ms against 3.8 ms).
  const [limit, skip, matches] = [sql.lit(pageSize), sql.lit(offset), sql.lit(SEARCH_MATCH_LIMIT)];
  if (kind === "postgres") {
    // search_vector: the weighted, accent-free vector stored with each article (migration 015)
    const query = sql`plainto_tsquery('french'::regconfig, ${words.join(" ")})`;
    const [rows, counted] = await Promise.all([
      sql<ListRow>`
        select id, title, slug, excerpt, created_at, author_id, category, image_url, keywords
        from (
          select id, title, slug, excerpt, created_at, author_id, category, image_url, keywords, search_vector
          from articles
          where published = true and search_vector @@ ${query}
          order by created_at desc, id desc limit ${matches}
        ) recent
        order by ts_rank(search_vector, ${query}) desc, created_at desc, id desc
        limit ${limit} offset ${skip}`.execute(db),
      sql<{ n: string | number }>`select count(*) as n from (
          select 1 from articles where published = true and search_vector @@ ${query} limit ${matches}
        ) counted`.execute(db),
    ]);
    return pageOf(rows.rows.map(toListItem), Number(counted.rows[0]?.n ?? 0), safePage, pageSize);
  }
  // The FTS table holds published articles only (migration 015): it ranks and counts on its own,
  // and only the page's rows are read from `articles`. The most recent matches are the last
  // written (highest FTS rows); equal scores: the most recently written first.
  const match = ftsMatchQuery(words);
  const [rows, counted] = await Promise.all([
    sql<ListRow>`
      select a.id, a.title, a.slug, a.excerpt, a.created_at, a.author_id, a.category, a.image_url, a.keywords
      from (
        select fts_rowid, score from (
          select rowid as fts_rowid, bm25(articles_fts, 10, 4, 3, 3, 1) as score
          from articles_fts where articles_fts match ${match}
          order by rowid desc limit ${matches}
        )
        order by score, fts_rowid desc limit ${limit} offset ${skip}
      ) hits
      join articles_fts_rows r on r.fts_rowid = hits.fts_rowid
      join articles a on a.id = r.article_id
      where a.published = 1
      order by hits.score, hits.fts_rowid desc`.execute(db),
    sql<{ n: number }>`select count(*) as n from (
        select rowid from articles_fts where articles_fts match ${match} limit ${matches}
      )`.execute(db),
  ]);
  return pageOf(rows.rows.map(toListItem), Number(counted.rows[0]?.n ?? 0), safePage, pageSize);
}
