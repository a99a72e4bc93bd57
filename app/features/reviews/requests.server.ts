/**
 * The review request (docs/product.md#review-requests): a won request whose job is done gets ONE
 * e-mail asking for a Google review, from 'Chantier terminé le' + the delay of Réglages, within the
 * opening hours. Every customer is asked, whatever the job's outcome (docs/decisions/041-review-requests.md);
 * none is sent when the owner switched it off for the request, when the address opted out, or
 * without a review link in Réglages. Once across instances and restarts: the key
 * `review-request:{leadId}` is claimed in the transaction that queues the e-mail, marks the request
 * as asked and records the timeline event, so all of them happen or none does.
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import type { DB } from "~/db/schema";
import { toBool } from "~/db/values";
import { queueMail } from "~/features/mail/send.server";
import { recordLeadEvent } from "~/features/leads/pipeline.server";
import { parisDay, scheduleOf } from "~/lib/business-hours";
import { claimJob } from "~/lib/job-claims.server";
import { isOptedOut } from "./completion.server";
import { isReviewRequestDue, REVIEW_REQUEST_LOOKBACK_DAYS, reviewRequestKey } from "./request-schedule";
import { reviewRequestMail } from "./review-mail";
import { unsubscribeUrl } from "./unsubscribe-link.server";

export const REVIEW_REQUEST_KIND = "review_request";
/** The lead's timeline event; its detail is the sentence shown. */
export const REVIEW_REQUEST_EVENT = "review_request";
export const REVIEW_REQUEST_EVENT_TEXT = "Demande d'avis envoyée";
const DAY_MS = 24 * 60 * 60_000;

export interface ReviewRequestJobSettings {
  db: Kysely<DB>;
  /** the site as Réglages leave it: hours, closures, the review link and delay, the business's contact */
  site: Pick<SiteConfig, "name" | "phone" | "email" | "url" | "openingHours" | "closures" | "reviewRequest">;
  /** SITE_URL: the unsubscribe link */
  siteUrl: string;
  /** the site's host, for Message-IDs */
  siteHost: string;
}

/** Won requests with a job done recently enough, not asked yet, not switched off (a cheap first filter). */
async function candidates(db: Kysely<DB>, delayDays: number, now: Date): Promise<string[]> {
  const latestDone = parisDay(new Date(now.getTime() - (delayDays - 1) * DAY_MS));
  const earliestDone = parisDay(new Date(now.getTime() - (delayDays + REVIEW_REQUEST_LOOKBACK_DAYS + 2) * DAY_MS));
  const rows = await db
    .selectFrom("lead_job_completions as c")
    .innerJoin("leads", "leads.id", "c.lead_id")
    .select("c.lead_id")
    .where("c.job_done_on", "is not", null)
    .where("c.job_done_on", "<=", latestDone)
    .where("c.job_done_on", ">=", earliestDone)
    .where("c.review_requested_at", "is", null)
    .where("c.review_request_off", "=", false)
    .where("leads.status", "=", "gagne")
    .where("leads.spam", "=", false)
    .where("leads.email", "<>", "")
    .orderBy("c.job_done_on")
    .orderBy("c.lead_id")
    .execute();
  return rows.map((r) => r.lead_id);
}

/** Queues the review requests due at `now`; returns how many this instance queued. */
export async function sendDueReviewRequests(settings: ReviewRequestJobSettings, now: Date): Promise<number> {
  const { googleReviewUrl, delayDays } = settings.site.reviewRequest;
  if (!googleReviewUrl) return 0;
  let queued = 0;
  for (const leadId of await candidates(settings.db, delayDays, now)) {
    if (await askOnce(settings, leadId, now)) queued++;
  }
  return queued;
}

/** Claims the request's review request and, if this instance got it and it is still due, queues it. */
async function askOnce(settings: ReviewRequestJobSettings, leadId: string, now: Date): Promise<boolean> {
  const { site } = settings;
  return settings.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("lead_job_completions as c")
      .innerJoin("leads", "leads.id", "c.lead_id")
      .select(["c.job_done_on", "c.review_request_off", "c.review_requested_at", "leads.status", "leads.spam", "leads.email"])
      .select(["leads.first_name", "leads.city"])
      .where("c.lead_id", "=", leadId)
      .executeTakeFirst();
    const stillDue =
      due?.job_done_on &&
      !due.review_requested_at &&
      !toBool(due.review_request_off) &&
      due.status === "gagne" &&
      !toBool(due.spam) &&
      due.email.trim() !== "" &&
      isReviewRequestDue(scheduleOf(site), due.job_done_on, site.reviewRequest.delayDays, now);
    // not due (yet), or no longer: nothing claimed, the next tick looks again
    if (!due || !stillDue) return false;
    // an address that opted out is never written to: no claim either, the panel says why
    if (await isOptedOut(due.email, trx)) return false;
    // the claim: it takes the write lock (SQLite) or the key's lock (PostgreSQL); the loser stops here
    if (!(await claimJob(trx, reviewRequestKey(leadId), now))) return false;
    const marked = await trx
      .updateTable("lead_job_completions")
      .set({ review_requested_at: now.toISOString(), updated_at: now.toISOString() })
      .where("lead_id", "=", leadId)
      .where("review_requested_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;

    const unsubscribe = unsubscribeUrl(leadId, settings.siteUrl);
    const mail = reviewRequestMail({
      customerFirstName: due.first_name,
      city: due.city,
      reviewUrl: site.reviewRequest.googleReviewUrl,
      unsubscribeUrl: unsubscribe,
      business: { name: site.name, phone: site.phone, email: site.email, website: site.url },
    });
    await queueMail(trx, {
      kind: REVIEW_REQUEST_KIND,
      leadId,
      now: now.toISOString(),
      payload: {
        to: due.email.trim(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // an answer reaches the business, not the sending address
        replyTo: { name: site.name.replace(/["\\\r\n]/g, ""), address: site.email },
        messageId: `<review-request-${leadId}@${settings.siteHost}>`,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "Auto-Submitted": "auto-generated",
        },
      },
    });
    await recordLeadEvent(trx, { leadId, kind: REVIEW_REQUEST_EVENT, detail: REVIEW_REQUEST_EVENT_TEXT, actor: null, at: now });
    return true;
  });
}
