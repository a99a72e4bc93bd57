/**
 * What becomes of a request's devis when the request is deleted (by the owner, the retention purge
 * or a person's erasure): the signed ones stay, without a request; the others go with it. And how
 * long a devis without a request is kept: an unsigned one as long as a request, a signed one ten
 * years after its signature (docs/decisions/042-personal-data-of-devis.md).
 */
import type { Kysely, Transaction } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { monthsBefore, registerLeadCleanup, type LeadCleanup } from "~/features/leads/retention.server";
import { QUOTE_STATUSES_KEPT_WITHOUT_REQUEST } from "./states";

/** Deletes the devis `quoteIds` with their versions and signature; returns how many were deleted. */
export async function deleteQuotes(db: Kysely<DB> | Transaction<DB>, quoteIds: readonly string[]): Promise<number> {
  if (quoteIds.length === 0) return 0;
  await db.deleteFrom("quote_acceptances").where("quote_id", "in", quoteIds).execute();
  await db.deleteFrom("quote_versions").where("quote_id", "in", quoteIds).execute();
  const result = await db.deleteFrom("quotes").where("id", "in", quoteIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The devis of request `leadId` that do not outlive it. */
export async function removeUnsignedQuotesOfLead(leadId: string, db: Kysely<DB> = getDatabase().db): Promise<void> {
  const rows = await db
    .selectFrom("quotes")
    .select("id")
    .where("lead_id", "=", leadId)
    .where("status", "not in", QUOTE_STATUSES_KEPT_WITHOUT_REQUEST)
    .execute();
  await deleteQuotes(
    db,
    rows.map((row) => row.id),
  );
}

const cleanup: LeadCleanup = (leadId) => removeUnsignedQuotesOfLead(leadId);

/** Registers the cleanup with the request's deletion (idempotent); what the server, tests and scripts call. */
export function registerQuoteCleanup(): void {
  registerLeadCleanup(cleanup);
}

/** How long a signed devis is kept after its signature: commercial records are kept ten years. */
export const SIGNED_QUOTE_RETENTION_MONTHS = 120;

/**
 * The retention purge of the devis no request carries: the unsigned ones written more than
 * `months` ago (the requests' retention), the signed ones signed more than ten years ago.
 * Returns how many were deleted.
 */
export async function purgeExpiredQuotes(db: Kysely<DB>, { now, months }: { now: Date; months: number }): Promise<number> {
  const unsignedCutoff = monthsBefore(now, months).toISOString();
  const signedCutoff = monthsBefore(now, SIGNED_QUOTE_RETENTION_MONTHS).toISOString();
  const rows = await db
    .selectFrom("quotes")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("lead_id", "is", null),
          eb("status", "not in", QUOTE_STATUSES_KEPT_WITHOUT_REQUEST),
          eb("created_at", "<", unsignedCutoff),
        ]),
        eb.and([eb("status", "in", QUOTE_STATUSES_KEPT_WITHOUT_REQUEST), eb("answered_at", "<", signedCutoff)]),
      ]),
    )
    .execute();
  return deleteQuotes(
    db,
    rows.map((row) => row.id),
  );
}
