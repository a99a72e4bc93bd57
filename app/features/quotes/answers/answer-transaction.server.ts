/**
 * What every answer of the customer on the devis page shares (docs/product.md#devis-answers): each is
 * one transaction that re-reads the devis inside it (`currentOf`), so a second signature, an expired
 * devis or an older version is explained and changes nothing; the request's status and timeline move
 * with it (`moveLead`) and its e-mails are queued in it (`queueAnswerMail`), sent once it is committed.
 */
import type { Kysely, Transaction } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { applyStatus, recordLeadEvent } from "~/features/leads/pipeline.server";
import { queueMail, type MailPayload } from "~/features/mail/send.server";
import type { QuoteDocument } from "../document";
import { ANSWER_MESSAGES, type AnswerFieldErrors } from "../online/answer-form";
import type { ComposedQuoteMail, QuoteMailFacts } from "../quote-mails";
import { businessOfMail, QUOTE_EVENT } from "../sending.server";
import { quoteStateOf } from "../states";
import { computeQuoteTotals } from "../totals";
import { parseQuoteDocument } from "../version-facts.server";

export type AnswerResult =
  { ok: true; message: string } | { ok: false; status: number; message: string; errors?: AnswerFieldErrors };

export interface AnswerContext {
  db: Kysely<DB>;
  now: Date;
  site: SiteConfig;
}

/** The kinds of the e-mails the answers queue. */
export const QUOTE_MAIL_KINDS = {
  acceptedCustomer: "quote_accepted_customer",
  acceptedOwner: "quote_accepted_owner",
  refusedOwner: "quote_refused_owner",
  questionOwner: "quote_question_owner",
  withdrawnCustomer: "quote_withdrawn_customer",
  withdrawnOwner: "quote_withdrawn_owner",
} as const;

export const refusal = (status: number, message: string, errors?: AnswerFieldErrors): AnswerResult => ({
  ok: false,
  status,
  message,
  ...(errors ? { errors } : {}),
});

export interface Current {
  status: string;
  leadId: string | null;
  number: string;
  version: number;
  validUntil: string | null;
  viewedAt: string | null;
  document: QuoteDocument;
  documentHash: string;
  tokenNonce: string | null;
}

/** The devis as it is now, inside the transaction (null: its version cannot be read). */
export async function currentOf(trx: Transaction<DB>, quoteId: string): Promise<Current | null> {
  const quote = await trx
    .selectFrom("quotes")
    .select(["status", "lead_id", "number", "current_version", "valid_until", "viewed_at", "token_nonce"])
    .where("id", "=", quoteId)
    .executeTakeFirst();
  if (!quote || quote.current_version === null) return null;
  const version = await trx
    .selectFrom("quote_versions")
    .select(["document", "document_hash"])
    .where("quote_id", "=", quoteId)
    .where("version", "=", Number(quote.current_version))
    .executeTakeFirst();
  const document = version ? parseQuoteDocument(version.document) : null;
  if (!version || !document) return null;
  return {
    status: quote.status,
    leadId: quote.lead_id,
    number: quote.number,
    version: Number(quote.current_version),
    validUntil: quote.valid_until,
    viewedAt: quote.viewed_at ? toIso(quote.viewed_at) : null,
    document,
    documentHash: version.document_hash,
    tokenNonce: quote.token_nonce,
  };
}

/** Why a devis cannot be answered now, or null when it can. */
export function answeredRefusal(current: Current, now: Date): AnswerResult | null {
  if (current.status === "accepted") return refusal(409, ANSWER_MESSAGES.alreadyAccepted);
  if (current.status === "refused") return refusal(409, ANSWER_MESSAGES.alreadyRefused);
  if (current.status === "withdrawn") return refusal(409, ANSWER_MESSAGES.alreadyWithdrawn);
  if (quoteStateOf(current, now) === "expired") return refusal(409, ANSWER_MESSAGES.expired);
  return null;
}

export function factsOf(current: Current, site: SiteConfig, tickedOptions: readonly string[] = []): QuoteMailFacts {
  const { content } = current.document;
  return {
    number: current.number,
    version: current.version,
    title: content.title,
    customerName: content.customer.name,
    ttcCents: computeQuoteTotals(content, tickedOptions).ttcCents,
    validUntil: current.document.validUntil,
    business: businessOfMail(site),
  };
}

export async function queueAnswerMail(
  trx: Transaction<DB>,
  context: AnswerContext,
  current: Current,
  kind: string,
  mail: ComposedQuoteMail,
  extra: Partial<MailPayload>,
): Promise<void> {
  await queueMail(
    trx,
    {
      kind,
      leadId: current.leadId,
      now: context.now.toISOString(),
      payload: {
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: { name: context.site.name, address: context.site.email },
        messageId: `<${kind}-${crypto.randomUUID()}@${new URL(context.site.url).hostname}>`,
        ...extra,
      },
    },
    () => context.now.getTime(),
  );
}

export async function moveLead(
  trx: Transaction<DB>,
  current: Current,
  change: { status: "gagne" | "perdu"; lostReason: "devis-refuse" | "retractation" | null },
  detail: string,
  actor: string,
  now: Date,
): Promise<void> {
  if (!current.leadId) return;
  await applyStatus(trx, current.leadId, change, actor, now);
  await recordLeadEvent(trx, { leadId: current.leadId, kind: QUOTE_EVENT, detail, actor, at: now });
}
