/**
 * What the page-view counter gathers between two flushes (docs/product.md#statistics): the
 * detailed rows, each dimension's totals, the visitors first met and the tap events, keyed so that
 * a view adds to what is there. Pure.
 */
import type { VisitorEvent } from "./events";
import type { PageView } from "./page-views";

/** Views and visitors of one detailed row (page_views_daily) of a day. */
export interface DetailedCount {
  day: string;
  view: PageView;
  views: number;
  visitors: number;
}

/** Views and visitors of one value of one dimension of a day (page_view_totals). */
export interface TotalCount {
  dimension: string;
  day: string;
  value: string;
  views: number;
  visitors: number;
}

/** A key first met by this instance, not yet written, and the rows it counts on if the database did not have it. */
export interface NewVisitor {
  day: string;
  key: string;
  detailedKey: string;
  view: PageView;
}

/**
 * What was counted since the last flush. Its size follows the day's budgets, whatever the
 * traffic: detailed rows and totals are keyed by values under their names for the day, visitors
 * by the day's cap.
 */
export interface Batch {
  detailed: Map<string, DetailedCount>;
  totals: Map<string, TotalCount>;
  newVisitors: NewVisitor[];
  events: Map<string, { day: string; event: VisitorEvent; path: string; count: number }>;
}

export const emptyBatch = (): Batch => ({ detailed: new Map(), totals: new Map(), newVisitors: [], events: new Map() });

/** A detailed row's key: the day and every dimension of the view. */
const rowKey = (day: string, view: PageView) =>
  `${day}\t${view.path}\t${view.referrerHost}\t${view.campaign}\t${view.source}\t${view.device}`;

/** The dimensions the statistics page reads alone (page_view_totals). */
const DIMENSIONS = {
  total: () => "",
  path: (view: PageView) => view.path,
  referrer: (view: PageView) => view.referrerHost,
  campaign: (view: PageView) => view.campaign,
  source: (view: PageView) => view.source,
  device: (view: PageView) => view.device,
} as const;
export const DIMENSION_ENTRIES = Object.entries(DIMENSIONS);

export const totalKey = (dimension: string, day: string, value: string) => `${dimension}\t${day}\t${value}`;

/** Adds `views` to a view's detailed row and to each of its dimensions' totals. */
export function addViews(
  batch: Pick<Batch, "detailed" | "totals">,
  day: string,
  view: PageView,
  detailedView: PageView,
  views: number,
): string {
  const detailedKey = rowKey(day, detailedView);
  const detailed = batch.detailed.get(detailedKey);
  if (detailed) detailed.views += views;
  else batch.detailed.set(detailedKey, { day, view: detailedView, views, visitors: 0 });
  for (const [dimension, valueOf] of DIMENSION_ENTRIES) {
    const value = valueOf(view);
    const key = totalKey(dimension, day, value);
    const total = batch.totals.get(key);
    if (total) total.views += views;
    else batch.totals.set(key, { dimension, day, value, views, visitors: 0 });
  }
  return detailedKey;
}
