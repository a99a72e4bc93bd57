/**
 * The page-view counter's writes (docs/product.md#statistics, decision 025): a batch added to the
 * day's rows in one transaction, the visitors the database did not know counted once, and what a
 * day already holds read back when an instance starts counting it.
 */
import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/schema";
import type { StoredDay } from "./daily-budget";
import type { PageView } from "./page-views";
import { addViews, DIMENSION_ENTRIES, totalKey, type Batch, type DetailedCount, type TotalCount } from "./page-view-batch";

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 500;

/** The values, detailed rows and visitor keys the database holds for `day`. */
export async function storedDay(trx: Transaction<DB>, day: string): Promise<StoredDay> {
  const count = (table: "page_views_daily" | "analytics_visitors") =>
    trx
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .where("day", "=", day)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  const values = await trx
    .selectFrom("page_view_totals")
    .select(["dimension", "value"])
    .where("day", "=", day)
    .where("dimension", "in", ["path", "referrer", "campaign", "source"])
    .execute();
  return { values, combinations: await count("page_views_daily"), visitors: await count("analytics_visitors") };
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) out.push(items.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

export async function writeBatch(trx: Transaction<DB>, batch: Batch): Promise<void> {
  // the visitors the database did not know yet: those count, on the rows of their first view
  const counted = new Set<string>();
  for (const part of chunks(batch.newVisitors.map(({ day, key }) => ({ day, visitor: key })))) {
    const inserted = await trx
      .insertInto("analytics_visitors")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "visitor"]).doNothing())
      .returning(["day", "visitor"])
      .execute();
    for (const row of inserted) counted.add(`${row.day}\t${row.visitor}`);
  }
  // added to copies: a failed transaction puts the batch back as it was
  const detailed = new Map([...batch.detailed].map(([key, row]) => [key, { ...row, visitors: 0 }]));
  const totals = new Map([...batch.totals].map(([key, total]) => [key, { ...total, visitors: 0 }]));
  for (const visitor of batch.newVisitors) {
    if (!counted.has(`${visitor.day}\t${visitor.key}`)) continue;
    detailed.get(visitor.detailedKey)!.visitors += 1;
    for (const [dimension, valueOf] of DIMENSION_ENTRIES)
      totals.get(totalKey(dimension, visitor.day, valueOf(visitor.view)))!.visitors += 1;
  }
  await writeCounts(trx, [...detailed.values()], [...totals.values()]);

  for (const part of chunks([...batch.events.values()])) {
    await trx
      .insertInto("visitor_events")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "event", "path"]).doUpdateSet({ count: sql<number>`visitor_events.count + excluded.count` }),
      )
      .execute();
  }
}

/** Views and visitors to add to one row of the day's aggregates. */
export interface ViewCounts {
  day: string;
  view: PageView;
  views: number;
  visitors: number;
}

/**
 * Adds counts to the detailed rows (page_views_daily) and to each
 * dimension's totals (page_view_totals). Call it inside a transaction.
 */
export async function addViewCounts(trx: Transaction<DB>, rows: readonly ViewCounts[]): Promise<void> {
  const batch = { detailed: new Map<string, DetailedCount>(), totals: new Map<string, TotalCount>() };
  for (const row of rows) {
    const detailedKey = addViews(batch, row.day, row.view, row.view, row.views);
    batch.detailed.get(detailedKey)!.visitors += row.visitors;
    for (const [dimension, valueOf] of DIMENSION_ENTRIES)
      batch.totals.get(totalKey(dimension, row.day, valueOf(row.view)))!.visitors += row.visitors;
  }
  await writeCounts(trx, [...batch.detailed.values()], [...batch.totals.values()]);
}

/**
 * Adds counts to the detailed rows and the totals, with upserts that add:
 * several instances' flushes add up. Each row appears once (one statement may
 * not update a row twice).
 */
async function writeCounts(
  trx: Transaction<DB>,
  detailed: readonly DetailedCount[],
  totals: readonly TotalCount[],
): Promise<void> {
  const detailedRows = detailed.map(({ day, view, views, visitors }) => ({
    day,
    path: view.path,
    referrer_host: view.referrerHost,
    campaign: view.campaign,
    source: view.source,
    device: view.device,
    views,
    visitors,
  }));
  for (const part of chunks(detailedRows)) {
    await trx
      .insertInto("page_views_daily")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "path", "referrer_host", "campaign", "source", "device"]).doUpdateSet({
          views: sql<number>`page_views_daily.views + excluded.views`,
          visitors: sql<number>`page_views_daily.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
  for (const part of chunks([...totals])) {
    await trx
      .insertInto("page_view_totals")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["dimension", "day", "value"]).doUpdateSet({
          views: sql<number>`page_view_totals.views + excluded.views`,
          visitors: sql<number>`page_view_totals.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
}
