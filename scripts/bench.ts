// `npm run bench`: autocannon (50 connections) on the key public pages of the production server,
// beside the same bytes served from memory by a minimal Node HTTP server (the static baseline,
// scripts/lib/static-baseline.mjs), in the same run. Each page is measured as a browser asks for it
// (Accept-Encoding: gzip, deflate, br, zstd) and without compression (no Accept-Encoding).
// Prints req/s, p50, p99 and the ratio to the baseline.
// Options: --duration <s> (default 8), --articles <n> (default 10000), --pages a,b,c, --modes browser,identity
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startServer } from "../tests/e2e/helpers/server";
import { option } from "./lib/cli";
import { seedBenchArticles } from "./lib/seed";

const duration = Number(option("duration") ?? "8");
const articleCount = Number(option("articles") ?? "10000");
const STATIC_PAGES = ["/", "/services/zinguerie", "/realisations/cheneaux-zinc-lyon", "/devis-gratuit", "/landing/zinguerie"];
const BLOG_PAGES = ["/blog", "/blog?page=400", "ARTICLE"];
/** What a browser sends, and nothing (how the bench measured before brotli was stored with each page). */
const MODES = { browser: "gzip, deflate, br, zstd", identity: undefined } as const;
type Mode = keyof typeof MODES;
const modes = (option("modes") ?? "browser,identity").split(",") as Mode[];

/** The raw bytes the server sends (fetch would decode them). */
function rawPage(url: string, acceptEncoding: string | undefined): Promise<{ encoding: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"] ?? null, body: Buffer.concat(chunks).toString("base64") }));
    })
      .on("error", reject)
      .end();
  });
}

const server = await startServer({ LOG_LEVEL: "warn" });
let baseline: ChildProcess | undefined;
try {
  console.log(`seeding ${articleCount} published articles…`);
  const articlePath = await seedBenchArticles(server, articleCount);
  const pages = (option("pages") ?? [...STATIC_PAGES, ...BLOG_PAGES].join(","))
    .split(",")
    .map((p) => (p === "ARTICLE" ? articlePath : p));

  // The static baseline serves what the application sends once its cache holds the page (compressed
  // copies are made in the background: give them a moment).
  for (const p of pages) await rawPage(`${server.url}${p}`, undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stored: Record<string, { encoding: string | null; body: string }> = {};
  for (const mode of modes) for (const p of pages) stored[`${mode} ${p}`] = await rawPage(`${server.url}${p}`, MODES[mode]);
  const bodiesFile = path.join(tmpdir(), `bench-bodies-${process.pid}.json`);
  writeFileSync(bodiesFile, JSON.stringify(stored));
  const baselinePort = await freePort();
  baseline = spawn(process.execPath, [path.join(import.meta.dirname, "lib/static-baseline.mjs"), bodiesFile, String(baselinePort)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => baseline!.stdout!.once("data", resolve));

  const run = async (url: string, mode: Mode) => {
    const headers: Record<string, string> = MODES[mode] ? { "accept-encoding": MODES[mode] } : {};
    await autocannon({ url, headers, connections: 10, duration: 1 }); // warm-up
    const r = await autocannon({ url, headers, connections: 50, duration });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  };

  const rows = [];
  for (const mode of modes) {
    for (const p of pages) {
      const app = await run(`${server.url}${p}`, mode);
      const base = await run(`http://127.0.0.1:${baselinePort}${p}`, mode);
      const { encoding, body } = stored[`${mode} ${p}`]!;
      rows.push({ mode, page: p, sent: `${(Buffer.from(body, "base64").length / 1024).toFixed(1)} KB ${encoding ?? "identity"}`, app, base });
    }
  }
  console.log(`\nautocannon, 50 connections, ${duration} s per run, ${articleCount} published articles\n`);
  console.log(
    "| request | page | bytes sent | app req/s | app p50 ms | app p99 ms | static req/s | static p99 ms | ratio | non-2xx |\n|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of rows) {
    console.log(
      `| ${r.mode} | ${r.page} | ${r.sent} | ${r.app.rps.toFixed(0)} | ${r.app.p50} | ${r.app.p99} | ${r.base.rps.toFixed(0)} | ${r.base.p99} | ${((r.app.rps / r.base.rps) * 100).toFixed(0)}% | ${r.app.errors} |`,
    );
  }
} finally {
  baseline?.kill();
  await server.stop();
}
