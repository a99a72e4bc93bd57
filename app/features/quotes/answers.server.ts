/**
 * The customer's answers on the devis page (docs/product.md#devis-answers): accept (the evidence of a
 * simple electronic signature: docs/decisions/040-devis-electronic-acceptance.md), refuse, ask a
 * question, withdraw. Each is one transaction with the request's status, its timeline and the e-mails
 * it sends; each re-reads the devis inside it, so a second signature, an expired devis or an older
 * version is explained and changes nothing.
 */
import type { Kysely, Transaction } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { applyStatus, recordLeadEvent } from "~/features/leads/pipeline.server";
import { deliverQueuedMail, queueMail, type MailPayload } from "~/features/mail/send.server";
import { pushToAdmins } from "~/features/push/send.server";
import { formatEuros } from "~/lib/euro-amount";
import { logger } from "~/lib/logger.server";
import { quoteAdminUrl } from "./admin-url.server";
import { usesReducedVat } from "./content";
import type { QuoteDocument } from "./document";
import { quoteLinkUrl } from "./link.server";
import {
  ANSWER_MESSAGES,
  acceptErrors,
  questionErrors,
  refuseErrors,
  withdrawErrors,
  withdrawalEndsAt,
  WITHDRAWAL_DAYS,
  type AnswerFieldErrors,
  type AnswerValues,
} from "./online/answer-form";
import { quotePdfAttachment } from "./pdf-attachment.server";
import type { LinkedQuote } from "./public-page.server";
import {
  quoteAcceptedCustomerMail,
  quoteAcceptedOwnerMail,
  quoteQuestionOwnerMail,
  quoteRefusedOwnerMail,
  quoteWithdrawnMail,
  type ComposedQuoteMail,
  type QuoteMailFacts,
} from "./quote-mails";
import { businessOfMail, QUOTE_EVENT } from "./sending.server";
import { quoteStateOf } from "./states";
import { computeQuoteTotals } from "./totals";
import { parseQuoteDocument } from "./version-facts.server";

export type AnswerResult =
  { ok: true; message: string } | { ok: false; status: number; message: string; errors?: AnswerFieldErrors };

export interface AnswerContext {
  db: Kysely<DB>;
  now: Date;
  site: SiteConfig;
}

/** What the server sees of the signer: the evidence kept with a signature. */
export interface SignerEvidence {
  ip: string;
  userAgent: string;
}

export const QUOTE_MAIL_KINDS = {
  acceptedCustomer: "quote_accepted_customer",
  acceptedOwner: "quote_accepted_owner",
  refusedOwner: "quote_refused_owner",
  questionOwner: "quote_question_owner",
  withdrawnCustomer: "quote_withdrawn_customer",
  withdrawnOwner: "quote_withdrawn_owner",
} as const;

const USER_AGENT_MAX = 500;

const refusal = (status: number, message: string, errors?: AnswerFieldErrors): AnswerResult => ({
  ok: false,
  status,
  message,
  ...(errors ? { errors } : {}),
});

