/**
 * The customer's way out of review requests (docs/product.md#review-requests): the e-mail's link
 * finds its request by the token's SHA-256, and the address is remembered (hashed) in
 * `review_opt_outs`, so that no later request, for this job or another, is sent to it.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { recordLeadEvent } from "~/features/leads/pipeline.server";
import { hashUnsubscribeToken, optOutKey } from "./unsubscribe-link.server";

export const REVIEW_OPT_OUT_EVENT = "review_opt_out";

export interface UnsubscribeTarget {
  leadId: string;
  /** already opted out */
  optedOut: boolean;
}

/** Looks the token up (always one hash and one query, whatever it is); null when no request has it. */
export async function findUnsubscribeTarget(token: string, db: Kysely<DB> = getDb()): Promise<UnsubscribeTarget | null> {
  const row = await db
    .selectFrom("lead_job_completions as c")
    .innerJoin("leads", "leads.id", "c.lead_id")
    .select(["c.lead_id", "leads.email"])
    .where("c.unsubscribe_token_hash", "=", hashUnsubscribeToken(token.slice(0, 200)))
    .executeTakeFirst();
  if (!row) return null;
  const optedOut = await db
    .selectFrom("review_opt_outs")
    .select("email_hash")
    .where("email_hash", "=", optOutKey(row.email))
    .executeTakeFirst();
  return { leadId: row.lead_id, optedOut: Boolean(optedOut) };
}

/** Records the opt-out of the token's address (again is harmless); false when the token is unknown. */
export async function optOutByToken(token: string, now: Date, db: Kysely<DB> = getDb()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("lead_job_completions as c")
      .innerJoin("leads", "leads.id", "c.lead_id")
      .select(["c.lead_id", "leads.email"])
      .where("c.unsubscribe_token_hash", "=", hashUnsubscribeToken(token.slice(0, 200)))
      .executeTakeFirst();
    if (!row) return false;
    const inserted = await trx
      .insertInto("review_opt_outs")
      .values({ email_hash: optOutKey(row.email), created_at: now.toISOString() })
      .onConflict((oc) => oc.column("email_hash").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await recordLeadEvent(trx, {
        leadId: row.lead_id,
        kind: REVIEW_OPT_OUT_EVENT,
        detail: "Le client ne souhaite plus recevoir de demande d'avis",
        actor: null,
        at: now,
      });
    }
    return true;
  });
}
