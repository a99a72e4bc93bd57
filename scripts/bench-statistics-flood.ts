// `npm run bench:statistics [-- --duration 600 --connections 40 --articles 300 --warm-up 30 --control]`
//
// The first-party statistics under a flood of made-up values (docs/product.md#statistics-bounds,
// decision 031): builds the site if needed, starts the production server on loopback (fresh
// DATA_DIR, SQLite, MALLOC_ARENA_MAX=2 as `npm start`) with `--articles` published articles (the
// owner's real pages: the fixed pages and the articles), then
//   1. visits every real page once, as the owner's visitors do first thing in the day;
//   2. warms the server up for `--warm-up` seconds with the flood's requests but 20 values only
//      (its heap grows to its size under this load), then takes the baseline: the database's size
//      (SQLite file + WAL) and the server's memory after a full garbage collection (RSS and V8
//      heap in use; a probe loaded into the server collects on SIGUSR2 and writes the figures);
//   3. floods it for `--duration` seconds (10 minutes by default) with `--connections` connections,
//      every request unique: utm_campaign, utm_source, Referer and User-Agent, on a real page (one
//      in ten on a made-up path), while two visitors keep reading the real pages (some through a
//      campaign, some from Google);
//   4. waits for the last flush, reports the growth of the database and of the memory (and the peak
//      RSS), and checks that the real visitors' views are counted under their own page, campaign,
//      source and referrer, with their exact count.
// Targets: database under +5 MB, RSS after a full collection under +50 MB. Exit code 1 when a check
// or a target fails. The RSS of a loaded server without a collection says little about what it
// keeps: `--control` floods with the warm-up's 20 values instead of unique ones, for comparison.
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createDatabase } from "../app/db/client.server";
import { startServer } from "../tests/e2e/helpers/server";
import { buildIfStale } from "./build-if-stale.js";
import { seedBenchArticles } from "./lib/seed";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "600" },
    connections: { type: "string", default: "40" },
    articles: { type: "string", default: "300" },
    "warm-up": { type: "string", default: "30" },
    // the flood with the warm-up's 20 values instead of unique ones: what the load alone does to the memory
    control: { type: "boolean", default: false },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ARTICLES = Number(args.articles);
const WARM_UP_S = Number(args["warm-up"]);
const DATABASE_TARGET_MB = 5;
const RSS_TARGET_MB = 50;
const MB = 1024 * 1024;
/** The counter writes every 5 s: a little more, and the last views are in the database. */
const FLUSH_WAIT_MS = 7_000;

const FIXED_PAGES = [
  "/",
  "/services/zinguerie",
  "/services/etancheite",
  "/realisations",
  "/realisations/cheneaux-zinc-lyon",
  "/devis-gratuit",
  "/landing/zinguerie",
  "/blog",
  "/contact",
];
const REAL_CAMPAIGN = { campaign: "printemps-2026", source: "facebook" };
const REAL_REFERRER = "https://www.google.fr/";
const REAL_AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
];

/**
 * Loaded into the server (bench only): on SIGUSR2 it runs two full garbage collections and writes
 * its memory figures to `file`, so that what the server keeps is told apart from a heap that grew
 * under load and was not given back.
 */
const memoryProbe = (file: string) =>
  `data:text/javascript,${encodeURIComponent(`
import { writeFileSync } from "node:fs";
process.on("SIGUSR2", () => {
  globalThis.gc(); globalThis.gc();
  writeFileSync(${JSON.stringify(file)}, JSON.stringify(process.memoryUsage()));
});`)}`;

interface Memory {
  /** resident set size, MB, from /proc */
  rss: number;
  /** V8 heap in use after full garbage collections, MB */
  liveHeap: number;
}

/** The server's memory after full garbage collections. */
async function memoryAfterGc(pid: number, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 100));
  const usage = JSON.parse(readFileSync(file, "utf8")) as { heapUsed: number };
  return { rss: rssMb(pid), liveHeap: usage.heapUsed / MB };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

function databaseMb(dataDir: string): number {
  const size = (file: string) => {
    try {
      return statSync(file).size;
    } catch {
      return 0;
    }
  };
  const file = path.join(dataDir, "app.db");
  return (size(file) + size(`${file}-wal`)) / MB;
}

const random = () => Math.random().toString(36).slice(2, 10);
const signed = (value: number, digits: number) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;

