import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zinguerieLanding } from "~/content";
import { PageViewCounter } from "~/features/analytics/counter.server";
import { readStatistics } from "~/features/analytics/statistics.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { DESKTOP, view } from "./helpers/page-views";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";

describe.each(TEST_ENGINES)("page-view counting on %s", (kind) => {
  let test: TestDatabase;
  let now = Date.parse("2026-11-26T09:00:00Z");
  const clock = () => now;
  const instance = () => new PageViewCounter({ db: () => test.database.db, site: "toiture.example", clock });

  beforeAll(async () => {
    test = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  const totals = (day: string) =>
    test.database.db
      .selectFrom("page_view_totals")
      .select(["dimension", "value", "views", "visitors"])
      .where("day", "=", day)
      .orderBy("dimension")
      .orderBy("value")
      .execute();

  it("adds up two instances' flushes, each visitor counted once a day on their first page", async () => {
    const first = instance();
    const second = instance();
    // the first flush reads the day's salt; views counted before it wait for it
    first.record(view("/"), "198.51.100.7", DESKTOP);
    await Promise.all([first.flush(), second.flush()]);

    first.record(view("/"), "198.51.100.7", DESKTOP);
    first.record(view("/contact"), "198.51.100.7", DESKTOP);
    // the same visitor reaches the other instance: not a new visitor
    second.record(view("/services"), "198.51.100.7", DESKTOP);
    second.record(
      view("/landing/zinguerie", { campaign: "printemps", source: "facebook", referrerHost: "m.facebook.com", device: "mobile" }),
      "203.0.113.9",
      PHONE,
    );
    first.recordEvent("appel", "/landing/zinguerie");
    await Promise.all([first.flush(), second.flush()]);

    expect(await totals("2026-11-26")).toEqual([
      { dimension: "campaign", value: "", views: 4, visitors: 1 },
      { dimension: "campaign", value: "printemps", views: 1, visitors: 1 },
      { dimension: "device", value: "desktop", views: 4, visitors: 1 },
      { dimension: "device", value: "mobile", views: 1, visitors: 1 },
      { dimension: "path", value: "/", views: 2, visitors: 1 },
      { dimension: "path", value: "/contact", views: 1, visitors: 0 },
      { dimension: "path", value: "/landing/zinguerie", views: 1, visitors: 1 },
      { dimension: "path", value: "/services", views: 1, visitors: 0 },
      { dimension: "referrer", value: "", views: 4, visitors: 1 },
      { dimension: "referrer", value: "m.facebook.com", views: 1, visitors: 1 },
      { dimension: "source", value: "", views: 4, visitors: 1 },
      { dimension: "source", value: "facebook", views: 1, visitors: 1 },
      { dimension: "total", value: "", views: 5, visitors: 2 },
    ]);
    const detailed = await test.database.db
      .selectFrom("page_views_daily")
      .select(({ fn }) => [fn.sum<number>("views").as("views"), fn.sum<number>("visitors").as("visitors")])
      .executeTakeFirstOrThrow();
    expect({ views: Number(detailed.views), visitors: Number(detailed.visitors) }).toEqual({ views: 5, visitors: 2 });

    // a flush with nothing new changes nothing; the next views add to the same rows
    await first.flush();
    second.record(view("/"), "198.51.100.7", DESKTOP);
    await second.flush();
    expect((await totals("2026-11-26")).find((r) => r.dimension === "total")).toEqual({
      dimension: "total",
      value: "",
      views: 6,
      visitors: 2,
    });

    const statistics = await readStatistics(7, new Date(now), test.database.db);
    expect(statistics.days.at(-1)).toEqual({ day: "2026-11-26", views: 6, visitors: 2, calls: 1, quotes: 0 });
    expect(statistics.pages[0]).toEqual({ value: "/", title: "Accueil", views: 3, visitors: 1 });
    expect(statistics.byLandingPage).toEqual([
      { value: "/landing/zinguerie", title: zinguerieLanding.metaTitle, views: 1, quotes: 0, calls: 1, rate: 1 },
    ]);
    expect(statistics.devices.map((d) => d.value)).toEqual(["desktop", "mobile"]);
  });

  it("forgets the day's salt and visitor keys once the day is over: the same visitor counts again the next day", async () => {
    const counter = instance();
    const saltBefore = await test.database.db.selectFrom("analytics_salts").select(["day", "salt"]).execute();
    expect(saltBefore.map((s) => s.day)).toEqual(["2026-11-26"]);

    now = Date.parse("2026-11-27T08:00:00Z");
    counter.record(view("/"), "198.51.100.7", DESKTOP);
    await counter.flush();
    const salts = await test.database.db.selectFrom("analytics_salts").select(["day", "salt"]).execute();
    expect(salts.map((s) => s.day)).toEqual(["2026-11-27"]);
    expect(salts[0]!.salt).not.toBe(saltBefore[0]!.salt);
    const keptKeys = await test.database.db.selectFrom("analytics_visitors").select("day").distinct().execute();
    expect(keptKeys.map((k) => k.day)).toEqual(["2026-11-27"]);
    expect((await totals("2026-11-27")).find((r) => r.dimension === "total")).toEqual({
      dimension: "total",
      value: "",
      views: 1,
      visitors: 1,
    });
    // the day before keeps its totals
    expect((await totals("2026-11-26")).find((r) => r.dimension === "total")?.views).toBe(6);
  });
});
