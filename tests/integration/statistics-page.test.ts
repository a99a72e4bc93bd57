/**
 * What the statistics page shows (docs/product.md#statistics): each figure named for what it
 * counts, pages by their titles, and no conversion rate above 100 % even when more requests name
 * a page than it had views (docs/product.md#statistics-rates).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageViewCounter } from "~/features/analytics/counter.server";
import { readStatistics } from "~/features/analytics/statistics.server";
import { shownRate } from "~/features/analytics/statistics";
import { storeLead } from "~/features/leads/store-lead.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { contactLead } from "./helpers/leads";
import { DESKTOP, view } from "./helpers/page-views";

describe.each(TEST_ENGINES)("the statistics page's figures on %s", (kind) => {
  let test: TestDatabase;
  const now = Date.parse("2026-11-26T09:00:00Z");
  const clock = () => now;

  beforeAll(async () => {
    test = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it("names pages by their titles and bounds the rates of requests from visitors who arrived elsewhere", async () => {
    const db = test.database.db;
    const project = await db
      .selectFrom("projects")
      .select(["slug", "title"])
      .where("published", "=", true)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("articles")
      .values({
        id: "article-gouttieres",
        title: "Entretenir ses gouttières avant l'hiver",
        content: "Texte.",
        excerpt: "Extrait.",
        category: "Conseils",
        image_url: null,
        keywords: "[]",
        slug: "entretenir-ses-gouttieres",
        author_id: "author",
        published: true,
        created_at: new Date(now).toISOString(),
        updated_at: new Date(now).toISOString(),
      })
      .execute();

    const counter = new PageViewCounter({ db: () => db, site: "toiture.example", clock });
    await counter.flush(); // reads the day's salt
    // one visitor reads four pages, another arrives on the blog and comes back to it
    for (const path of ["/services/zinguerie", "/contact", `/realisations/${project.slug}`, "/ancienne-page"]) {
      counter.record(view(path), "198.51.100.7", DESKTOP);
    }
    counter.record(view("/blog/entretenir-ses-gouttieres"), "203.0.113.9", DESKTOP);
    counter.record(view("/blog/entretenir-ses-gouttieres"), "203.0.113.9", DESKTOP);
    await counter.flush();

    // four contact requests name /contact as their first page (seen once today: the others arrived
    // another day, or on a page whose view was not counted); one names a campaign no view carried
    for (let i = 0; i < 4; i++) {
      await storeLead(
        {
          submission: contactLead(),
          ipHash: null,
          userAgent: null,
          sourcePath: "/contact",
          spam: false,
          attribution: { landingPath: "/contact" },
        },
        db,
        clock,
      );
    }
    await storeLead(
      {
        submission: contactLead(),
        ipHash: null,
        userAgent: null,
        sourcePath: "/contact",
        spam: false,
        attribution: { landingPath: "/services/zinguerie", utmCampaign: "Printemps" },
      },
      db,
      clock,
    );

    const statistics = await readStatistics(30, new Date(now), db);
    // page views and visitors are two figures: 6 pages shown to 2 visitors
    expect(statistics.totals).toEqual({ views: 6, visitors: 2, calls: 0, quotes: 5 });

    expect(statistics.pages.map((row) => [row.value, row.title ?? null, row.views, row.visitors])).toEqual([
      ["/blog/entretenir-ses-gouttieres", "Entretenir ses gouttières avant l'hiver", 2, 1],
      ["/ancienne-page", null, 1, 0],
      ["/contact", "Contact", 1, 0],
      [`/realisations/${project.slug}`, project.title, 1, 0],
      ["/services/zinguerie", "Zinguerie", 1, 1],
    ]);

    expect(statistics.byLandingPage).toEqual([
      { value: "/contact", title: "Contact", views: 1, quotes: 4, calls: 0, rate: 4 },
      { value: "/services/zinguerie", title: "Zinguerie", views: 1, quotes: 1, calls: 0, rate: 1 },
    ]);
    // four requests for one view is shown as 100 %, flagged for the note under the table
    expect(shownRate(statistics.byLandingPage[0]!.rate)).toEqual({ text: "100\u00a0%", capped: true });

    // the campaign's request came without a view carrying the campaign: no rate at all
    expect(statistics.byCampaign).toEqual([{ value: "printemps", views: 0, quotes: 1, calls: null, rate: null }]);
    expect(shownRate(statistics.byCampaign[0]!.rate)).toEqual({ text: "—", capped: false });
  });
});