interface FloodRequest {
  path?: string;
  headers?: Record<string, string>;
}

/** What the real visitors were answered (200), to find again in the statistics. */
class Expected {
  readonly pages = new Map<string, number>();
  campaignViews = 0;
  referrerViews = 0;
  failures = 0;

  async visit(origin: string, page: string, n: number): Promise<void> {
    const kind = n % 3; // 0: through the campaign, 1: from Google, 2: direct
    const query = kind === 0 ? `?utm_campaign=${REAL_CAMPAIGN.campaign}&utm_source=${REAL_CAMPAIGN.source}` : "";
    const headers: Record<string, string> = { "user-agent": REAL_AGENTS[n % REAL_AGENTS.length]!, accept: "text/html" };
    if (kind === 1) headers.referer = REAL_REFERRER;
    try {
      const response = await fetch(`${origin}${page}${query}`, { headers, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) {
        this.failures += 1;
        return;
      }
    } catch {
      this.failures += 1;
      return;
    }
    this.pages.set(page, (this.pages.get(page) ?? 0) + 1);
    if (kind === 0) this.campaignViews += 1;
    if (kind === 1) this.referrerViews += 1;
  }
}

async function main() {
  buildIfStale();
  // MALLOC_ARENA_MAX as `npm start` and the documented service set it
  const memoryFile = path.join(tmpdir(), `bench-statistics-memory-${process.pid}.json`);
  const server = await startServer({ LOG_LEVEL: "warn", DATABASE_URL: "", MALLOC_ARENA_MAX: "2" }, [
    "--expose-gc",
    "--import",
    memoryProbe(memoryFile),
  ]);
  const pid = server.process.pid!;
  let failed = false;
  const check = (ok: boolean, message: string) => {
    console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
    if (!ok) failed = true;
  };
  try {
    await seedBenchArticles(server, ARTICLES);
    const articles = Array.from({ length: ARTICLES }, (_, i) => `/blog/tout-savoir-sur-les-${i}`);
    const realPages = [...FIXED_PAGES, ...articles];
    const expected = new Expected();
    console.log(
      `SQLite, server ${server.url}, ${realPages.length} real pages (${ARTICLES} articles)${args.control ? ", control run: 20 values, none unique" : ""}`,
    );

    // 1. the real pages are seen first
    for (const [i, page] of realPages.entries()) await expected.visit(server.url, page, i);
    // 2. warm-up: the flood's requests with 20 values only, for the server's memory to reach its size under this load
    const floodRequest = (request: FloodRequest, i: number, value: () => string): FloodRequest => {
      const unique = value();
      // one in ten on a made-up path, the others on a real page
      const page = i % 10 === 0 ? `/blog/inconnu-${unique}` : realPages[i % realPages.length]!;
      return {
        ...request,
        path: `${page}?utm_campaign=c${unique}&utm_source=s${unique}`,
        headers: {
          ...request.headers,
          "user-agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${unique} Safari/537.36`,
          referer: `https://r${unique}.example/page`,
        },
      };
    };
    let w = 0;
    await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: WARM_UP_S,
      requests: [{ setupRequest: (request: FloodRequest) => floodRequest(request, w++, () => `${w % 20}`) }],
    });
    await new Promise((r) => setTimeout(r, FLUSH_WAIT_MS));
    const before = { database: databaseMb(server.dataDir), ...(await memoryAfterGc(pid, memoryFile)) };
    console.log(
      `baseline: database ${before.database.toFixed(2)} MB, RSS ${before.rss.toFixed(0)} MB, live heap ${before.liveHeap.toFixed(0)} MB`,
    );

