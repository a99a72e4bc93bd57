/**
 * What becomes of a request's devis when the request is deleted (by the owner, the retention purge
 * or a person's erasure): the signed ones stay, without a request; the others go with it
 * (docs/decisions/042-personal-data-of-devis.md).
 */
import type { Kysely, Transaction } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { registerLeadCleanup, type LeadCleanup } from "~/features/leads/retention.server";
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
