/**
 * A won request's end of work and the owner's review switch (docs/product.md#review-requests),
 * in `lead_job_completions`, with what the lead page shows about the review request.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toBool, toIso } from "~/db/values";
import { frenchDay } from "~/features/faq/review-dates";
import { recordLeadEvent } from "~/features/leads/pipeline.server";
import type { JobDoneInput } from "./job-done-form";
import { hashUnsubscribeToken, optOutKey, unsubscribeToken } from "./unsubscribe-link.server";

export const JOB_DONE_EVENT = "job_done";
export const REVIEW_SWITCH_EVENT = "review_request_switch";

export interface JobCompletion {
  jobDoneOn: string | null;
  reviewRequestOff: boolean;
  reviewRequestedAt: string | null;
}

export async function loadJobCompletion(leadId: string, db: Kysely<DB> = getDb()): Promise<JobCompletion | null> {
  const row = await db
    .selectFrom("lead_job_completions")
    .select(["job_done_on", "review_request_off", "review_requested_at"])
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    jobDoneOn: row.job_done_on,
    reviewRequestOff: toBool(row.review_request_off),
    reviewRequestedAt: row.review_requested_at ? toIso(row.review_requested_at) : null,
  };
}

export async function isOptedOut(email: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  if (!email.trim()) return false;
  const row = await db
    .selectFrom("review_opt_outs")
    .select("email_hash")
    .where("email_hash", "=", optOutKey(email))
    .executeTakeFirst();
  return Boolean(row);
}

export type SaveJobDoneResult = "saved" | "missing" | "not-won";

/** Saves the panel; records what changed in the request's timeline. Only a won request ('gagne') has a job done. */
export async function saveJobCompletion(
  leadId: string,
  input: JobDoneInput,
  { actor, now, db = getDb() }: { actor: string | null; now: Date; db?: Kysely<DB> },
): Promise<SaveJobDoneResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("status").where("id", "=", leadId).executeTakeFirst();
    if (!lead) return "missing";
    const before = await loadJobCompletion(leadId, trx);
    if (lead.status !== "gagne" && input.jobDoneOn !== (before?.jobDoneOn ?? null)) return "not-won";
    const at = now.toISOString();
    await trx
      .insertInto("lead_job_completions")
      .values({
        lead_id: leadId,
        job_done_on: input.jobDoneOn,
        review_request_off: input.reviewRequestOff,
        review_requested_at: null,
        unsubscribe_token_hash: hashUnsubscribeToken(unsubscribeToken(leadId)),
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .column("lead_id")
          .doUpdateSet({ job_done_on: input.jobDoneOn, review_request_off: input.reviewRequestOff, updated_at: at }),
      )
      .execute();
    if ((before?.jobDoneOn ?? null) !== input.jobDoneOn) {
      const detail = input.jobDoneOn ? `Chantier terminé le ${frenchDay(input.jobDoneOn)}` : "Date de fin de chantier retirée";
      await recordLeadEvent(trx, { leadId, kind: JOB_DONE_EVENT, detail, actor, at: now });
    }
    if ((before?.reviewRequestOff ?? false) !== input.reviewRequestOff) {
      const detail = input.reviewRequestOff
        ? "Demande d'avis désactivée pour ce client"
        : "Demande d'avis réactivée pour ce client";
      await recordLeadEvent(trx, { leadId, kind: REVIEW_SWITCH_EVENT, detail, actor, at: now });
    }
    return "saved";
  });
}
