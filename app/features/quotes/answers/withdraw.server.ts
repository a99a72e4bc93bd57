import { toIso } from "~/db/values";
import { deliverQueuedMail } from "~/features/mail/send.server";
import { quoteAdminUrl } from "../admin-url.server";
import { ANSWER_MESSAGES, withdrawalEndsAt, withdrawErrors, type AnswerValues } from "../online/answer-form";
import type { LinkedQuote } from "../public-page.server";
import { quoteWithdrawnMail } from "../quote-mails";
import {
  currentOf,
  factsOf,
  moveLead,
  queueAnswerMail,
  QUOTE_MAIL_KINDS,
  refusal,
  type AnswerContext,
  type AnswerResult,
} from "./answer-transaction.server";

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
    await queueAnswerMail(trx, context, current, QUOTE_MAIL_KINDS.withdrawnCustomer, quoteWithdrawnMail(facts, "customer"), {
      to: customer.email,
    });
    await queueAnswerMail(trx, context, current, QUOTE_MAIL_KINDS.withdrawnOwner, quoteWithdrawnMail(facts, "owner"), {
      replyTo: { name: customer.name, address: customer.email },
    });
    return { ok: true, message: ANSWER_MESSAGES.withdrawn };
  });
  if (result.ok) deliverQueuedMail();
  return result;
}
