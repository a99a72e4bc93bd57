/**
 * The PDF the admin opens (docs/product.md#devis-document): a version sent, signed (with its
 * certificate) when that version is the one accepted; without a version, the latest sent, or the
 * working copy as a 'Brouillon' preview (today's dates, today's Réglages) while never sent.
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import { parisIsoDay } from "~/lib/dates";
import { businessFactsOf, type QuoteDocument } from "./document";
import { acceptanceOf, quotePdfFilename } from "./pdf-attachment.server";
import { renderQuotePdf } from "./pdf.server";
import { validUntilOf } from "./states";
import { getQuote } from "./store.server";
import { versionDocument } from "./version-facts.server";

export interface AdminQuotePdf {
  pdf: Buffer;
  filename: string;
}

/** `?version=N`: a whole number from 1, else null (the route answers 404). */
export function parseVersionParam(value: string | null): number | "latest" | null {
  if (value === null || value === "") return "latest";
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

export async function adminQuotePdf(
  db: Kysely<DB>,
  quoteId: string,
  version: number | "latest",
  site: SiteConfig,
  now: Date,
): Promise<AdminQuotePdf | null> {
  const quote = await getQuote(quoteId, db);
  if (!quote) return null;
  const filename = quotePdfFilename(quote.number);
  const wanted = version === "latest" ? quote.currentVersion : version;
  if (wanted === null) {
    const issuedOn = parisIsoDay(now);
    const draft: QuoteDocument = {
      number: quote.number,
      version: 1,
      issuedOn,
      validUntil: validUntilOf(issuedOn, quote.content.validityDays),
      business: businessFactsOf(site),
      content: quote.content,
    };
    return { pdf: await renderQuotePdf(draft, undefined, { draft: true }), filename };
  }
  const document = await versionDocument(db, quoteId, wanted);
  if (!document) return null;
  const row = await db.selectFrom("quote_acceptances").selectAll().where("quote_id", "=", quoteId).executeTakeFirst();
  const acceptance = row && Number(row.version) === wanted ? acceptanceOf(row) : undefined;
  return { pdf: await renderQuotePdf(document, acceptance), filename };
}
