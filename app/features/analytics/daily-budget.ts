/**
 * How much one day of statistics may hold (docs/product.md#statistics-bounds, decision 031). Pure:
 * the counter keeps one budget per day, the statistics page names its '(autres)' rows.
 *
 * Values are admitted in the order they come: the first values of the day keep their names all
 * day, new ones count under OTHER_VALUE once their dimension's budget is spent. The owner's real
 * pages, campaigns and referrers come early and often, so a stranger inventing values late in the
 * day only fills '(autres)'.
 */
import type { PageView } from "./page-views";

/** The value under which a day's values past their dimension's budget are counted. */
export const OTHER_VALUE = "(autres)";

/**
 * Distinct values a dimension takes in one day before new ones count under OTHER_VALUE: pages
 * (a few hundred with the articles), referring sites, campaigns and sources. The device class has
 * two values and needs none.
 */
export const DAILY_VALUE_BUDGETS = { path: 1_000, referrer: 300, campaign: 300, source: 300 } as const;
export type BudgetedDimension = keyof typeof DAILY_VALUE_BUDGETS;

/**
 * Detailed rows (page × referrer × campaign × source × device) of one day: past them, a new
 * combination's views go to the row of its page and device with '(autres)' for the rest. The
 * totals per dimension, which the statistics page reads, keep their values.
 */
export const DAILY_COMBINATION_BUDGET = 3_000;

/**
 * Visitors one instance tells apart in a day: past them, a new visitor's views count, but the
 * visitor no longer does (neither remembered nor written), so the day's visitors are a lower bound.
 */
export const DAILY_VISITOR_CAP = 20_000;

/** A visitor key met today: 'new' counts as a visitor, 'known' was counted already, 'uncounted' is past the cap. */
export type VisitorVerdict = "new" | "known" | "uncounted";

/** What the database holds for the day already (after a restart, or from another instance). */
export interface StoredDay {
  values: readonly { dimension: string; value: string }[];
  combinations: number;
  visitors: number;
}

const isBudgeted = (dimension: string): dimension is BudgetedDimension => Object.hasOwn(DAILY_VALUE_BUDGETS, dimension);

export class DailyBudget {
  readonly day: string;
  readonly #values: Record<BudgetedDimension, Set<string>> = {
    path: new Set(),
    referrer: new Set(),
    campaign: new Set(),
    source: new Set(),
  };
  readonly #combinations = new Set<string>();
  #storedCombinations = 0;
  readonly #visitors = new Set<string>();
  #storedVisitors = 0;

  constructor(day: string) {
    this.day = day;
  }

  /**
   * The name a value counts under today: its own when it is empty (no campaign, a direct visit),
   * already seen today, or its dimension's budget has room (it is then admitted, unless `admit` is
   * false); OTHER_VALUE otherwise.
   */
  nameOf(dimension: BudgetedDimension, value: string, admit = true): string {
    if (value === "" || value === OTHER_VALUE) return value;
    const seen = this.#values[dimension];
    if (seen.has(value)) return value;
    if (!admit || seen.size >= DAILY_VALUE_BUDGETS[dimension]) return OTHER_VALUE;
    seen.add(value);
    return value;
  }

  /** The view with each of its values under its name for the day (see nameOf). */
  viewOf(view: PageView, admit = true): PageView {
    return {
      path: this.nameOf("path", view.path, admit),
      referrerHost: this.nameOf("referrer", view.referrerHost, admit),
      campaign: this.nameOf("campaign", view.campaign, admit),
      source: this.nameOf("source", view.source, admit),
      device: view.device,
    };
  }

  /** The detailed row a view's counts go to: its own while the day's combinations have room, else its page and device only. */
  detailedRowOf(view: PageView): PageView {
    const key = `${view.path}\t${view.referrerHost}\t${view.campaign}\t${view.source}\t${view.device}`;
    if (this.#combinations.has(key)) return view;
    if (this.#combinations.size + this.#storedCombinations < DAILY_COMBINATION_BUDGET) {
      this.#combinations.add(key);
      return view;
    }
    return collapsed(view);
  }

  /** Whether a visitor key met today is new, known, or past the cap (then not remembered). */
  visitor(key: string): VisitorVerdict {
    if (this.#visitors.has(key)) return "known";
    if (this.#visitors.size + this.#storedVisitors >= DAILY_VISITOR_CAP) return "uncounted";
    this.#visitors.add(key);
    return "new";
  }

  /** Visitor keys held in memory for the day. */
  get visitorsRemembered(): number {
    return this.#visitors.size;
  }

  /**
   * What the database already holds for the day: those values keep their names (whatever the
   * budget), and the stored rows and visitor keys take their share of the budgets.
   */
  addStored(stored: StoredDay): void {
    for (const { dimension, value } of stored.values) {
      if (isBudgeted(dimension) && value !== "" && value !== OTHER_VALUE) this.#values[dimension].add(value);
    }
    this.#storedCombinations = stored.combinations;
    this.#storedVisitors = stored.visitors;
  }
}

/**
 * A view kept under its page and device, its referrer, campaign and source under OTHER_VALUE (an
 * empty one stays empty: a direct visit remains one).
 */
export function collapsed(view: PageView): PageView {
  const other = (value: string) => (value === "" ? "" : OTHER_VALUE);
  return {
    path: view.path,
    referrerHost: other(view.referrerHost),
    campaign: other(view.campaign),
    source: other(view.source),
    device: view.device,
  };
}
