/**
 * What the statistics page shows, read from the aggregates
 * (docs/product.md#statistics): a handful of range queries on
 * `page_view_totals` (one row per day and value), the day's phone taps and
 * the quote requests of the period.
 */
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { parisIsoDay } from "~/lib/dates";
import { pageTitles } from "./page-titles.server";
import {
  conversionRows,
  daysOfPeriod,
  parisDayStart,
  type ConversionRow,
  type DailyRow,
  type Period,
  type RankedRow,
} from "./statistics";

const TOP_ROWS = 10;

export interface Statistics {
  period: Period;
  days: DailyRow[];
  totals: { views: number; visitors: number; calls: number; quotes: number };
  pages: RankedRow[];
  referrers: RankedRow[];
  campaigns: RankedRow[];
  sources: RankedRow[];
  devices: RankedRow[];
  byLandingPage: ConversionRow[];
  byCampaign: ConversionRow[];
}

type Dimension = "total" | "path" | "referrer" | "campaign" | "source" | "device";

async function ranked(
  db: Kysely<DB>,
  dimension: Dimension,
  first: string,
  last: string,
  limit: number | null,
): Promise<RankedRow[]> {
  let query = db
    .selectFrom("page_view_totals")
    .select(({ fn }) => ["value", fn.sum<number>("views").as("views"), fn.sum<number>("visitors").as("visitors")])
    .where("dimension", "=", dimension)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .where("value", "<>", "")
    .groupBy("value")
    .orderBy("views", "desc")
    .orderBy("value");
  if (limit !== null) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
}

/** The period's phone taps (to be summed per day or per page). */
function tapsOf(db: Kysely<DB>, first: string, last: string) {
  return db.selectFrom("visitor_events").where("event", "=", "appel").where("day", ">=", first).where("day", "<=", last);
}

/** The period's statistics as of `now`. */
export async function readStatistics(period: Period, now: Date, db: Kysely<DB> = getDatabase().db): Promise<Statistics> {
  const dayList = daysOfPeriod(period, now);
  const first = dayList[0]!;
  const last = dayList[dayList.length - 1]!;

  // every page and campaign: the conversions need their visitors, the rankings their first rows
  const [dailyRows, allPages, referrers, allCampaigns, sources, devices, callsByDay, callsPerPath, leads] = await Promise.all([
    db
      .selectFrom("page_view_totals")
      .select(["day", "views", "visitors"])
      .where("dimension", "=", "total")
      .where("day", ">=", first)
      .where("day", "<=", last)
      .execute(),
    ranked(db, "path", first, last, null),
    ranked(db, "referrer", first, last, TOP_ROWS),
    ranked(db, "campaign", first, last, null),
    ranked(db, "source", first, last, TOP_ROWS),
    ranked(db, "device", first, last, null),
    tapsOf(db, first, last)
      .select(({ fn }) => ["day", fn.sum<number>("count").as("count")])
      .groupBy("day")
      .execute(),
    tapsOf(db, first, last)
      .select(({ fn }) => ["path", fn.sum<number>("count").as("count")])
      .groupBy("path")
      .execute(),
    db
      .selectFrom("leads")
      .select(["created_at", "landing_path", "utm_campaign"])
      .where("spam", "=", false)
      .where("created_at", ">=", parisDayStart(first).toISOString())
      .execute(),
  ]);

  const byDay = new Map<string, DailyRow>(dayList.map((day) => [day, { day, views: 0, visitors: 0, calls: 0, quotes: 0 }]));
  for (const row of dailyRows) {
    const daily = byDay.get(row.day);
    if (daily) Object.assign(daily, { views: Number(row.views), visitors: Number(row.visitors) });
  }
  for (const row of callsByDay) {
    const daily = byDay.get(row.day);
    if (daily) daily.calls = Number(row.count);
  }
  const callsByPath = new Map(callsPerPath.map((row) => [row.path, Number(row.count)]));
  const quotesByPath = new Map<string, number>();
  const quotesByCampaign = new Map<string, number>();
  for (const lead of leads) {
    const daily = byDay.get(parisIsoDay(new Date(lead.created_at)));
    if (!daily) continue;
    daily.quotes += 1;
    if (lead.landing_path) quotesByPath.set(lead.landing_path, (quotesByPath.get(lead.landing_path) ?? 0) + 1);
    // campaigns are counted lower-cased, as page views record them
    const campaign = lead.utm_campaign?.trim().toLowerCase();
    if (campaign) quotesByCampaign.set(campaign, (quotesByCampaign.get(campaign) ?? 0) + 1);
  }

  const days = [...byDay.values()];
  const sum = (pick: (row: DailyRow) => number) => days.reduce((total, row) => total + pick(row), 0);
  const pages = allPages.slice(0, TOP_ROWS);
  const byLandingPage = conversionRows(new Map(allPages.map((r) => [r.value, r.views])), quotesByPath, callsByPath);
  const titles = await pageTitles(new Set([...pages, ...byLandingPage].map((row) => row.value)), db);
  const titled = <Row extends { value: string }>(row: Row): Row => {
    const title = titles.get(row.value);
    return title ? { ...row, title } : row;
  };
  return {
    period,
    days,
    totals: {
      views: sum((r) => r.views),
      visitors: sum((r) => r.visitors),
      calls: sum((r) => r.calls),
      quotes: sum((r) => r.quotes),
    },
    pages: pages.map(titled),
    referrers,
    campaigns: allCampaigns.slice(0, TOP_ROWS),
    sources,
    devices,
    byLandingPage: byLandingPage.map(titled),
    byCampaign: conversionRows(new Map(allCampaigns.map((r) => [r.value, r.views])), quotesByCampaign, null),
  };
}
