/**
 * What the reminders, the owner's alerts and the figures read of a version sent: its
 * document (the JSON the customer received, exactly as stored) and the amount with tax
 * that document states (docs/product.md#devis-totals).
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "~/db/schema";
import { parseJsonList } from "~/db/values";
import type { QuoteDocument } from "./document";
import { computeQuoteTotals } from "./totals";

/** The document of a stored version, or null when its JSON cannot be read as one. */
export function parseQuoteDocument(json: string): QuoteDocument | null {
  try {
    const parsed = JSON.parse(json) as Partial<QuoteDocument> | null;
    if (!parsed || typeof parsed !== "object" || !parsed.content || !Array.isArray(parsed.content.sections)) return null;
    return parsed as QuoteDocument;
  } catch {
    return null;
  }
}

/** The amount with tax of a document, with the options the customer ticked (none while unanswered). */
export function documentTtcCents(document: QuoteDocument, tickedOptionsJson?: string | null): number {
  return computeQuoteTotals(document.content, parseJsonList(tickedOptionsJson)).ttcCents;
}

/** The document of version `version` of a devis, or null. */
export async function versionDocument(
  db: Kysely<DB> | Transaction<DB>,
  quoteId: string,
  version: number | null,
): Promise<QuoteDocument | null> {
  if (version === null) return null;
  const row = await db
    .selectFrom("quote_versions")
    .select("document")
    .where("quote_id", "=", quoteId)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? parseQuoteDocument(row.document) : null;
}
