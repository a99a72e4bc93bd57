/**
 * The devis's PDF as an e-mail attachment (docs/product.md#devis-sending): the outbox stores only
 * a reference ('quote-pdf', `{quoteId}:{version}` or `…:signed`), and the PDF is rendered from the
 * stored version (and its acceptance) when the message leaves, so a retried e-mail carries the
 * same document and the outbox never holds megabytes.
 */
import type { Kysely, Selectable } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { parseJsonList, toBool } from "~/db/values";
import { registerAttachmentSource, type MailAttachmentRef } from "~/features/mail/attachments.server";
import type { QuoteAcceptance } from "./document";
import { renderQuotePdf } from "./pdf.server";
import { parseQuoteDocument } from "./version-facts.server";

export const QUOTE_PDF_SOURCE = "quote-pdf";

/** 'DV-2026-0001.pdf', 'DV-2026-0001-signe.pdf' */
export function quotePdfFilename(number: string, signed = false): string {
  return `${number}${signed ? "-signe" : ""}.pdf`;
}

export function quotePdfAttachment(quoteId: string, number: string, version: number, signed = false): MailAttachmentRef {
  return {
    filename: quotePdfFilename(number, signed),
    contentType: "application/pdf",
    source: QUOTE_PDF_SOURCE,
    key: `${quoteId}:${version}${signed ? ":signed" : ""}`,
  };
}

export function acceptanceOf(row: Selectable<DB["quote_acceptances"]>): QuoteAcceptance {
  return {
    signerName: row.signer_name,
    acceptedAt: new Date(row.accepted_at).toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    documentHash: row.document_hash,
    version: Number(row.version),
    tickedOptions: parseJsonList(row.ticked_options),
    reducedVatStatement: toBool(row.reduced_vat_statement),
  };
}

/** The PDF of a version sent (signed: with its acceptance certificate), or null when there is no such version or signature. */
export async function renderStoredQuotePdf(
  db: Kysely<DB>,
  quoteId: string,
  version: number,
  signed: boolean,
): Promise<Buffer | null> {
  const row = await db
    .selectFrom("quote_versions")
    .select("document")
    .where("quote_id", "=", quoteId)
    .where("version", "=", version)
    .executeTakeFirst();
  const document = row ? parseQuoteDocument(row.document) : null;
  if (!document) return null;
  if (!signed) return renderQuotePdf(document);
  const acceptance = await db.selectFrom("quote_acceptances").selectAll().where("quote_id", "=", quoteId).executeTakeFirst();
  if (!acceptance || Number(acceptance.version) !== version) return null;
  return renderQuotePdf(document, acceptanceOf(acceptance));
}

/** Registers the 'quote-pdf' source in this process (server start-up; tests that deliver mail). Idempotent. */
export function registerQuotePdfAttachments(db: () => Kysely<DB> = getDb): void {
  registerAttachmentSource(QUOTE_PDF_SOURCE, async (key) => {
    const [quoteId = "", version = "", signed] = key.split(":");
    if (!/^\d+$/.test(version)) return null;
    return renderStoredQuotePdf(db(), quoteId, Number(version), signed === "signed");
  });
}
