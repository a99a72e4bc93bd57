/** The visits booked and the review requests sent over a statistics period (docs/product.md#statistics-visits-reviews). */
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { parisDayStart } from "~/features/analytics/statistics";
import { parisIsoDay } from "~/lib/dates";
import { visitReviewStatisticsOf, type VisitReviewFact, type VisitReviewStatistics } from "./statistics";

const dayOf = (value: string | Date) => parisIsoDay(new Date(toIso(value)));

/** The figures over `days` (the period's Paris days, oldest first). */
export async function readVisitReviewStatistics(
  days: readonly string[],
  db: Kysely<DB> = getDatabase().db,
): Promise<VisitReviewStatistics> {
  const first = days[0];
  if (!first) return visitReviewStatisticsOf([], days);
  const since = parisDayStart(first).toISOString();
  const [visits, asked] = await Promise.all([
    db.selectFrom("visits").select(["created_at", "booked_by"]).where("created_at", ">=", since).execute(),
    db
      .selectFrom("lead_job_completions")
      .select("review_requested_at")
      .where("review_requested_at", "is not", null)
      .where("review_requested_at", ">=", since)
      .execute(),
  ]);
  const facts: VisitReviewFact[] = [
    ...visits.map((v) => ({
      kind: v.booked_by === "customer" ? ("visit-customer" as const) : ("visit-owner" as const),
      day: dayOf(v.created_at),
    })),
    ...asked.flatMap((r) =>
      r.review_requested_at ? [{ kind: "review-asked" as const, day: dayOf(r.review_requested_at) }] : [],
    ),
  ];
  return visitReviewStatisticsOf(facts, days);
}
