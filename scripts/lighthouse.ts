// `npm run lighthouse`: Lighthouse (mobile, headless Debian Chromium) on the key public pages of a
// production server started here on a fresh DATA_DIR (one article is seeded for the article page).
// Each page is measured `--runs N` times (3 by default) and the run with the median Performance score is
// reported, as Lighthouse advises on a noisy machine. Prints a table; `--json out.json` also writes the scores.
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../tests/e2e/helpers/browser";
import { startServer } from "../tests/e2e/helpers/server";
import { option } from "./lib/cli";
import { seedBenchArticles } from "./lib/seed";

const PAGES = [
  "/",
  "/services/zinguerie",
  "/realisations/cheneaux-zinc-lyon",
  "/blog",
  "ARTICLE",
  "/devis-gratuit",
  "/landing/zinguerie",
];

const jsonOut = option("json");
/** `--reports <dir>`: also keeps each page's full Lighthouse report (JSON) there, to see why a score is what it is. */
const reportsDir = option("reports");
/** `--pages /,/blog`: only these pages ('ARTICLE' is the seeded article). */
const pages = option("pages")?.split(",") ?? PAGES;
/** `--runs 5`: measurements per page; the median run (by Performance) is reported. */
const runs = Math.max(1, Number(option("runs") ?? 3));
/**
 * `--both`: each page measured with its scripts and with them blocked (`*\/assets/*.js`), the two
 * alternated run by run, and the medians printed side by side: what the scripts cost the main thread.
 */
const both = process.argv.includes("--both");
const SCRIPTS_BLOCKED = ["*/assets/*.js"];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** Keeps a full report in `--reports <dir>`, named after the page ('/' is 'home'). */
function saveReport(lhr: object, name: string): void {
  mkdirSync(reportsDir!, { recursive: true });
  const file = name
    .replace(/^\/(?=$|-)/, "home")
    .replace(/\W+/g, "_")
    .replace(/^_/, "");
  writeFileSync(`${reportsDir}/${file}.json`, JSON.stringify(lhr));
}
const server = await startServer({ LOG_LEVEL: "warn" });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
try {
  const articlePath = await seedBenchArticles(server, 3);
  const rows: {
    page: string;
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    metrics: string;
  }[] = [];
  // a production server is warm: render each page once (code loaded, HTML cache filled) before measuring
  for (const page of pages)
    await fetch(`${server.url}${page === "ARTICLE" ? articlePath : page}`).then((res) => res.arrayBuffer());
  const measure = (path: string, blockedUrlPatterns: string[] = []) =>
    lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      blockedUrlPatterns,
    });
  if (both) {
    console.log(
      `\n| page | Performance with / without scripts | TBT with / without (ms) | TBT difference (ms) | main-thread work with / without (ms) |\n|---|---|---|---|---|`,
    );
    for (const page of pages) {
      const path = page === "ARTICLE" ? articlePath : page;
      const taken = { with: [] as number[][], without: [] as number[][] };
      for (let run = 0; run < runs; run++) {
        for (const way of ["with", "without"] as const) {
          const lhr = (await measure(path, way === "with" ? [] : SCRIPTS_BLOCKED))?.lhr;
          if (reportsDir && lhr) saveReport(lhr, `${path}-${way}-scripts-${run + 1}`);
          taken[way].push([
            Math.round((lhr?.categories.performance?.score ?? 0) * 100),
            lhr?.audits["total-blocking-time"]?.numericValue ?? 0,
            lhr?.audits["mainthread-work-breakdown"]?.numericValue ?? 0,
          ]);
        }
      }
      const m = (way: "with" | "without", i: number) => Math.round(median(taken[way].map((values) => values[i] ?? 0)));
      const differences = taken.with.map((values, run) => (values[1] ?? 0) - (taken.without[run]?.[1] ?? 0));
      console.log(
        `| ${path} | ${m("with", 0)} / ${m("without", 0)} | ${m("with", 1)} / ${m("without", 1)} | ${Math.round(median(differences))} | ${m("with", 2)} / ${m("without", 2)} |`,
      );
    }
  }
  for (const page of both ? [] : pages) {
    const path = page === "ARTICLE" ? articlePath : page;
    const results = [];
    for (let run = 0; run < runs; run++) {
      results.push(
        await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          formFactor: "mobile",
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        }),
      );
    }
    const byPerformance = results.sort(
      (a, b) => (a?.lhr.categories.performance?.score ?? 0) - (b?.lhr.categories.performance?.score ?? 0),
    );
    const result = byPerformance[Math.floor(byPerformance.length / 2)];
    const c = result?.lhr.categories;
    const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
    const audit = (id: string) => result?.lhr.audits[id]?.displayValue ?? "?";
    const metrics = `FCP ${audit("first-contentful-paint")}, LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}`;
    rows.push({
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      metrics,
    });
    if (reportsDir && result) saveReport(result.lhr, path);
    const failing = Object.values(result?.lhr.audits ?? {}).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual",
    );
    if (failing.length) console.error(`${path}: ${failing.map((a) => a.id).join(", ")}`);
  }
  if (rows.length)
    console.log(
      "\n| page | Performance | Accessibility | Best Practices | SEO | metrics (simulated slow 4G, 4× CPU) |\n|---|---|---|---|---|---|",
    );
  for (const r of rows)
    console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.metrics} |`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
} finally {
  chrome.kill();
  await server.stop();
}