    // 3. the flood, and two real visitors beside it
    let n = 0;
    const flood = autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (request: FloodRequest) =>
            floodRequest(request, n++, () => (args.control ? `${n % 20}` : `${n}-${random()}`)),
        },
      ],
    });
    let peakRss = before.rss;
    const started = Date.now();
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(pid));
      const elapsed = Math.round((Date.now() - started) / 1000);
      if (elapsed % 30 === 0)
        console.log(
          `  ${elapsed} s: ${n} requests, RSS ${rssMb(pid).toFixed(0)} MB, database ${databaseMb(server.dataDir).toFixed(2)} MB`,
        );
    }, 1000);
    let flooding = true;
    const visitors = Array.from({ length: 2 }, async (_, v) => {
      for (let i = v; flooding; i += 2) await expected.visit(server.url, realPages[i % realPages.length]!, i);
    });
    const result = await flood;
    flooding = false;
    await Promise.all(visitors);
    clearInterval(sampler);

    // 4. the last flush, then the figures
    await new Promise((r) => setTimeout(r, FLUSH_WAIT_MS));
    peakRss = Math.max(peakRss, rssMb(pid));
    const after = { database: databaseMb(server.dataDir), ...(await memoryAfterGc(pid, memoryFile)) };
    const databaseGrowth = after.database - before.database;
    const rssGrowth = after.rss - before.rss;
    const heapGrowth = after.liveHeap - before.liveHeap;
    console.log(
      `\nflood: ${DURATION_S} s, ${CONNECTIONS} connections, ${result.requests.total} requests (${result.requests.average.toFixed(0)} req/s), ` +
        `${result.non2xx} non-2xx (the made-up paths: 404), ${result.errors} errors`,
    );
    console.log(
      `real visitors beside it: ${[...expected.pages.values()].reduce((a, b) => a + b, 0)} pages answered, ${expected.failures} not answered 200`,
    );
    console.log(
      `database (SQLite file + WAL): ${before.database.toFixed(2)} → ${after.database.toFixed(2)} MB (${signed(databaseGrowth, 2)} MB)`,
    );
    console.log(
      `server RSS after a full GC: ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB (${signed(rssGrowth, 0)} MB), peak ${peakRss.toFixed(0)} MB`,
    );
    console.log(
      `server live heap after a full GC: ${before.liveHeap.toFixed(1)} → ${after.liveHeap.toFixed(1)} MB (${signed(heapGrowth, 1)} MB)\n`,
    );

    const database = createDatabase({ DATA_DIR: server.dataDir, DATABASE_URL: "" });
    try {
      const totals = await database.db
        .selectFrom("page_view_totals")
        .select(({ fn }) => ["dimension", "value", fn.sum<number>("views").as("views")])
        .groupBy(["dimension", "value"])
        .execute();
      const viewsOf = (dimension: string, value: string) =>
        Number(totals.find((t) => t.dimension === dimension && t.value === value)?.views ?? 0);
      const distinct = (dimension: string) => totals.filter((t) => t.dimension === dimension).length;
      const detailed = await database.db
        .selectFrom("page_views_daily")
        .select(({ fn }) => fn.countAll<number>().as("rows"))
        .executeTakeFirstOrThrow();
      console.log(
        `stored values: ${distinct("path")} pages, ${distinct("campaign")} campaigns, ${distinct("source")} sources, ${distinct("referrer")} referrers; ` +
          `${Number(detailed.rows)} detailed rows`,
      );
      const uncounted = [...expected.pages].filter(([page, views]) => viewsOf("path", page) < views);
      check(
        uncounted.length === 0,
        `every real page counted under its own path (${expected.pages.size} pages)${
          uncounted.length
            ? `; short: ${uncounted
                .slice(0, 5)
                .map(([p]) => p)
                .join(", ")}`
            : ""
        }`,
      );
      check(
        viewsOf("campaign", REAL_CAMPAIGN.campaign) === expected.campaignViews,
        `campaign '${REAL_CAMPAIGN.campaign}': ${viewsOf("campaign", REAL_CAMPAIGN.campaign)} views, ${expected.campaignViews} expected`,
      );
      check(
        viewsOf("source", REAL_CAMPAIGN.source) === expected.campaignViews,
        `source '${REAL_CAMPAIGN.source}': ${viewsOf("source", REAL_CAMPAIGN.source)} views, ${expected.campaignViews} expected`,
      );
      check(
        viewsOf("referrer", "www.google.fr") === expected.referrerViews,
        `referrer 'www.google.fr': ${viewsOf("referrer", "www.google.fr")} views, ${expected.referrerViews} expected`,
      );
    } finally {
      await database.close();
    }
    check(databaseGrowth < DATABASE_TARGET_MB, `database growth under +${DATABASE_TARGET_MB} MB`);
    check(rssGrowth < RSS_TARGET_MB, `RSS growth under +${RSS_TARGET_MB} MB`);
  } finally {
    await server.stop();
    rmSync(memoryFile, { force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
