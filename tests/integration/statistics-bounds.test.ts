/**
 * The statistics stay bounded under made-up values (docs/product.md#statistics-bounds): a day's
 * distinct values per dimension, its detailed rows and its visitors have a budget; values seen
 * earlier in the day keep their names, new ones count under '(autres)', and the next Paris day
 * starts afresh. Runs the real counter on the real database, with the clock moved by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageViewCounter } from "~/features/analytics/counter.server";
import { DAILY_COMBINATION_BUDGET, DAILY_VALUE_BUDGETS, DAILY_VISITOR_CAP, OTHER_VALUE } from "~/features/analytics/daily-budget";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { DESKTOP, view } from "./helpers/page-views";

/** A distinct address per n: a distinct visitor. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const DAY = "2026-11-26";
const NEXT_DAY = "2026-11-27";

describe.each(TEST_ENGINES)("bounded statistics on %s", (kind) => {
  let test: TestDatabase;
  let now = Date.parse(`${DAY}T09:00:00Z`);
  const clock = () => now;
  const instance = () => new PageViewCounter({ db: () => test.database.db, site: "toiture.example", clock });

  beforeAll(async () => {
    test = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  const values = async (day: string, dimension: string) => {
    const rows = await test.database.db
      .selectFrom("page_view_totals")
      .select(["value", "views", "visitors"])
      .where("day", "=", day)
      .where("dimension", "=", dimension)
      .execute();
    return new Map(rows.map((row) => [row.value, { views: Number(row.views), visitors: Number(row.visitors) }]));
  };
  const countRows = async (table: "page_views_daily" | "analytics_visitors", day: string) =>
    Number(
      (
        await test.database.db
          .selectFrom(table)
          .select(({ fn }) => fn.countAll<number>().as("n"))
          .where("day", "=", day)
          .executeTakeFirstOrThrow()
      ).n,
    );

  let counter: PageViewCounter;
  const FLOOD = 1_500;

  it("keeps a day's campaigns, sources, referrers and pages within their budgets, the values seen first under their names", async () => {
    counter = instance();
    await counter.flush(); // reads the day's salt
    // the owner's visitors come first: a real campaign, from a real site, on real pages
    const real = { campaign: "printemps-2026", source: "facebook", referrerHost: "www.google.fr" };
    counter.record(view("/landing/zinguerie", real), "198.51.100.7", DESKTOP);
    counter.record(view("/"), "198.51.100.8", DESKTOP);
    await counter.flush();

    // a stranger invents a campaign, a source, a referrer and a page on every request
    for (let n = 0; n < FLOOD; n++) {
      counter.record(
        view(`/page-${n}`, { campaign: `c${n}`, source: `s${n}`, referrerHost: `r${n}.example` }),
        address(n),
        `${DESKTOP} ${n}`,
      );
      if (n % 100 === 0) await counter.flush();
    }
    // the real values seen earlier still count under their names
    counter.record(view("/landing/zinguerie", real), "198.51.100.9", DESKTOP);
    counter.record(view("/"), "198.51.100.9", DESKTOP);
    await counter.flush();

    const campaigns = await values(DAY, "campaign");
    // the budget's values, '(autres)' and '' (the views without a campaign)
    expect(campaigns.size).toBe(DAILY_VALUE_BUDGETS.campaign + 2);
    expect(campaigns.get("printemps-2026")).toEqual({ views: 2, visitors: 2 });
    // the real campaign took one place of the budget
    expect(campaigns.get(OTHER_VALUE)?.views).toBe(FLOOD - (DAILY_VALUE_BUDGETS.campaign - 1));
    expect((await values(DAY, "source")).size).toBe(DAILY_VALUE_BUDGETS.source + 2);
    expect((await values(DAY, "source")).get("facebook")?.views).toBe(2);
    const referrers = await values(DAY, "referrer");
    expect(referrers.size).toBe(DAILY_VALUE_BUDGETS.referrer + 2);
    expect(referrers.get("www.google.fr")?.views).toBe(2);

    const paths = await values(DAY, "path");
    expect(paths.size).toBe(DAILY_VALUE_BUDGETS.path + 1);
    expect(paths.get("/")?.views).toBe(2);
    expect(paths.get("/landing/zinguerie")?.views).toBe(2);
    expect(paths.get(OTHER_VALUE)?.views).toBe(FLOOD - (DAILY_VALUE_BUDGETS.path - 2));
    // every view is counted, under its name or under '(autres)'
    const total = (await values(DAY, "total")).get("");
    expect(total?.views).toBe(FLOOD + 4);
  });

  it("keeps the detailed rows of a day within their budget, and the totals exact, when admitted values are crossed", async () => {
    // 300 campaigns, sources and referrers were admitted: crossing them makes 27 million combinations
    const admitted = (n: number) => ({
      campaign: `c${n % 20}`,
      source: `s${Math.floor(n / 20) % 20}`,
      referrerHost: `r${Math.floor(n / 400) % 20}.example`,
    });
    const crossings = 8_000;
    // all in one flush: the batch is bounded by the day's budgets, not by dropping names
    for (let n = 0; n < crossings; n++) counter.record(view("/", admitted(n)), "198.51.100.9", DESKTOP);
    await counter.flush();
    // the budget's rows, and one for the page and device of the combinations past it
    expect(await countRows("page_views_daily", DAY)).toBe(DAILY_COMBINATION_BUDGET + 1);
    // each campaign is still counted under its own name in the totals the page reads
    expect((await values(DAY, "campaign")).get("c7")?.views).toBe(1 + crossings / 20);
  });

  it("resumes the day's budget after a restart: the values stored keep their names, a new one counts under '(autres)'", async () => {
    const restarted = instance();
    restarted.record(view("/landing/zinguerie", { campaign: "printemps-2026" }), "198.51.100.10", DESKTOP);
    restarted.record(view("/", { campaign: "nouvelle-campagne" }), "198.51.100.10", DESKTOP);
    await restarted.flush();
    const campaigns = await values(DAY, "campaign");
    expect(campaigns.get("printemps-2026")?.views).toBe(3);
    expect(campaigns.has("nouvelle-campagne")).toBe(false);
    expect(campaigns.size).toBe(DAILY_VALUE_BUDGETS.campaign + 2);
  });

  it("counts a phone tap on a page past the day's budget under '(autres)'", async () => {
    counter.recordEvent("appel", "/page-inventee");
    counter.recordEvent("appel", "/landing/zinguerie");
    await counter.flush();
    const taps = await test.database.db
      .selectFrom("visitor_events")
      .select(["path", "count"])
      .where("day", "=", DAY)
      .orderBy("path")
      .execute();
    expect(taps.map((t) => [t.path, Number(t.count)])).toEqual([
      [OTHER_VALUE, 1],
      ["/landing/zinguerie", 1],
    ]);
  });

  it("gives the next Paris day a fresh budget and forgets the day's visitors at midnight", async () => {
    expect(counter.visitorsRemembered).toBeGreaterThan(0);
    // 23:30 UTC is 00:30 in Paris: a flush with no view at all starts the new day
    now = Date.parse(`${DAY}T23:30:00Z`);
    await counter.flush();
    expect(counter.visitorsRemembered).toBe(0);

    counter.record(view("/", { campaign: "nouvelle-campagne" }), "198.51.100.10", DESKTOP);
    await counter.flush();
    expect((await values(NEXT_DAY, "campaign")).get("nouvelle-campagne")).toEqual({ views: 1, visitors: 1 });
    // the day before keeps what it had
    expect((await values(DAY, "campaign")).has("nouvelle-campagne")).toBe(false);
  });

  it("tells at most DAILY_VISITOR_CAP visitors apart in a day: the next ones' views count, not them", async () => {
    const beyond = 500;
    const visitors = DAILY_VISITOR_CAP + beyond;
    for (let n = 0; n < visitors; n++) {
      counter.record(view("/"), address(n), DESKTOP);
      if (n % 5_000 === 0) await counter.flush();
    }
    // a visitor met before the cap is still known: not counted again
    counter.record(view("/"), "198.51.100.10", DESKTOP);
    await counter.flush();

    expect(counter.visitorsRemembered).toBe(DAILY_VISITOR_CAP);
    expect(await countRows("analytics_visitors", NEXT_DAY)).toBe(DAILY_VISITOR_CAP);
    const total = (await values(NEXT_DAY, "total")).get("");
    expect(total).toEqual({ views: visitors + 2, visitors: DAILY_VISITOR_CAP });
  });
});
