// `npx tsx scripts/analytics-volume.ts [--views 10000000] [--engines sqlite,postgres] [--runs 50]`
// A year of a busy craftsman's audience (10 million page views by default, ~200 pages, referrers,
// campaigns, devices, phone taps and 1,200 quote requests) written into the statistics tables the way
// the server's flushes write them (one transaction per day through addViewCounts), on a fresh SQLite
// database and, when TEST_DATABASE_URL is set, a fresh PostgreSQL one. Then it times the statistics
// page's queries (readStatistics) for 7, 30 and 365 days (p50 and p99 over --runs runs each) and
// reports how much the database grew. Not part of the test suite (docs/product.md#statistics).
import { statSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { addViewCounts, type ViewCounts } from "~/features/analytics/page-view-store.server";
import type { DeviceClass, PageView } from "~/features/analytics/page-views";
import { PERIODS } from "~/features/analytics/statistics";
import { readStatistics } from "~/features/analytics/statistics.server";
import { parisIsoDay } from "~/lib/dates";
// renamed: not a React hook
import { TEST_ENGINES, useTestDatabase as openTestDatabase, type TestDatabase } from "../tests/integration/helpers/database";
import { option } from "./lib/cli";

const totalViews = Number(option("views") ?? "10000000");
const runs = Number(option("runs") ?? "50");
const engines = (option("engines") ?? TEST_ENGINES.join(",")).split(",");
const END = new Date("2026-11-26T10:00:00Z");
const DAY_MS = 86_400_000;

/** A seeded generator: every run writes the same year. */
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}

/** Draws one of `values` with Zipf-like weights (the first is the most frequent). */
function zipf<T>(values: readonly T[], exponent: number): () => T {
  const weights = values.map((_, i) => 1 / (i + 1) ** exponent);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return values[low]!;
  };
}

const SITE_PAGES = ["/", "/devis-gratuit", "/urgence-toiture", "/services", "/contact", "/realisations", "/blog", "/a-propos"];
const SERVICES = ["zinguerie", "etancheite", "maintenance", "faconnage", "conseil-expertise"].map((s) => `/services/${s}`);
const LANDINGS = ["zinguerie", "etancheite", "maintenance", "faconnage", "conseil"].map((s) => `/landing/${s}`);
const PROJECTS = Array.from({ length: 12 }, (_, i) => `/realisations/chantier-${i + 1}`);
const ARTICLES = Array.from(
  { length: 200 - SITE_PAGES.length - SERVICES.length - LANDINGS.length - PROJECTS.length },
  (_, i) => `/blog/article-${i + 1}`,
);
const pathOf = zipf([...SITE_PAGES, ...LANDINGS, ...SERVICES, ...PROJECTS, ...ARTICLES], 1.05);
const LONG_TAIL_HOSTS = Array.from({ length: 80 }, (_, i) => `forum-${i + 1}.example.fr`);
const referrerOf = zipf(
  [
    "",
    "www.google.com",
    "m.facebook.com",
    "www.bing.com",
    "www.pagesjaunes.fr",
    "l.instagram.com",
    "duckduckgo.com",
    "www.google.fr",
    "www.leboncoin.fr",
    ...LONG_TAIL_HOSTS,
  ],
  1.3,
);
const CAMPAIGNS = Array.from({ length: 24 }, (_, i) => [`campagne-${i + 1}`, i % 3 === 0 ? "facebook" : "google-ads"] as const);
const campaignOf = zipf(CAMPAIGNS, 1.1);

function oneView(): PageView {
  const device: DeviceClass = random() < 0.68 ? "mobile" : "desktop";
  const [campaign, source] = random() < 0.12 ? campaignOf() : ["", ""];
  return { path: pathOf(), referrerHost: campaign && random() < 0.7 ? "" : referrerOf(), campaign, source, device };
}

