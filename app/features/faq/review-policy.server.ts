import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { bumpContentVersion } from "~/lib/content-version.server";
import { DEFAULT_REVIEW_POLICY } from "./review-policy";

const ROW_ID = 1;

/** The line on how reviews are collected and checked (docs/product.md#reviews): the owner's, or the default text. */
export async function readReviewPolicy(db: Kysely<DB> = getDb()): Promise<string> {
  const row = await db.selectFrom("review_policy").select("notice").where("id", "=", ROW_ID).executeTakeFirst();
  return row?.notice ?? DEFAULT_REVIEW_POLICY;
}

/** Saves the owner's line; the pages that show testimonials follow at their next request. */
export async function saveReviewPolicy(
  notice: string,
  { db = getDb(), clock = systemClock }: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<void> {
  const updatedAt = new Date(clock()).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("review_policy")
      .values({ id: ROW_ID, notice, updated_at: updatedAt })
      .onConflict((oc) => oc.column("id").doUpdateSet({ notice, updated_at: updatedAt }))
      .execute();
    await bumpContentVersion("site", trx);
  });
}
