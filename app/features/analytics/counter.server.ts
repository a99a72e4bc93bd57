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
 *
 * Bounded per day (docs/product.md#statistics-bounds, decision 031): each
 * dimension's distinct values, the detailed rows and the visitors of a day
 * have a budget (daily-budget.ts), cleared when the Paris day changes.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { parisIsoDay } from "~/lib/dates";
import { collapsed, DailyBudget } from "./daily-budget";
import type { VisitorEvent } from "./events";
import type { PageView } from "./page-views";
import { addViews, emptyBatch, type Batch } from "./page-view-batch";
import { storedDay, writeBatch } from "./page-view-store.server";
import { dailyVisitorKey, newDailySalt } from "./visitor-hash.server";

/** How often the counts in memory are written. */
export const FLUSH_INTERVAL_MS = 5_000;
/** Views waiting for their day's salt (the first seconds after start-up or midnight) at most. */
const MAX_WAITING_VIEWS = 10_000;
/**
 * The part of a User-Agent that makes a visitor's key: a made-up agent of several kilobytes would
 * otherwise be held by the views waiting for their salt and by the recent keys.
 */
const MAX_USER_AGENT_LENGTH = 512;

export interface CounterLogger {
  error: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

export interface PageViewCounterOptions {
  db: () => Kysely<DB>;
  /** the site's origin, part of every visitor key */
  site: string;
  clock?: Clock;
  logger?: CounterLogger;
}

interface WaitingView {
  day: string;
  view: PageView;
  ip: string;
  userAgent: string;
}

export class PageViewCounter {
  readonly #db: () => Kysely<DB>;
  readonly #site: string;
  readonly #clock: Clock;
  readonly #logger: CounterLogger | undefined;
  #batch: Batch = emptyBatch();
  #waiting: WaitingView[] = [];
  /** the salt of the current day, once read from the database */
  #salt: { day: string; value: string } | null = null;
  /** the current day's values, detailed rows and visitor keys met by this instance */
  #budget = new DailyBudget("");
  /** the day the visitor cap was reported (once a day) */
  #capReported = "";
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
  record(view: PageView, ip: string, fullUserAgent: string): void {
    const userAgent = fullUserAgent.slice(0, MAX_USER_AGENT_LENGTH);
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

  /**
   * Counts a view under its values' names for the day (a day that is over admits no new name),
   * and its visitor, when known, if it is new today and the day's cap is not reached.
   */
  #count(day: string, original: PageView, visitorKey: string | null): void {
    const budget = this.#budgetOf(day);
    const view = budget ? budget.viewOf(original) : this.#budget.viewOf(original, false);
    const detailedKey = addViews(this.#batch, day, view, budget ? budget.detailedRowOf(view) : collapsed(view), 1);
    if (!budget || visitorKey === null) return;
    const verdict = budget.visitor(visitorKey);
    if (verdict === "new") this.#batch.newVisitors.push({ day, key: visitorKey, detailedKey, view });
    else if (verdict === "uncounted" && this.#capReported !== day) {
      this.#capReported = day;
      this.#logger?.warn(
        { day, visitors: budget.visitorsRemembered },
        "statistics: the day's visitor cap is reached, new visitors are no longer counted",
      );
    }
  }

  /**
   * The budget of `day`, started afresh when the Paris day changes; null for a day already over
   * (a view that waited for a salt that will not come).
   */
  #budgetOf(day: string): DailyBudget | null {
    if (day > this.#budget.day) this.#budget = new DailyBudget(day);
    return day === this.#budget.day ? this.#budget : null;
  }

  /** Counts one visitor event (a phone tap) on a page. */
  recordEvent(event: VisitorEvent, pagePath: string): void {
    const day = this.#today();
    const path = this.#budgetOf(day)?.nameOf("path", pagePath) ?? this.#budget.nameOf("path", pagePath, false);
    const key = `${day}\t${event}\t${path}`;
    const events = this.#batch.events;
    const counted = events.get(key);
    if (counted) counted.count += 1;
    else events.set(key, { day, event, path, count: 1 });
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
    // the day's budget and visitor keys are dropped at the day change, whether views come or not
    this.#budgetOf(today);
    if (this.#salt?.day !== today) await this.#loadSalt(today);
    this.#countWaiting();
    const batch = this.#batch;
    if (batch.totals.size === 0 && batch.events.size === 0) return;
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
      const salt = item.day === this.#salt?.day ? this.#salt.value : null;
      this.#count(item.day, item.view, salt === null ? null : dailyVisitorKey(salt, this.#site, item.ip, item.userAgent));
    }
  }

  #restore(batch: Batch): void {
    const current = this.#batch;
    for (const [key, row] of batch.detailed) {
      const now = current.detailed.get(key);
      if (now) now.views += row.views;
      else current.detailed.set(key, row);
    }
    for (const [key, total] of batch.totals) {
      const now = current.totals.get(key);
      if (now) now.views += total.views;
      else current.totals.set(key, total);
    }
    current.newVisitors.push(...batch.newVisitors);
    for (const [key, item] of batch.events) {
      const now = current.events.get(key);
      if (now) now.count += item.count;
      else current.events.set(key, item);
    }
  }

  /**
   * The day's salt, the same for every instance: the first to need it
   * inserts a random one, the others read it. Salts and visitor keys of days
   * that are over are deleted here. What the day already holds (a restart,
   * another instance) is read with it and takes its share of the day's budget.
   */
  async #loadSalt(day: string): Promise<void> {
    const { salt, stored } = await this.#db()
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
        return { salt: row.salt, stored: await storedDay(trx, day) };
      });
    this.#budgetOf(day)?.addStored(stored);
    this.#salt = { day, value: salt };
  }

  /** Visitor keys this instance holds for the current day (bounded by DAILY_VISITOR_CAP). */
  get visitorsRemembered(): number {
    return this.#budget.visitorsRemembered;
  }

  /** Flushes every FLUSH_INTERVAL_MS (an unref'd timer), and reads the day's salt now. */
  start(intervalMs = FLUSH_INTERVAL_MS): void {
    if (this.#timer) return;
    const tick = () =>
      void this.flush().catch((error: unknown) => this.#logger?.error({ err: error }, "statistics: flush failed"));
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
