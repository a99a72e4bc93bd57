/**
 * The page-view counter (docs/product.md#statistics, decision 025). A request
 * only adds to counters in memory; every few seconds a flush adds them to the
 * database in one transaction (an upsert that adds counts), so several
 * instances add up and a killed process loses at most the last few seconds,
 * never part of a total.
 *
 * Visitors: a visitor's key for the day (visitor-hash.server.ts) is known to
 * this instance from its first view of the day (a Set per day); the flush
 * inserts the new keys into `analytics_visitors` and counts only those the
 * database did not have, on the row of the visitor's first view. Another
 * instance that met the same visitor first has counted them already.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { parisIsoDay } from "~/lib/dates";
import type { VisitorEvent } from "./events";
import type { PageView } from "./page-views";
import { dailyVisitorKey, newDailySalt } from "./visitor-hash.server";

/** How often the counts in memory are written. */
export const FLUSH_INTERVAL_MS = 5_000;
/**
 * Distinct rows one flush holds at most: past that (a stranger inventing a
 * campaign per request), a view keeps its page and device and loses its
 * referrer and campaign, so memory and the table stay bounded.
 */
export const MAX_ROWS_PER_FLUSH = 5_000;
/** Views waiting for their day's salt (the first seconds after start-up or midnight) at most. */
const MAX_WAITING_VIEWS = 10_000;
/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 500;

export interface CounterLogger {
  error: (object: object, message: string) => void;
}

export interface PageViewCounterOptions {
  db: () => Kysely<DB>;
  /** the site's origin, part of every visitor key */
  site: string;
  clock?: Clock;
  logger?: CounterLogger;
}

interface Row {
  day: string;
  view: PageView;
  views: number;
  /** keys first met by this instance on this row, not yet written */
  newVisitors: string[];
}

interface WaitingView {
  day: string;
  view: PageView;
  ip: string;
  userAgent: string;
}

type Batch = { rows: Map<string, Row>; events: Map<string, { day: string; event: VisitorEvent; path: string; count: number }> };

const emptyBatch = (): Batch => ({ rows: new Map(), events: new Map() });

/** A batch row's key: the day and every dimension of the view. */
const rowKey = (day: string, view: PageView) =>
  `${day}\t${view.path}\t${view.referrerHost}\t${view.campaign}\t${view.source}\t${view.device}`;

