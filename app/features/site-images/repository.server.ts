/**
 * The site_images table (migration 012-site-images): the photos the owner put
 * in place of illustrations (docs/product.md#site-images). Every change moves
 * the 'site' content version in the same transaction, so that every cached
 * page shows it on its next request.
 */
import type { Kysely } from "kysely";
import type { ImageKey } from "~/content/image-keys";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { bumpContentVersion } from "~/lib/content-version.server";
import { systemClock, type Clock } from "~/lib/clock";
import { parseImageRef, type ImageRef } from "./image-ref";
import { siteImageSlot } from "./slots";

/** A library photo the owner put in place of an illustration. */
export type SiteImagePhoto = Extract<ImageRef, { media: string }>;

export interface SiteImageOverride {
  slot: ImageKey;
  image: SiteImagePhoto;
  updatedAt: string;
}

/** Every replaced image (a handful of rows). Rows of an unknown slot or with an unreadable reference are left out: the illustration shows. */
export async function listSiteImageOverrides(db: Kysely<DB> = getDb()): Promise<SiteImageOverride[]> {
  const rows = await db.selectFrom("site_images").select(["slot", "image", "updated_at"]).execute();
  const overrides: SiteImageOverride[] = [];
  for (const row of rows) {
    const slot = siteImageSlot(row.slot);
    const image = parseImageRef(row.image);
    if (!slot || !image || !("media" in image)) continue;
    overrides.push({ slot: slot.key, image, updatedAt: toIso(row.updated_at) });
  }
  return overrides;
}

/** Puts a library photo in place of the slot's illustration (or of the photo chosen before). */
export async function replaceSiteImage(
  change: { slot: ImageKey; image: SiteImagePhoto; userId: string | null },
  options: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<void> {
  const db = options.db ?? getDb();
  const now = new Date((options.clock ?? systemClock)()).toISOString();
  const values = { image: JSON.stringify(change.image), updated_at: now, updated_by: change.userId };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("site_images")
      .values({ slot: change.slot, ...values })
      .onConflict((oc) => oc.column("slot").doUpdateSet(values))
      .execute();
    await bumpContentVersion("site", trx);
  });
}

/** Brings the slot's illustration back; false when it was showing already. */
export async function restoreSiteImage(slot: ImageKey, db: Kysely<DB> = getDb()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("site_images").where("slot", "=", slot).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await bumpContentVersion("site", trx);
    return true;
  });
}

/** Whether a stored photo is this library file (its URL, or the same name under another public prefix). */
export function showsMedia(image: SiteImagePhoto, media: { url: string; name: string }): boolean {
  return image.media === media.url || image.media.endsWith(`/${media.name}`);
}

/**
 * After a library file was deleted anyway (docs/product.md#media-usage): the
 * slots that showed it get their illustration back, rather than a broken image.
 */
export async function restoreSiteImagesShowing(media: { url: string; name: string }, db: Kysely<DB> = getDb()): Promise<number> {
  const slots = (await listSiteImageOverrides(db)).filter(({ image }) => showsMedia(image, media)).map(({ slot }) => slot);
  if (slots.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("site_images").where("slot", "in", slots).execute();
    await bumpContentVersion("site", trx);
  });
  return slots.length;
}
