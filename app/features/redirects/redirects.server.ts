/**
 * Old public addresses that answer with a 301 to their new one
 * (docs/product.md#redirects): written automatically when a page's address
 * changes (réalisations, articles) or by hand on the 'Redirections' page; read
 * by a page's loader when its address matches nothing, and by the not-found
 * page for any other address. A visitor never follows a chain: every redirect
 * points to a final address.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toBool, toIso } from "~/db/values";
import { normaliseSiteAddress, pageKey } from "./normalise";
import { checkRedirectPaths, REDIRECT_MESSAGES, type RedirectFieldErrors } from "./paths";

/**
 * Where an old path now lives, or null: the path as a request gives it
 * (encoded) or as a route's parameter does (decoded), with or without a
 * final slash. The answer is ready for a Location header (rows written
 * before addresses were normalised are encoded here).
 */
export async function findRedirect(fromPath: string, db: Kysely<DB> = getDb()): Promise<string | null> {
  const spellings = [...new Set([pageKey(fromPath), fromPath])];
  const rows = await db.selectFrom("redirects").select(["from_path", "to_path"]).where("from_path", "in", spellings).execute();
  const row = rows.find((r) => r.from_path === spellings[0]) ?? rows[0];
  return row ? normaliseSiteAddress(row.to_path) : null;
}

/** The stored redirects whose destination is the page `key` names, under any spelling. */
async function sourcesLeadingTo(trx: Kysely<DB>, key: string): Promise<string[]> {
  const rows = await trx.selectFrom("redirects").select(["from_path", "to_path"]).execute();
  return rows.filter((r) => pageKey(r.to_path) === key).map((r) => r.from_path);
}

async function pointTo(trx: Kysely<DB>, sources: string[], to: string): Promise<void> {
  if (sources.length) await trx.updateTable("redirects").set({ to_path: to }).where("from_path", "in", sources).execute();
}

/**
 * Records that `from` moved to `to`, inside the caller's transaction: older
 * redirects to `from` now point to `to` (a visitor never follows a chain), and
 * none leaves `to` (it is a page again).
 */
export async function moveRedirects(trx: Kysely<DB>, from: string, to: string, now: string): Promise<void> {
  await trx.deleteFrom("redirects").where("from_path", "=", to).execute();
  await pointTo(trx, await sourcesLeadingTo(trx, pageKey(from)), to);
  await trx
    .insertInto("redirects")
    .values({ from_path: from, to_path: to, created_at: now, manual: false })
    .onConflict((oc) => oc.column("from_path").doUpdateSet({ to_path: to, created_at: now, manual: false }))
    .execute();
}

/** Removes every redirect that led to `to`, inside the caller's transaction (the page at `to` is deleted). */
export async function forgetRedirectsTo(trx: Kysely<DB>, to: string): Promise<void> {
  await trx.deleteFrom("redirects").where("to_path", "=", to).execute();
}

export interface Redirect {
  from: string;
  to: string;
  manual: boolean;
  createdAt: string;
}

/** Every redirect, the newest first. */
export async function listRedirects(db: Kysely<DB> = getDb()): Promise<Redirect[]> {
  const rows = await db
    .selectFrom("redirects")
    .select(["from_path", "to_path", "manual", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("from_path")
    .execute();
  return rows.map((r) => ({ from: r.from_path, to: r.to_path, manual: toBool(r.manual), createdAt: toIso(r.created_at) }));
}

export type AddRedirectResult = { ok: true; from: string; to: string } | { ok: false; errors: RedirectFieldErrors };

/**
 * Adds a redirect by hand. Refused: an address that is not this site's, a
 * source already redirected, and a loop (the destination is the source's
 * page, or already leads back to it through stored redirects). Addresses are
 * compared as the pages they name (normalise.ts). A destination that is
 * itself redirected is replaced by its final address, and redirects that led
 * to the source now lead there too, so no chain is ever stored.
 */
export async function addManualRedirect(
  rawFrom: string,
  rawTo: string,
  now: string,
  db: Kysely<DB> = getDb(),
): Promise<AddRedirectResult> {
  const checked = checkRedirectPaths(rawFrom, rawTo);
  if (!checked.ok) return checked;
  const { from } = checked;
  return db.transaction().execute(async (trx): Promise<AddRedirectResult> => {
    const rows = await trx.selectFrom("redirects").select(["from_path", "to_path"]).execute();
    const next = new Map(rows.map((r) => [pageKey(r.from_path), r.to_path]));
    if (next.has(from)) return { ok: false, errors: { from: REDIRECT_MESSAGES.taken } };
    // stored redirects never chain, but follow a few steps anyway: older data may
    let to = checked.to;
    for (let step = 0; step < 20 && next.has(pageKey(to)); step += 1) to = normaliseSiteAddress(next.get(pageKey(to)) ?? to);
    if (pageKey(to) === from) return { ok: false, errors: { to: REDIRECT_MESSAGES.loop(rawTo.trim()) } };
    // another request may have added the same source since the read above: it wins, this one is 'taken'
    const inserted = await trx
      .insertInto("redirects")
      .values({ from_path: from, to_path: to, created_at: now, manual: true })
      .onConflict((oc) => oc.column("from_path").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return { ok: false, errors: { from: REDIRECT_MESSAGES.taken } };
    await pointTo(
      trx,
      rows.filter((r) => pageKey(r.to_path) === from).map((r) => r.from_path),
      to,
    );
    return { ok: true, from, to };
  });
}

/** Removes the redirect from this path; false when there was none. */
export async function deleteRedirect(fromPath: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  const result = await db.deleteFrom("redirects").where("from_path", "=", fromPath).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
