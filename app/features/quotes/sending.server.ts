/**
 * 'Envoyer' (docs/product.md#devis-sending): freezes the working copy as a version (its document JSON
 * and that JSON's SHA-256), gives the customer his private link, moves the request to 'Devis envoyé'
 * and queues the e-mail with the PDF, all in one transaction: nothing half-sent. A devis sent again
 * unchanged while still valid is the same version sent again. 'Révoquer le lien' ends the link.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import { recordLeadEvent, applyStatus } from "~/features/leads/pipeline.server";
import { deliverQueuedMail, queueMail } from "~/features/mail/send.server";
import { parisWallClock } from "~/lib/business-hours";
import { parisIsoDay } from "~/lib/dates";
import { businessFactsOf, missingQuoteFacts, type QuoteDocument } from "./document";
import { hashQuoteLinkToken, newQuoteLinkNonce, quoteLinkToken, quoteLinkUrl } from "./link.server";
import { parseQuoteForm, quoteFormInputOf } from "./parse-form";
import { quotePdfAttachment } from "./pdf-attachment.server";
import { quoteSentMail } from "./quote-mails";
import { validUntilOf } from "./states";
import { computeQuoteTotals } from "./totals";
import { parseQuoteDocument } from "./version-facts.server";
import type { QuoteContent } from "./content";

/** The lead's timeline events of a devis: their detail is the sentence shown. */
export const QUOTE_EVENT = "quote";
export const QUOTE_SENT_MAIL = "quote_sent";
/** The link stays open this long after the last valid day (the customer rereads what he signed). */
export const LINK_DAYS_AFTER_VALIDITY = 90;

export const QUOTE_SEND_MESSAGES = {
  notFound: "Devis introuvable.",
  facts: "Le devis n'a pas été envoyé\u00a0: complétez d'abord les Réglages (la loi exige ces mentions sur un devis).",
  invalid: "Le devis n'a pas été envoyé\u00a0: complétez les champs signalés et enregistrez-le.",
  answered: "Ce devis a reçu sa réponse\u00a0: il ne peut plus être envoyé.",
  changed: "Le devis a été modifié entre-temps\u00a0: rechargez la page, vérifiez-le, puis envoyez-le.",
  sent: (number: string, version: number, email: string) => `Devis ${number} envoyé à ${email} (version ${version}).`,
  resent: (number: string, version: number, email: string) =>
    `Devis ${number} renvoyé à ${email} (version ${version}, inchangée).`,
  revoked: "Lien du devis révoqué\u00a0: le client ne peut plus l'ouvrir. Un nouvel envoi lui en donnera un autre.",
  alreadyRevoked: "Ce devis n'a pas de lien actif.",
} as const;

export type SendQuoteRefusal = "notFound" | "facts" | "invalid" | "answered" | "changed";

export type SendQuoteResult =
  | { ok: true; version: number; resent: boolean; linkUrl: string; message: string }
  | { ok: false; reason: SendQuoteRefusal; message: string };

export interface SendQuoteOptions {
  /** who sends (the timeline and the version say so) */
  actor: string | null;
  now: Date;
  /** the site as Réglages leave it: its facts are frozen in the document */
  site: SiteConfig;
  /** the working copy's revision the owner saw: a later save refuses the sending */
  revision?: number;
}

const ANSWERED = ["accepted", "refused", "withdrawn"];

/** SHA-256 (hex) of a version's document JSON: what an acceptance certifies. */
export function documentHashOf(json: string): string {
  return createHash("sha256").update(json, "utf8").digest("hex");
}

/** The link lives until the start of the 91st day after the last valid day (Paris). */
export function linkExpiryOf(validUntil: string): Date {
  const [year, month, day] = validUntilOf(validUntil, LINK_DAYS_AFTER_VALIDITY + 1)
    .split("-")
    .map(Number);
  return parisWallClock(year!, month!, day!, 0, 0);
}

