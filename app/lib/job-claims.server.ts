/**
 * Jobs that must run once, whatever the number of instances and restarts
 * (a request's reminder, a day's digest…): each run has a key, and only the
 * instance that inserts it runs the job (docs/product.md#jobs-once). Call it
 * in the transaction that does the job's work (e.g. queues its e-mail), so a
 * failed run leaves the key free for the next attempt.
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "~/db/schema";

/** True when this caller got the key (and must run the job), false when it was already taken. */
export async function claimJob(db: Kysely<DB> | Transaction<DB>, key: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("job_claims")
    .values({ key, claimed_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets claims older than `before` (keys that embed a day or a request no one will claim again). */
export async function pruneJobClaims(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await db.deleteFrom("job_claims").where("claimed_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
