/**
 * The devis's figures on the statistics page (docs/product.md#statistics-devis): per Paris
 * month of the period, the devis sent, those accepted, the acceptance rate and the amount
 * signed with tax. Pure: the server gives the dated facts (statistics.server.ts), the page
 * and the tests read the rows.
 */
import { formatRate } from "~/features/analytics/statistics";
import { formatEuros } from "~/lib/euro-amount";

/** What happened on a Paris day, one fact per devis and event. */
export type QuoteFact =
  | { kind: "sent"; day: string }
  /** signed and still standing: counts as accepted and adds its amount */
  | { kind: "accepted"; day: string; ttcCents: number }
  /** refused, withdrawn after signing, or expired without an answer: decided, not accepted */
  | { kind: "not-accepted"; day: string };

export interface QuoteFigures {
  sent: number;
  accepted: number;
  /** accepted + refused + withdrawn + expired: the devis whose fate was settled */
  decided: number;
  /** accepted / decided, null when nothing was settled */
  rate: number | null;
  signedTtcCents: number;
}

export interface QuoteMonthRow extends QuoteFigures {
  /** 'YYYY-MM' */
  month: string;
}

export interface QuoteStatistics {
  totals: QuoteFigures;
  /** the months of the period, most recent first */
  months: QuoteMonthRow[];
}

const empty = (): Omit<QuoteFigures, "rate"> => ({ sent: 0, accepted: 0, decided: 0, signedTtcCents: 0 });
const withRate = <T extends Omit<QuoteFigures, "rate">>(f: T): T & { rate: number | null } => ({
  ...f,
  rate: f.decided > 0 ? f.accepted / f.decided : null,
});

/** The figures of the facts that fall within the period's days (`days`: 'YYYY-MM-DD', oldest first). */
export function quoteStatisticsOf(facts: readonly QuoteFact[], days: readonly string[]): QuoteStatistics {
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? "";
  const months = new Map<string, Omit<QuoteFigures, "rate">>();
  for (const day of days) if (!months.has(day.slice(0, 7))) months.set(day.slice(0, 7), empty());
  const totals = empty();
  for (const fact of facts) {
    if (fact.day < first || fact.day > last) continue;
    const month = months.get(fact.day.slice(0, 7));
    if (!month) continue;
    for (const figures of [month, totals]) {
      if (fact.kind === "sent") figures.sent += 1;
      else {
        figures.decided += 1;
        if (fact.kind === "accepted") {
          figures.accepted += 1;
          figures.signedTtcCents += fact.ttcCents;
        }
      }
    }
  }
  return {
    totals: withRate(totals),
    months: [...months.entries()].reverse().map(([month, figures]) => withRate({ month, ...figures })),
  };
}

/** 'Novembre 2026', or 'Nov. 2026' short. */
export function monthLabel(month: string, length: "long" | "short" = "long"): string {
  const label = new Date(`${month}-15T12:00:00Z`).toLocaleDateString("fr-FR", {
    month: length,
    year: "numeric",
    timeZone: "UTC",
  });
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The months to list: the period's, less the oldest ones before any devis (the current month stays). */
export function listedMonths(months: readonly QuoteMonthRow[]): QuoteMonthRow[] {
  let last = months.length - 1;
  while (last > 0 && months[last]!.sent + months[last]!.decided === 0) last--;
  return months.slice(0, last + 1);
}

/** '66,7 %', '—' when nothing was settled (the page's other rates are written the same way). */
export const acceptanceRateText = (rate: number | null) => formatRate(rate);

/** '12 346 €': rounded to the euro, so the figures fit a phone (the devis itself has the cents). */
export const signedAmountText = (cents: number) => formatEuros(Math.round(cents / 100) * 100);

/** The day after a last valid day: the day a devis left unanswered became expired. */
export function expiredOn(validUntil: string): string {
  const day = new Date(`${validUntil}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