export async function sendQuote(db: Kysely<DB>, quoteId: string, options: SendQuoteOptions): Promise<SendQuoteResult> {
  const refuse = (reason: SendQuoteRefusal): SendQuoteResult => ({ ok: false, reason, message: QUOTE_SEND_MESSAGES[reason] });
  if (missingQuoteFacts(options.site).length > 0) return refuse("facts");
  const result = await db.transaction().execute(async (trx): Promise<SendQuoteResult> => {
    const quote = await trx.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirst();
    if (!quote) return refuse("notFound");
    if (ANSWERED.includes(quote.status)) return refuse("answered");
    if (options.revision !== undefined && Number(quote.revision) !== options.revision) return refuse("changed");
    const parsed = parseQuoteForm(quoteFormInputOf(JSON.parse(quote.content) as QuoteContent));
    if (!parsed.ok) return refuse("invalid");
    const content = parsed.content;
    const business = businessFactsOf(options.site);
    const today = parisIsoDay(options.now);
    const nowIso = options.now.toISOString();

    const current = quote.current_version === null ? null : Number(quote.current_version);
    const last = current === null ? null : await versionRow(trx, quoteId, current);
    const lastDocument = last ? parseQuoteDocument(last.document) : null;
    const sameAsLast =
      lastDocument !== null &&
      lastDocument.validUntil >= today &&
      JSON.stringify(lastDocument.content) === JSON.stringify(content) &&
      JSON.stringify(lastDocument.business) === JSON.stringify(business);

    let document: QuoteDocument;
    if (sameAsLast && lastDocument) {
      document = lastDocument;
    } else {
      const issuedOn = today;
      document = {
        number: quote.number,
        version: (current ?? 0) + 1,
        issuedOn,
        validUntil: validUntilOf(issuedOn, content.validityDays),
        business,
        content,
      };
      const json = JSON.stringify(document);
      await trx
        .insertInto("quote_versions")
        .values({
          id: randomUUID(),
          quote_id: quoteId,
          version: document.version,
          document: json,
          document_hash: documentHashOf(json),
          sent_at: nowIso,
          sent_by: options.actor,
        })
        .execute();
    }

    // the same link for every version while it is alive: the customer's first e-mail opens the latest
    const nonce = quote.token_nonce && !quote.token_revoked_at ? quote.token_nonce : newQuoteLinkNonce();
    const updated = await trx
      .updateTable("quotes")
      .set({
        status: "sent",
        current_version: document.version,
        first_sent_at: quote.first_sent_at ?? nowIso,
        last_sent_at: nowIso,
        valid_until: document.validUntil,
        token_nonce: nonce,
        token_hash: hashQuoteLinkToken(quoteLinkToken(quoteId, nonce)),
        token_revoked_at: null,
        token_expires_at: linkExpiryOf(document.validUntil).toISOString(),
      })
      .where("id", "=", quoteId)
      .where("status", "in", ["draft", "sent"])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return refuse("answered");

    const resent = sameAsLast;
    if (quote.lead_id) {
      const lead = await trx.selectFrom("leads").select("status").where("id", "=", quote.lead_id).executeTakeFirst();
      // a request already won (another devis signed) stays won
      if (lead && lead.status !== "gagne") {
        await applyStatus(trx, quote.lead_id, { status: "devis", lostReason: null }, options.actor ?? "", options.now);
      }
      await recordLeadEvent(trx, {
        leadId: quote.lead_id,
        kind: QUOTE_EVENT,
        detail: `Devis ${quote.number} ${resent ? "renvoyé" : "envoyé"} (version ${document.version})`,
        actor: options.actor,
        at: options.now,
      });
    }

    const linkUrl = quoteLinkUrl(quoteId, nonce, options.site.url);
    const mail = quoteSentMail({
      number: document.number,
      version: document.version,
      title: content.title,
      customerName: content.customer.name,
      ttcCents: computeQuoteTotals(content).ttcCents,
      validUntil: document.validUntil,
      business: businessOfMail(options.site),
      linkUrl,
      resent,
    });
    await queueMail(
      trx,
      {
        kind: QUOTE_SENT_MAIL,
        leadId: quote.lead_id,
        now: nowIso,
        payload: {
          to: content.customer.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: { name: options.site.name, address: options.site.email },
          messageId: `<quote-sent-${randomUUID()}@${new URL(options.site.url).hostname}>`,
          attachments: [quotePdfAttachment(quoteId, document.number, document.version)],
        },
      },
      () => options.now.getTime(),
    );
    const message = (resent ? QUOTE_SEND_MESSAGES.resent : QUOTE_SEND_MESSAGES.sent)(
      document.number,
      document.version,
      content.customer.email,
    );
    return { ok: true, version: document.version, resent, linkUrl, message };
  });
  if (result.ok) deliverQueuedMail();
  return result;
}

/** 'Révoquer le lien': the customer's link stops opening the devis (a new sending gives another). False: no live link. */
export async function revokeQuoteLink(
  db: Kysely<DB>,
  quoteId: string,
  options: { actor: string | null; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const quote = await trx.selectFrom("quotes").select(["lead_id", "number"]).where("id", "=", quoteId).executeTakeFirst();
    if (!quote) return false;
    const result = await trx
      .updateTable("quotes")
      .set({ token_revoked_at: options.now.toISOString() })
      .where("id", "=", quoteId)
      .where("token_hash", "is not", null)
      .where("token_revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (quote.lead_id)
      await recordLeadEvent(trx, {
        leadId: quote.lead_id,
        kind: QUOTE_EVENT,
        detail: `Lien du devis ${quote.number} révoqué`,
        actor: options.actor,
        at: options.now,
      });
    return true;
  });
}

async function versionRow(trx: Transaction<DB>, quoteId: string, version: number) {
  return trx
    .selectFrom("quote_versions")
    .select(["document", "document_hash"])
    .where("quote_id", "=", quoteId)
    .where("version", "=", version)
    .executeTakeFirst();
}

/** The business as the e-mails sign. */
export function businessOfMail(site: Pick<SiteConfig, "name" | "phone" | "email" | "url">) {
  return { name: site.name, phone: site.phone, email: site.email, website: site.url };
}
