/**
 * Old public addresses that answer with a 301 to their new one
 * (docs/product.md#projects-admin): written when a page's address changes,
 * read by a page's loader when its address matches nothing. Any kind of page
 * may use them.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";

/** Where an old path now lives, or null. */
export async function findRedirect(fromPath: string, db: Kysely<DB> = getDb()): Promise<string | null> {
  const row = await db.selectFrom("redirects").select("to_path").where("from_path", "=", fromPath).executeTakeFirst();
  return row?.to_path ?? null;
}

/**
 * Records that `from` moved to `to`, inside the caller's transaction: older
 * redirects to `from` now point to `to` (a visitor never follows a chain), and
 * none leaves `to` (it is a page again).
 */
export async function moveRedirects(trx: Kysely<DB>, from: string, to: string, now: string): Promise<void> {
  await trx.deleteFrom("redirects").where("from_path", "=", to).execute();
  await trx.updateTable("redirects").set({ to_path: to }).where("to_path", "=", from).execute();
  await trx
    .insertInto("redirects")
    .values({ from_path: from, to_path: to, created_at: now })
    .onConflict((oc) => oc.column("from_path").doUpdateSet({ to_path: to, created_at: now }))
    .execute();
}
