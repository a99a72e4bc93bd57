import { sql, type Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";

/**
 * The version of database content that public pages are built from. Every
 * change to it (an article saved, published, hidden or deleted) bumps the
 * counter in the same transaction; cached pages rendered at an older version
 * are re-rendered on their next request, on every instance.
 */
export type ContentKey = "articles";

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