/** The days of the year ending on END, each with its share of the views (weekdays and spring busier). */
function yearOfDays(): { day: string; views: number }[] {
  const days = Array.from({ length: 365 }, (_, i) => new Date(END.getTime() - (364 - i) * DAY_MS));
  const weights = days.map(
    (d) => (d.getUTCDay() === 0 ? 0.6 : 1) * (1 + 0.3 * Math.sin(((d.getUTCMonth() - 1) / 12) * 2 * Math.PI)),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  return days.map((d, i) => ({ day: parisIsoDay(d), views: Math.round((totalViews * weights[i]!) / sum) }));
}

async function writeYear(test: TestDatabase): Promise<{ rows: number; taps: number }> {
  const db = test.database.db;
  let rows = 0;
  let taps = 0;
  for (const { day, views } of yearOfDays()) {
    const counts = new Map<string, ViewCounts>();
    const dayTaps = new Map<string, number>();
    for (let i = 0; i < views; i++) {
      const view = oneView();
      const key = `${view.path}\t${view.referrerHost}\t${view.campaign}\t${view.source}\t${view.device}`;
      const row = counts.get(key) ?? { day, view, views: 0, visitors: 0 };
      row.views += 1;
      // about 2.6 pages per visitor: a visitor counts on their first page
      if (random() < 0.38) row.visitors += 1;
      counts.set(key, row);
      if (random() < 0.004) dayTaps.set(view.path, (dayTaps.get(view.path) ?? 0) + 1);
    }
    await db.transaction().execute(async (trx) => {
      await addViewCounts(trx, [...counts.values()]);
      const events = [...dayTaps].map(([p, count]) => ({ day, event: "appel", path: p, count }));
      for (let i = 0; i < events.length; i += 500)
        await trx
          .insertInto("visitor_events")
          .values(events.slice(i, i + 500))
          .execute();
    });
    rows += counts.size;
    taps += [...dayTaps.values()].reduce((a, b) => a + b, 0);
  }
  // 1,200 quote requests over the year, from landing pages and campaigns
  const leads = Array.from({ length: 1200 }, (_, i) => {
    const view = oneView();
    return {
      id: randomUUID(),
      form: "quote",
      first_name: "Prénom",
      last_name: "Nom",
      email: `client-${i}@example.fr`,
      phone: "0600000000",
      city: "Lyon",
      address: "1 rue du Zinc",
      project: null,
      surface: null,
      message: "Demande",
      source_path: "/devis-gratuit",
      ip_hash: null,
      user_agent: null,
      spam: false,
      created_at: new Date(END.getTime() - Math.floor(random() * 365) * DAY_MS).toISOString(),
      reference: `D-BENCH-${i}`,
      status: "nouveau",
      lost_reason: null,
      follow_up_on: null,
      first_contacted_at: null,
      status_changed_at: null,
      urgent: false,
      landing_path: random() < 0.5 ? pathOf() : LANDINGS[i % LANDINGS.length]!,
      referrer_host: view.referrerHost || null,
      utm_source: view.source || null,
      utm_medium: null,
      utm_campaign: view.campaign || null,
      gclid: null,
    };
  });
  for (let i = 0; i < leads.length; i += 100)
    await db
      .insertInto("leads")
      .values(leads.slice(i, i + 100))
      .execute();
  return { rows, taps };
}

async function databaseBytes(test: TestDatabase): Promise<number> {
  if (test.kind === "postgres") {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(test.database.db);
    return Number(rows[0]!.size);
  }
  await sql`pragma wal_checkpoint(truncate)`.execute(test.database.db);
  return statSync(path.join(test.dataDir, "app.db")).size;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

for (const engine of engines) {
  if (engine !== "sqlite" && engine !== "postgres") throw new Error(`unknown engine '${engine}'`);
  const test = await openTestDatabase(engine);
  try {
    if (engine === "postgres") await sql`vacuum analyze`.execute(test.database.db);
    const before = await databaseBytes(test);
    const started = performance.now();
    const { rows, taps } = await writeYear(test);
    const writeS = (performance.now() - started) / 1000;
    if (engine === "postgres") await sql`vacuum analyze`.execute(test.database.db);
    else await sql`analyze`.execute(test.database.db);
    const after = await databaseBytes(test);
    const tables = await test.database.db
      .selectFrom("page_view_totals")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    console.log(
      `\n${engine}: ${totalViews.toLocaleString("en")} views over 365 days → ${rows.toLocaleString("en")} detailed rows, ${Number(tables.n).toLocaleString("en")} total rows, ${taps} taps; written in ${writeS.toFixed(1)} s`,
    );
    console.log(`${engine}: database grew by ${mb(after - before)} (${mb(before)} → ${mb(after)})`);
    console.log("| period | p50 ms | p99 ms | max ms |\n|---|---|---|---|");
    for (const period of PERIODS) {
      for (let i = 0; i < 3; i++) await readStatistics(period, END, test.database.db);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await readStatistics(period, END, test.database.db);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(
        `| ${period} days | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`,
      );
    }
  } finally {
    await test.cleanup();
  }
}
