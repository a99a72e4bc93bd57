import { deliverQueuedMail } from "~/features/mail/send.server";
import { quoteAdminUrl } from "../admin-url.server";
import { ANSWER_MESSAGES, refuseErrors, type AnswerValues } from "../online/answer-form";
import type { LinkedQuote } from "../public-page.server";
import { quoteRefusedOwnerMail } from "../quote-mails";
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
    await queueAnswerMail(
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
