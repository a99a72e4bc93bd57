/**
 * 'Accepter': the customer signs the version shown, and the evidence of that simple electronic
 * signature is kept with it (docs/decisions/040-devis-electronic-acceptance.md).
 */
import { deliverQueuedMail } from "~/features/mail/send.server";
import { formatEuros } from "~/lib/euro-amount";
import { quoteAdminUrl } from "../admin-url.server";
import { usesReducedVat } from "../content";
import type { QuoteDocument } from "../document";
import { quoteLinkUrl } from "../link.server";
import { ANSWER_MESSAGES, acceptErrors, WITHDRAWAL_DAYS, type AnswerValues } from "../online/answer-form";
import { quotePdfAttachment } from "../pdf-attachment.server";
import type { LinkedQuote } from "../public-page.server";
import { quoteAcceptedCustomerMail, quoteAcceptedOwnerMail } from "../quote-mails";
import {
  answeredRefusal,
  currentOf,
  factsOf,
  moveLead,
  queueAnswerMail,
  QUOTE_MAIL_KINDS,
  refusal,
  type AnswerContext,
  type AnswerResult,
} from "./answer-transaction.server";

/** What the server sees of the signer: the evidence kept with a signature. */
export interface SignerEvidence {
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX = 500;

const usesReducedRate = (document: QuoteDocument) => usesReducedVat(document.content);

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
    await queueAnswerMail(trx, context, current, QUOTE_MAIL_KINDS.acceptedCustomer, quoteAcceptedCustomerMail(mailFacts), {
      to: content.customer.email,
      attachments,
    });
    await queueAnswerMail(trx, context, current, QUOTE_MAIL_KINDS.acceptedOwner, quoteAcceptedOwnerMail(mailFacts), {
      replyTo: { name: content.customer.name, address: content.customer.email },
      attachments,
    });
    return { ok: true, message: ANSWER_MESSAGES.accepted };
  });
  if (result.ok) deliverQueuedMail();
  return result;
}
