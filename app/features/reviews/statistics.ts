/**
 * Visits and review requests on the statistics page (docs/product.md#statistics-visits-reviews):
 * visits booked by the owner and by the customer (by the day they were booked) and review
 * requests sent, per month of the page's period. Pure.
 */
import { frenchMonth } from "~/features/faq/review-dates";

export type VisitReviewFact = { kind: "visit-owner" | "visit-customer" | "review-asked"; day: string };

export interface VisitReviewMonth {
  /** 'YYYY-MM' */
  month: string;
  label: string;
  ownerVisits: number;
  customerVisits: number;
  reviewsAsked: number;
}

export interface VisitReviewStatistics {
  totals: { ownerVisits: number; customerVisits: number; reviewsAsked: number };
  months: VisitReviewMonth[];
}

/** The facts of the period's days, counted per month (each month of the period listed, oldest first). */
export function visitReviewStatisticsOf(facts: readonly VisitReviewFact[], days: readonly string[]): VisitReviewStatistics {
  const inPeriod = new Set(days);
  const months = new Map<string, VisitReviewMonth>();
  for (const day of days) {
    const month = day.slice(0, 7);
    if (!months.has(month))
      months.set(month, { month, label: frenchMonth(`${month}-01`), ownerVisits: 0, customerVisits: 0, reviewsAsked: 0 });
  }
  const totals = { ownerVisits: 0, customerVisits: 0, reviewsAsked: 0 };
  for (const fact of facts) {
    const row = inPeriod.has(fact.day) ? months.get(fact.day.slice(0, 7)) : undefined;
    if (!row) continue;
    const key = fact.kind === "visit-owner" ? "ownerVisits" : fact.kind === "visit-customer" ? "customerVisits" : "reviewsAsked";
    row[key]++;
    totals[key]++;
  }
  return { totals, months: [...months.values()] };
}
