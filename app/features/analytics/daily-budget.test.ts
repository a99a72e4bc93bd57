import { describe, expect, it } from "vitest";
import {
  collapsed,
  DAILY_COMBINATION_BUDGET,
  DAILY_VALUE_BUDGETS,
  DAILY_VISITOR_CAP,
  DailyBudget,
  OTHER_VALUE,
} from "./daily-budget";
import type { PageView } from "./page-views";

const view = (extra: Partial<PageView> = {}): PageView => ({
  path: "/",
  referrerHost: "",
  campaign: "",
  source: "",
  device: "mobile",
  ...extra,
});

describe("a day's budget", () => {
  it("names the first values of a dimension, then counts new ones under '(autres)' and keeps the known ones", () => {
    const budget = new DailyBudget("2026-11-26");
    expect(budget.nameOf("campaign", "printemps")).toBe("printemps");
    for (let n = 1; n < DAILY_VALUE_BUDGETS.campaign; n++) expect(budget.nameOf("campaign", `c${n}`)).toBe(`c${n}`);
    expect(budget.nameOf("campaign", "trop-tard")).toBe(OTHER_VALUE);
    expect(budget.nameOf("campaign", "printemps")).toBe("printemps");
    // no campaign is no value: never budgeted
    expect(budget.nameOf("campaign", "")).toBe("");
    // each dimension has its own budget
    expect(budget.nameOf("source", "trop-tard")).toBe("trop-tard");
  });

  it("names only known values when it may not admit (a day that is over)", () => {
    const budget = new DailyBudget("2026-11-26");
    budget.nameOf("path", "/contact");
    expect(budget.viewOf(view({ path: "/contact", campaign: "x" }), false)).toEqual(
      view({ path: "/contact", campaign: OTHER_VALUE }),
    );
  });

  it("gives a detailed row to the first combinations, then keeps the others under their page and device", () => {
    const budget = new DailyBudget("2026-11-26");
    for (let n = 0; n < DAILY_COMBINATION_BUDGET; n++) budget.detailedRowOf(view({ campaign: `c${n}` }));
    expect(budget.detailedRowOf(view({ campaign: "c1" }))).toEqual(view({ campaign: "c1" }));
    expect(budget.detailedRowOf(view({ campaign: "c-new", referrerHost: "x.fr" }))).toEqual(
      view({ campaign: OTHER_VALUE, referrerHost: OTHER_VALUE }),
    );
    // a direct visit stays one
    expect(collapsed(view({ source: "s" }))).toEqual(view({ source: OTHER_VALUE }));
  });

  it("tells visitors apart up to the cap, counting what the database holds already", () => {
    const budget = new DailyBudget("2026-11-26");
    budget.addStored({
      values: [
        { dimension: "campaign", value: "stored" },
        { dimension: "device", value: "mobile" },
      ],
      combinations: 0,
      visitors: DAILY_VISITOR_CAP - 2,
    });
    expect(budget.visitor("a")).toBe("new");
    expect(budget.visitor("b")).toBe("new");
    expect(budget.visitor("c")).toBe("uncounted");
    expect(budget.visitor("a")).toBe("known");
    expect(budget.visitorsRemembered).toBe(2);
    expect(budget.nameOf("campaign", "stored", false)).toBe("stored");
  });
});
