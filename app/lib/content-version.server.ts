import { sql, type CompiledQuery, type Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";

/**
 * The version of database content that public pages are built from. Every
 * change to it bumps its counter in the same transaction: 'articles' for an
 * article saved, published, hidden or deleted; 'site' for what the owner edits
 * of the showcase (business details, réalisations, site images, FAQ,
 * testimonials), which every page shows a part of. Cached pages rendered at an
 * older version are re-rendered on their next request, on every instance.
 */
export type ContentKey = "articles" | "site";

const versionsQueries = new WeakMap<Kysely<DB>, CompiledQuery<{ key: string; version: number }>>();

/**
 * Every counter in one string ('articles:3 site:1'): one query tells whether any cached page is stale.
 * Asked on every page the cache answers, so it is built and compiled once per database.
 */
export async function readContentVersions(db: Kysely<DB> = getDb()): Promise<string> {
  let query = versionsQueries.get(db);
  if (!query) {
    query = db.selectFrom("content_versions").select(["key", "version"]).orderBy("key").compile();
    versionsQueries.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return rows.map((row) => `${row.key}:${String(row.version)}`).join(" ");
}

export async function readContentVersion(key: ContentKey, db: Kysely<DB> = getDb()): Promise<string> {
  const row = await db.selectFrom("content_versions").select("version").where("key", "=", key).executeTakeFirst();
  return String(row?.version ?? 0);
}

export async function bumpContentVersion(key: ContentKey, db: Kysely<DB> = getDb()): Promise<void> {
  await db
    .insertInto("content_versions")
    .values({ key, version: 1 })
    .onConflict((oc) => oc.column("key").doUpdateSet({ version: sql`content_versions.version + 1` }))
    .execute();
}