interface Current {
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
async function currentOf(trx: Transaction<DB>, quoteId: string): Promise<Current | null> {
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
function answeredRefusal(current: Current, now: Date): AnswerResult | null {
  if (current.status === "accepted") return refusal(409, ANSWER_MESSAGES.alreadyAccepted);
  if (current.status === "refused") return refusal(409, ANSWER_MESSAGES.alreadyRefused);
  if (current.status === "withdrawn") return refusal(409, ANSWER_MESSAGES.alreadyWithdrawn);
  if (quoteStateOf(current, now) === "expired") return refusal(409, ANSWER_MESSAGES.expired);
  return null;
}

function factsOf(current: Current, site: SiteConfig, tickedOptions: readonly string[] = []): QuoteMailFacts {
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

async function queue(
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

async function moveLead(
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

/** 'Accepter': the signature of the version shown, with its evidence. */
export async function acceptQuote(
  context: AnswerContext,
  quote: LinkedQuote,
  values: AnswerValues,
  evidence: SignerEvidence,
): Promise<AnswerResult> {
  const { now, site } = context;
  const result = await context.db.transaction().execute(async (trx): Promise<AnswerResult> => {
    const current = await currentOf(trx, quote.id);
    if (!current) return refusal(404, ANSWER_MESSAGES.unknown);
    const refused = answeredRefusal(current, now);
    if (refused) return refused;
    if (values.version !== current.version) return refusal(409, ANSWER_MESSAGES.oldVersion);
    const { content } = current.document;
    const errors = acceptErrors(values, usesReducedRate(current.document));
    if (Object.keys(errors).length > 0) return refusal(400, ANSWER_MESSAGES.fix, errors);

    const optionalIds = content.sections.flatMap((s) => s.lines.filter((l) => l.optional).map((l) => l.id));
    const tickedOptions = optionalIds.filter((id) => values.options.includes(id));
    const acceptedAt = now.toISOString();
    const updated = await trx
      .updateTable("quotes")
      .set({ status: "accepted", answered_at: acceptedAt })
      .where("id", "=", quote.id)
      .where("status", "=", "sent")
      .where("current_version", "=", current.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return refusal(409, ANSWER_MESSAGES.alreadyAccepted);
    await trx
      .insertInto("quote_acceptances")
      .values({
        quote_id: quote.id,
        version: current.version,
        signer_name: values.signerName,
        accepted_at: acceptedAt,
        ip: evidence.ip,
        user_agent: evidence.userAgent.slice(0, USER_AGENT_MAX),
        document_hash: current.documentHash,
        ticked_options: JSON.stringify(tickedOptions),
        reduced_vat_statement: values.reducedVat && usesReducedRate(current.document),
      })
      .execute();

    const facts = factsOf(current, site, tickedOptions);
    await moveLead(
      trx,
      current,
      { status: "gagne", lostReason: null },
      `Devis ${current.number} accepté en ligne par ${values.signerName} (version ${current.version}, ${formatEuros(facts.ttcCents)} TTC)`,
      values.signerName,
      now,
    );
    const optionNames = content.sections.flatMap((s) =>
      s.lines.filter((l) => tickedOptions.includes(l.id)).map((l) => l.designation),
    );
    const mailFacts = {
      ...facts,
      signerName: values.signerName,
      acceptedAt,
      options: optionNames,
      linkUrl: current.tokenNonce ? quoteLinkUrl(quote.id, current.tokenNonce, site.url) : null,
      adminUrl: quoteAdminUrl(quote.id, site.url),
      withdrawalDays: WITHDRAWAL_DAYS,
    };
    const attachments = [quotePdfAttachment(quote.id, current.number, current.version, true)];
    await queue(trx, context, current, QUOTE_MAIL_KINDS.acceptedCustomer, quoteAcceptedCustomerMail(mailFacts), {
      to: content.customer.email,
      attachments,
    });
    await queue(trx, context, current, QUOTE_MAIL_KINDS.acceptedOwner, quoteAcceptedOwnerMail(mailFacts), {
      replyTo: { name: content.customer.name, address: content.customer.email },
      attachments,
    });
    return { ok: true, message: ANSWER_MESSAGES.accepted };
  });
  if (result.ok) deliverQueuedMail();
  return result;
}

/** 'Refuser', with an optional reason: the request is lost ('Devis refusé'), the owner told. */
export async function refuseQuote(context: AnswerContext, quote: LinkedQuote, values: AnswerValues): Promise<AnswerResult> {
  const { now, site } = context;
  const result = await context.db.transaction().execute(async (trx): Promise<AnswerResult> => {
    const current = await currentOf(trx, quote.id);
    if (!current) return refusal(404, ANSWER_MESSAGES.unknown);
    const refused = answeredRefusal(current, now);
    if (refused) return refused;
    const errors = refuseErrors(values);
    if (Object.keys(errors).length > 0) return refusal(400, ANSWER_MESSAGES.fix, errors);
    const updated = await trx
      .updateTable("quotes")
      .set({ status: "refused", answered_at: now.toISOString(), refusal_reason: values.reason || null })
      .where("id", "=", quote.id)
      .where("status", "=", "sent")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return refusal(409, ANSWER_MESSAGES.alreadyRefused);
    const reason = values.reason ? `\u00a0: «\u00a0${values.reason}\u00a0»` : "";
    await moveLead(
      trx,
      current,
      { status: "perdu", lostReason: "devis-refuse" },
      `Devis ${current.number} refusé en ligne par le client${reason}`,
      current.document.content.customer.name,
      now,
    );
    const facts = factsOf(current, site);
    await queue(
      trx,
      context,
      current,
      QUOTE_MAIL_KINDS.refusedOwner,
      quoteRefusedOwnerMail({ ...facts, reason: values.reason, adminUrl: quoteAdminUrl(quote.id, site.url) }),
      { replyTo: { name: current.document.content.customer.name, address: current.document.content.customer.email } },
    );
    return { ok: true, message: ANSWER_MESSAGES.refused };
  });
  if (result.ok) deliverQueuedMail();
  return result;
}

/** 'Poser une question': the request's timeline, an e-mail to the owner (Reply-To the customer) and an alert on his phone. */
export async function askQuestion(context: AnswerContext, quote: LinkedQuote, values: AnswerValues): Promise<AnswerResult> {
  const { now, site } = context;
  const errors = questionErrors(values);
  if (Object.keys(errors).length > 0) return refusal(400, ANSWER_MESSAGES.fix, errors);
  let pushed: { number: string; customerName: string } | null = null;
  const result = await context.db.transaction().execute(async (trx): Promise<AnswerResult> => {
    const current = await currentOf(trx, quote.id);
    if (!current) return refusal(404, ANSWER_MESSAGES.unknown);
    const { customer } = current.document.content;
    if (current.leadId)
      await recordLeadEvent(trx, {
        leadId: current.leadId,
        kind: QUOTE_EVENT,
        detail: `Question du client sur le devis ${current.number}\u00a0: «\u00a0${values.question}\u00a0»`,
        actor: customer.name,
        at: now,
      });
    await queue(
      trx,
      context,
      current,
      QUOTE_MAIL_KINDS.questionOwner,
      quoteQuestionOwnerMail({
        ...factsOf(current, site),
        question: values.question,
        adminUrl: quoteAdminUrl(quote.id, site.url),
        customerEmail: customer.email,
        customerPhone: customer.phone,
      }),
      { replyTo: { name: customer.name, address: customer.email } },
    );
    pushed = { number: current.number, customerName: customer.name };
    return { ok: true, message: ANSWER_MESSAGES.asked };
  });
  if (result.ok) {
    deliverQueuedMail();
    const alert = pushed as { number: string; customerName: string } | null;
    if (alert)
      // the question is stored and mailed: an alert that fails changes nothing of that
      await pushToAdmins(
        {
          title: `Question sur le devis ${alert.number} — ${alert.customerName}`,
          body: values.question,
          tag: `quote-question:${quote.id}`,
          url: quoteAdminUrl(quote.id, site.url),
        },
        { db: context.db, clock: () => now.getTime() },
      ).catch((error: unknown) => logger.error({ err: error }, "quote question: push failed"));
  }
  return result;
}

/** 'Me rétracter': within 14 days of the signature, the contract is cancelled; both are told. */
export async function withdrawQuote(context: AnswerContext, quote: LinkedQuote, values: AnswerValues): Promise<AnswerResult> {
  const { now, site } = context;
  const result = await context.db.transaction().execute(async (trx): Promise<AnswerResult> => {
    const current = await currentOf(trx, quote.id);
    if (!current) return refusal(404, ANSWER_MESSAGES.unknown);
    if (current.status === "withdrawn") return refusal(409, ANSWER_MESSAGES.alreadyWithdrawn);
    if (current.status !== "accepted") return refusal(409, ANSWER_MESSAGES.notAcceptedYet);
    const acceptance = await trx
      .selectFrom("quote_acceptances")
      .select(["accepted_at", "ticked_options"])
      .where("quote_id", "=", quote.id)
      .executeTakeFirst();
    if (!acceptance || withdrawalEndsAt(toIso(acceptance.accepted_at)) <= now)
      return refusal(409, ANSWER_MESSAGES.withdrawalOver);
    const errors = withdrawErrors(values);
    if (Object.keys(errors).length > 0) return refusal(400, ANSWER_MESSAGES.fix, errors);
    const withdrawnAt = now.toISOString();
    const updated = await trx
      .updateTable("quotes")
      .set({ status: "withdrawn", withdrawn_at: withdrawnAt })
      .where("id", "=", quote.id)
      .where("status", "=", "accepted")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return refusal(409, ANSWER_MESSAGES.alreadyWithdrawn);
    await moveLead(
      trx,
      current,
      { status: "perdu", lostReason: "retractation" },
      `Rétractation du client sur le devis ${current.number} (${values.signerName})`,
      values.signerName,
      now,
    );
    const ticked = JSON.parse(acceptance.ticked_options || "[]") as string[];
    const facts = {
      ...factsOf(current, site, ticked),
      signerName: values.signerName,
      withdrawnAt,
      adminUrl: quoteAdminUrl(quote.id, site.url),
    };
    const { customer } = current.document.content;
    await queue(trx, context, current, QUOTE_MAIL_KINDS.withdrawnCustomer, quoteWithdrawnMail(facts, "customer"), {
      to: customer.email,
    });
    await queue(trx, context, current, QUOTE_MAIL_KINDS.withdrawnOwner, quoteWithdrawnMail(facts, "owner"), {
      replyTo: { name: customer.name, address: customer.email },
    });
    return { ok: true, message: ANSWER_MESSAGES.withdrawn };
  });
  if (result.ok) deliverQueuedMail();
  return result;
}

const usesReducedRate = (document: QuoteDocument) => usesReducedVat(document.content);
