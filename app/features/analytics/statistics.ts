/**
 * The statistics page's periods, rows and CSV (docs/product.md#statistics).
 * Pure: the page, its CSV and their tests.
 */
import { parisIsoDay } from "~/lib/dates";

export const PERIODS = [7, 30, 365] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;
/** The query parameter of the page and its CSV: ?periode=7 */
export const PERIOD_PARAMETER = "periode";

export function parsePeriod(value: string | null | undefined): Period {
  const asked = Number(value);
  return (PERIODS as readonly number[]).includes(asked) ? (asked as Period) : DEFAULT_PERIOD;
}

const DAY_MS = 86_400_000;

/** The `period` Paris days ending today, oldest first (YYYY-MM-DD). */
export function daysOfPeriod(period: Period, now: Date): string[] {
  const today = parisIsoDay(now);
  const todayUtc = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: period }, (_, i) => new Date(todayUtc - (period - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The instant a Paris day starts (Paris is one or two hours ahead of UTC). */
export function parisDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [2, 1]) {
    const candidate = new Date(midnightUtc - hours * 3_600_000);
    if (parisIsoDay(candidate) === day && parisIsoDay(new Date(candidate.getTime() - 1)) !== day) return candidate;
  }
  return new Date(midnightUtc - 3_600_000);
}

export interface DailyRow {
  day: string;
  views: number;
  visitors: number;
  calls: number;
  quotes: number;
}

export interface RankedRow {
  value: string;
  /** the page's title, for a path the site knows (docs/product.md#statistics) */
  title?: string;
  views: number;
  visitors: number;
}

export interface ConversionRow {
  /** a landing page or a campaign */
  value: string;
  /** the page's title, for a path the site knows */
  title?: string;
  /** the page's views (landing page), or the views opened by a link of the campaign */
  views: number;
  quotes: number;
  /** phone taps: counted per page (a tap carries nothing else); null for a campaign */
  calls: number | null;
  /** conversions / views, null without views; may pass 1 (docs/product.md#statistics-rates) */
  rate: number | null;
}

/**
 * One row per landing page or campaign with at least one conversion, most
 * conversions first. `calls` is null when taps cannot be tied to the rows.
 */
export function conversionRows(
  views: ReadonlyMap<string, number>,
  quotes: ReadonlyMap<string, number>,
  calls: ReadonlyMap<string, number> | null,
  limit = 20,
): ConversionRow[] {
  const values = new Set([...quotes.keys(), ...(calls?.keys() ?? [])]);
  const rows = [...values].map((value) => {
    const seen = views.get(value) ?? 0;
    const quoteCount = quotes.get(value) ?? 0;
    const callCount = calls ? (calls.get(value) ?? 0) : null;
    const conversions = quoteCount + (callCount ?? 0);
    return { value, views: seen, quotes: quoteCount, calls: callCount, rate: seen > 0 ? conversions / seen : null };
  });
  const conversionsOf = (row: ConversionRow) => row.quotes + (row.calls ?? 0);
  return rows
    .sort((a, b) => conversionsOf(b) - conversionsOf(a) || b.views - a.views || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** '12,5 %' (French), '—' without visitors. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  return `${(rate * 100).toLocaleString("fr-FR", { maximumFractionDigits: 1 })}\u00a0%`;
}

/**
 * A rate as the page shows it: never above 100 %. More conversions than views happen when
 * requests and calls come from visitors who arrived on another page or another day
 * (docs/product.md#statistics-rates); such a rate is shown as 100 % and flagged `capped`.
 */
export function shownRate(rate: number | null): { text: string; capped: boolean } {
  if (rate !== null && rate > 1) return { text: formatRate(1), capped: true };
  return { text: formatRate(rate), capped: false };
}

/** The daily table as CSV for a spreadsheet: UTF-8 with BOM, ';' separators (as the leads export). */
export function dailyRowsToCsv(rows: readonly DailyRow[]): string {
  const lines = [["jour", "pages vues", "visiteurs", "appels", "demandes"].join(";")];
  for (const row of rows) lines.push([row.day, row.views, row.visitors, row.calls, row.quotes].join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
