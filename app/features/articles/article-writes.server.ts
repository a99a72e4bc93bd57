/**
 * The article writes (create, update, publish toggle, delete), each in one
 * transaction that also moves the articles' content version. Every mutation
 * but the insert is filtered by author_id, not by id alone: another
 * administrator's article id changes nothing and reports "not found"
 * (docs/product.md#permissions).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { nowIso, toBool, toIso } from "~/db/values";
import { forgetRedirectsTo, moveRedirects } from "~/features/redirects/redirects.server";
import { bumpContentVersion } from "~/lib/content-version.server";
import { withFreeSlug } from "./article-slugs.server";
import { getOwnArticle, type Article } from "./articles.server";
import { deriveSlug, type PreparedArticle } from "./rules";

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
  const result = await withFreeSlug(db, base, id, (slug) => changeAndBump(db, update(slug), (r) => Number(r.numUpdatedRows) > 0));
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
    (trx) =>
      trx
        .updateTable("articles")
        .set(published ? { published, publish_at: null } : { published })
        .where("id", "=", id)
        .where("author_id", "=", authorId)
        .executeTakeFirst(),
    (r) => Number(r.numUpdatedRows) > 0,
  );
  return Number(result.numUpdatedRows) > 0;
}

/** 7. Delete: false when the article is not `authorId`'s (nothing removed). */
export async function deleteOwnArticle(id: string, authorId: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  return changeAndBump(
    db,
    async (trx) => {
      const row = await trx
        .selectFrom("articles")
        .select("slug")
        .where("id", "=", id)
        .where("author_id", "=", authorId)
        .executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom("articles").where("id", "=", id).execute();
      // its old addresses would lead to a 404: they become missing pages the owner can redirect again
      await forgetRedirectsTo(trx, articlePath(row.slug));
      return true;
    },
    (deleted) => deleted,
  );
}
