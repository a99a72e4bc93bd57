/**
 * Idempotent quote requests: a submission sent twice (a retry after a
 * connection reset, a double post, the same post reaching two instances) is
 * stored once; the repeats answer with the first one's result. The key lives
 * in `lead_submissions`, whose primary key is the unique constraint that
 * settles a race, and is written in the lead's own transaction.
 * docs/decisions/010-idempotent-lead-submissions.md says why keys are made
 * this way.
 */
import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import type { LeadSubmission } from "./schemas";

/** How long a key answers for its request: far beyond any retry, short enough to keep no lasting trace. */
export const LEAD_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Expired keys are deleted at most this often per process (they are ignored as soon as they expire). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface LeadSubmissionKeyInput {
  submission: LeadSubmission;
  /** the key the form sent (hidden field), null without one (a page shown without JavaScript) */
  clientKey: string | null;
  /** the client's hashed address (hashClientIp), which stands in for a missing key */
  ipHash: string | null;
}

/**
 * The stored key of a submission: a hash of the form, the key it was sent
 * with and its validated entries. The same key with other entries (a visitor
 * who corrected a field after a failure) is another request. Without a key,
 * the client's address stands in: the same entries from the same address
 * within the retention are the same request.
 */
export function leadSubmissionKey({ submission, clientKey, ipHash }: LeadSubmissionKeyInput): string {
  const sender = clientKey === null ? `address:${ipHash ?? "unknown"}` : `key:${clientKey}`;
  return createHash("sha256")
    .update(JSON.stringify([submission.form, sender, submission.values]))
    .digest("hex");
}

/** What the first submission with a key answered. */
export interface FirstSubmission {
  leadId: string;
  redirectTo: string;
}

const isoAt = (ms: number) => new Date(ms).toISOString();
const expiredBefore = (clock: Clock) => isoAt(clock() - LEAD_KEY_RETENTION_MS);

/** The request a live key stored, or null (never used, or expired). */
export async function findLeadSubmission(
  db: Kysely<DB>,
  key: string,
  clock: Clock = systemClock,
): Promise<FirstSubmission | null> {
  const row = await db
    .selectFrom("lead_submissions")
    .select(["lead_id", "redirect_to"])
    .where("key", "=", key)
    .where("created_at", ">=", expiredBefore(clock))
    .executeTakeFirst();
  return row ? { leadId: row.lead_id, redirectTo: row.redirect_to } : null;
}

/**
 * Inside the transaction that stores `leadId`: takes the key for it. False
 * when a live key is already there (committed, or committed meanwhile by a
 * concurrent transaction, which PostgreSQL waits for): the caller rolls back.
 * An expired key is taken over.
 */
export async function claimLeadSubmission(
  trx: Transaction<DB>,
  claim: { key: string; leadId: string; redirectTo: string },
  clock: Clock = systemClock,
): Promise<boolean> {
  const row = await trx
    .insertInto("lead_submissions")
    .values({ key: claim.key, lead_id: claim.leadId, redirect_to: claim.redirectTo, created_at: isoAt(clock()) })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet((eb) => ({
          lead_id: eb.ref("excluded.lead_id"),
          redirect_to: eb.ref("excluded.redirect_to"),
          created_at: eb.ref("excluded.created_at"),
        }))
        .where("lead_submissions.created_at", "<", expiredBefore(clock)),
    )
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes expired keys; returns how many. */
export async function pruneLeadSubmissions(db: Kysely<DB>, clock: Clock = systemClock): Promise<number> {
  const result = await db.deleteFrom("lead_submissions").where("created_at", "<", expiredBefore(clock)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

let lastPrunedAt = Number.NEGATIVE_INFINITY;

/** Prunes expired keys unless this process did within the hour (called after a request is stored). */
export async function pruneLeadSubmissionsNowAndThen(db: Kysely<DB>, clock: Clock = systemClock): Promise<void> {
  const now = clock();
  if (Math.abs(now - lastPrunedAt) < PRUNE_EVERY_MS) return;
  lastPrunedAt = now;
  await pruneLeadSubmissions(db, clock);
}
