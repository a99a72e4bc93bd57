/** What the lead page's 'Chantier' panel shows (docs/product.md#review-requests). */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { parisToday } from "~/features/faq/review-dates";
import { projectLabelOf, type LeadView } from "~/features/leads/format";
import { scheduleOf } from "~/lib/business-hours";
import type { Clock } from "~/lib/clock";
import { isOptedOut, loadJobCompletion } from "./completion.server";
import type { ReviewPanelData } from "./panel-state";
import { reviewRequestMoment } from "./request-schedule";

export async function loadReviewPanel(lead: LeadView, clock: Clock, db: Kysely<DB> = getDb()): Promise<ReviewPanelData> {
  const [completion, optedOut, site] = await Promise.all([
    loadJobCompletion(lead.id, db),
    lead.email ? isOptedOut(lead.email, db) : Promise.resolve(false),
    loadBusinessSettings(db),
  ]);
  const today = parisToday(clock);
  const lastInitial = lead.lastName.trim().charAt(0).toUpperCase();
  const project = lead.project ? projectLabelOf(lead) : "";
  return {
    leadId: lead.id,
    won: lead.status === "gagne",
    today,
    jobDoneOn: completion?.jobDoneOn ?? null,
    reviewRequestOff: completion?.reviewRequestOff ?? false,
    reviewRequestedAt: completion?.reviewRequestedAt ?? null,
    optedOut,
    hasEmail: lead.email.trim() !== "",
    hasReviewUrl: site.reviewRequest.googleReviewUrl !== "",
    delayDays: site.reviewRequest.delayDays,
    plannedAt: completion?.jobDoneOn
      ? (reviewRequestMoment(scheduleOf(site), completion.jobDoneOn, site.reviewRequest.delayDays)?.toISOString() ?? null)
      : null,
    testimonial: {
      name: `${lead.firstName.trim()}${lastInitial ? ` ${lastInitial}.` : ""}`.trim().slice(0, 80),
      project: [project, lead.city.trim()].filter(Boolean).join(" · ").slice(0, 160),
      workDate: completion?.jobDoneOn ?? today,
      reviewDate: today,
      source: "google",
    },
  };
}