export class PageViewCounter {
  readonly #db: () => Kysely<DB>;
  readonly #site: string;
  readonly #clock: Clock;
  readonly #logger: CounterLogger | undefined;
  #batch: Batch = emptyBatch();
  #waiting: WaitingView[] = [];
  /** the salt of the current day, once read from the database */
  #salt: { day: string; value: string } | null = null;
  /** visitor keys this instance met today */
  #seen: { day: string; keys: Set<string> } = { day: "", keys: new Set() };
  #dayCache = { day: "", checkedAt: -Infinity };
  /**
   * Keys computed since the last flush, by address and user agent: a visitor's next pages skip the
   * hash. Emptied at every flush, so an address stays in memory a few seconds at most.
   */
  #recentKeys = new Map<string, string>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(options: PageViewCounterOptions) {
    this.#db = options.db;
    this.#site = options.site;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger;
  }

  /** The Paris day now; formatting a date costs more than counting, so it is looked at again once a second. */
  #today(): string {
    const now = this.#clock();
    if (now - this.#dayCache.checkedAt >= 1000 || now < this.#dayCache.checkedAt) {
      this.#dayCache = { day: parisIsoDay(new Date(now)), checkedAt: now };
    }
    return this.#dayCache.day;
  }

  /** Counts one view. Synchronous and in memory only: the request never waits for the database. */
  record(view: PageView, ip: string, userAgent: string): void {
    const day = this.#today();
    if (this.#salt?.day !== day) {
      if (this.#waiting.length < MAX_WAITING_VIEWS) this.#waiting.push({ day, view, ip, userAgent });
      return;
    }
    const client = `${ip}\n${userAgent}`;
    let key = this.#recentKeys.get(client);
    if (key === undefined) {
      key = dailyVisitorKey(this.#salt.value, this.#site, ip, userAgent);
      if (this.#recentKeys.size < MAX_WAITING_VIEWS) this.#recentKeys.set(client, key);
    }
    this.#count(day, view, key);
  }

  #count(day: string, view: PageView, visitorKey: string): void {
    if (this.#seen.day !== day) this.#seen = { day, keys: new Set() };
    const isNew = !this.#seen.keys.has(visitorKey);
    if (isNew) this.#seen.keys.add(visitorKey);
    const row = this.#rowFor(day, view);
    row.views += 1;
    if (isNew) row.newVisitors.push(visitorKey);
  }

  /** The batch's row of this view; past MAX_ROWS_PER_FLUSH rows a new one keeps only its page and device. */
  #rowFor(day: string, view: PageView): Row {
    const rows = this.#batch.rows;
    let key = rowKey(day, view);
    if (!rows.has(key) && rows.size >= MAX_ROWS_PER_FLUSH) {
      view = { ...view, referrerHost: "", campaign: "", source: "" };
      key = rowKey(day, view);
    }
    let row = rows.get(key);
    if (!row) {
      row = { day, view, views: 0, newVisitors: [] };
      rows.set(key, row);
    }
    return row;
  }

  /** Counts one visitor event (a phone tap) on a page. */
  recordEvent(event: VisitorEvent, path: string): void {
    const day = this.#today();
    const key = `${day}\t${event}\t${path}`;
    const events = this.#batch.events;
    const counted = events.get(key);
    if (counted) counted.count += 1;
    else if (events.size < MAX_ROWS_PER_FLUSH) events.set(key, { day, event, path, count: 1 });
  }

  /** Writes what was counted since the last flush, in one transaction; flushes never overlap. */
  flush(): Promise<void> {
    const run = this.#flushing.then(() => this.#flushNow());
    this.#flushing = run.catch(() => {});
    return run;
  }

  async #flushNow(): Promise<void> {
    this.#recentKeys.clear();
    const today = this.#today();
    if (this.#salt?.day !== today) await this.#loadSalt(today);
    this.#countWaiting();
    const batch = this.#batch;
    if (batch.rows.size === 0 && batch.events.size === 0) return;
    this.#batch = emptyBatch();
    try {
      await this.#db()
        .transaction()
        .execute((trx) => writeBatch(trx, batch));
    } catch (error) {
      // kept for the next flush: a failed transaction wrote nothing
      this.#restore(batch);
      throw error;
    }
  }

  /**
   * Views that waited for their day's salt are counted now; a view of a day whose salt will never
   * be loaded again (after midnight) is counted without a visitor.
   */
  #countWaiting(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const item of waiting) {
      if (item.day === this.#salt?.day) this.#count(item.day, item.view, dailyVisitorKey(this.#salt.value, this.#site, item.ip, item.userAgent));
      else this.#rowFor(item.day, item.view).views += 1;
    }
  }

  #restore(batch: Batch): void {
    for (const [key, row] of batch.rows) {
      const current = this.#batch.rows.get(key);
      if (current) {
        current.views += row.views;
        current.newVisitors.push(...row.newVisitors);
      } else this.#batch.rows.set(key, row);
    }
    for (const [key, item] of batch.events) {
      const current = this.#batch.events.get(key);
      if (current) current.count += item.count;
      else this.#batch.events.set(key, item);
    }
  }

  /**
   * The day's salt, the same for every instance: the first to need it
   * inserts a random one, the others read it. Salts and visitor keys of days
   * that are over are deleted here.
   */
  async #loadSalt(day: string): Promise<void> {
    const salt = await this.#db()
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom("analytics_salts").where("day", "<", day).execute();
        await trx.deleteFrom("analytics_visitors").where("day", "<", day).execute();
        await trx
          .insertInto("analytics_salts")
          .values({ day, salt: newDailySalt() })
          .onConflict((oc) => oc.column("day").doNothing())
          .execute();
        const row = await trx.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
        return row.salt;
      });
    this.#salt = { day, value: salt };
  }

  /** Flushes every FLUSH_INTERVAL_MS (an unref'd timer), and reads the day's salt now. */
  start(intervalMs = FLUSH_INTERVAL_MS): void {
    if (this.#timer) return;
    const tick = () => void this.flush().catch((error: unknown) => this.#logger?.error({ err: error }, "statistics: flush failed"));
    this.#timer = setInterval(tick, intervalMs);
    this.#timer.unref();
    tick();
  }

  /** Stops the timer and writes what is counted (shutdown). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) out.push(items.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/** The dimensions the statistics page reads alone (page_view_totals). */
const DIMENSIONS = {
  total: () => "",
  path: (view: PageView) => view.path,
  referrer: (view: PageView) => view.referrerHost,
  campaign: (view: PageView) => view.campaign,
  source: (view: PageView) => view.source,
  device: (view: PageView) => view.device,
} as const;

async function writeBatch(trx: Transaction<DB>, batch: Batch): Promise<void> {
  // the visitors the database did not know yet: those count
  const candidates = [...batch.rows.values()].flatMap((row) => row.newVisitors.map((visitor) => ({ day: row.day, visitor })));
  const counted = new Set<string>();
  for (const part of chunks(candidates)) {
    const inserted = await trx
      .insertInto("analytics_visitors")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "visitor"]).doNothing())
      .returning(["day", "visitor"])
      .execute();
    for (const row of inserted) counted.add(`${row.day}\t${row.visitor}`);
  }

  await addViewCounts(
    trx,
    [...batch.rows.values()].map((row) => ({
      day: row.day,
      view: row.view,
      views: row.views,
      visitors: row.newVisitors.filter((visitor) => counted.has(`${row.day}\t${visitor}`)).length,
    })),
  );

  for (const part of chunks([...batch.events.values()])) {
    await trx
      .insertInto("visitor_events")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "event", "path"]).doUpdateSet({ count: sql<number>`visitor_events.count + excluded.count` }))
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
 * dimension's totals (page_view_totals), with upserts that add: several
 * instances' flushes add up. Call it inside the flush's transaction.
 */
export async function addViewCounts(trx: Transaction<DB>, rows: readonly ViewCounts[]): Promise<void> {
  const detailed = rows.map((row) => ({
    day: row.day,
    path: row.view.path,
    referrer_host: row.view.referrerHost,
    campaign: row.view.campaign,
    source: row.view.source,
    device: row.view.device,
    views: row.views,
    visitors: row.visitors,
  }));
  for (const part of chunks(detailed)) {
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

  const totals = new Map<string, { dimension: string; day: string; value: string; views: number; visitors: number }>();
  for (const row of rows) {
    for (const [dimension, valueOf] of Object.entries(DIMENSIONS)) {
      const value = valueOf(row.view);
      const key = `${dimension}\t${row.day}\t${value}`;
      const total = totals.get(key) ?? { dimension, day: row.day, value, views: 0, visitors: 0 };
      total.views += row.views;
      total.visitors += row.visitors;
      totals.set(key, total);
    }
  }
  for (const part of chunks([...totals.values()])) {
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
