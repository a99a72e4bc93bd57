/**
 * The customer's page of a devis, `/devis/{token}` (docs/product.md#devis-link): the devis its link
 * opens, what the page shows of it, and its first opening recorded. A wrong, malformed, revoked or
 * expired token is one answer, found by the same work (one hash, one indexed query), so neither the
 * answer nor its time tells them apart.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { recordLeadEvent } from "~/features/leads/pipeline.server";
import { formatFrenchDateTime } from "~/lib/dates";
import { usesReducedVat } from "./content";
import type { QuoteAcceptance, QuoteDocument } from "./document";
import { hashQuoteLinkToken } from "./link.server";
import { withdrawalEndsAt } from "./online/answer-form";
import { acceptanceOf } from "./pdf-attachment.server";
import { QUOTE_EVENT } from "./sending.server";
import { quoteStateOf, type QuoteState } from "./states";
import { parseQuoteDocument } from "./version-facts.server";

/** The longest token read: anything longer is cut before it is hashed (the work stays the same). */
const TOKEN_READ_LENGTH = 64;

export interface LinkedQuote {
  id: string;
  leadId: string | null;
  number: string;
  status: string;
  currentVersion: number | null;
  validUntil: string | null;
  viewedAt: string | null;
  answeredAt: string | null;
  withdrawnAt: string | null;
  refusalReason: string | null;
  tokenNonce: string | null;
}

/** The devis a link opens, or null (unknown, malformed, revoked, expired: all the same). */
export async function findQuoteByToken(db: Kysely<DB>, token: string, now: Date): Promise<LinkedQuote | null> {
  const row = await db
    .selectFrom("quotes")
    .select([
      "id",
      "lead_id",
      "number",
      "status",
      "current_version",
      "valid_until",
      "viewed_at",
      "answered_at",
      "withdrawn_at",
      "refusal_reason",
      "token_nonce",
      "token_revoked_at",
      "token_expires_at",
    ])
    .where("token_hash", "=", hashQuoteLinkToken(token.slice(0, TOKEN_READ_LENGTH)))
    .executeTakeFirst();
  if (!row || row.token_revoked_at || row.current_version === null) return null;
  if (row.token_expires_at && new Date(row.token_expires_at).getTime() <= now.getTime()) return null;
  return {
    id: row.id,
    leadId: row.lead_id,
    number: row.number,
    status: row.status,
    currentVersion: Number(row.current_version),
    validUntil: row.valid_until,
    viewedAt: row.viewed_at ? toIso(row.viewed_at) : null,
    answeredAt: row.answered_at ? toIso(row.answered_at) : null,
    withdrawnAt: row.withdrawn_at ? toIso(row.withdrawn_at) : null,
    refusalReason: row.refusal_reason,
    tokenNonce: row.token_nonce,
  };
}

export interface QuotePageData {
  document: QuoteDocument;
  state: QuoteState;
  acceptance: QuoteAcceptance | null;
  answeredAt: string | null;
  withdrawnAt: string | null;
  refusalReason: string | null;
  /** 'Accepter' and 'Refuser' are offered */
  canAnswer: boolean;
  /** 'Me rétracter' is offered, until this instant (ISO) */
  withdrawalUntil: string | null;
  /** the devis has a reduced VAT rate: the statement is required to accept */
  reducedVat: boolean;
}

/** What the page shows: the latest version sent, and what became of it. */
export async function quotePageData(db: Kysely<DB>, quote: LinkedQuote, now: Date): Promise<QuotePageData | null> {
  const version = await db
    .selectFrom("quote_versions")
    .select("document")
    .where("quote_id", "=", quote.id)
    .where("version", "=", quote.currentVersion)
    .executeTakeFirst();
  const document = version ? parseQuoteDocument(version.document) : null;
  if (!document) return null;
  const accepted = await db.selectFrom("quote_acceptances").selectAll().where("quote_id", "=", quote.id).executeTakeFirst();
  const acceptance = accepted ? acceptanceOf(accepted) : null;
  const state = quoteStateOf(quote, now);
  const withdrawalEnd = acceptance ? withdrawalEndsAt(acceptance.acceptedAt) : null;
  return {
    document,
    state,
    acceptance,
    answeredAt: quote.answeredAt,
    withdrawnAt: quote.withdrawnAt,
    refusalReason: quote.refusalReason,
    canAnswer: state === "sent" || state === "viewed",
    withdrawalUntil: state === "accepted" && withdrawalEnd && withdrawalEnd > now ? withdrawalEnd.toISOString() : null,
    reducedVat: usesReducedVat(document.content),
  };
}

/**
 * The customer's first opening: 'Vu' in the admin and 'Devis … vu le …' in the request's timeline.
 * Once (the update names a devis not yet seen); never for an administrator checking the link.
 */
export async function recordFirstView(db: Kysely<DB>, quote: LinkedQuote, now: Date): Promise<boolean> {
  if (quote.viewedAt) return false;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("quotes")
      .set({ viewed_at: now.toISOString() })
      .where("id", "=", quote.id)
      .where("viewed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (quote.leadId)
      await recordLeadEvent(trx, {
        leadId: quote.leadId,
        kind: QUOTE_EVENT,
        detail: `Devis ${quote.number} vu le ${formatFrenchDateTime(now)} par le client`,
        actor: null,
        at: now,
      });
    return true;
  });
}
