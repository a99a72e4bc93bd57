import { deliverQueuedMail } from "~/features/mail/send.server";
import { pushToAdmins } from "~/features/push/send.server";
import { recordLeadEvent } from "~/features/leads/pipeline.server";
import { logger } from "~/lib/logger.server";
import { quoteAdminUrl } from "../admin-url.server";
import { ANSWER_MESSAGES, questionErrors, type AnswerValues } from "../online/answer-form";
import type { LinkedQuote } from "../public-page.server";
import { quoteQuestionOwnerMail } from "../quote-mails";
import { QUOTE_EVENT } from "../sending.server";
import {
  currentOf,
  factsOf,
  queueAnswerMail,
  QUOTE_MAIL_KINDS,
  refusal,
  type AnswerContext,
  type AnswerResult,
} from "./answer-transaction.server";

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
    await queueAnswerMail(
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
