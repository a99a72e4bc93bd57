/**
 * Blog benchmark: seeds 10,000 published articles, then measures the server
 * time of /blog, /blog?page=400, one article page, a category page and
 * searches on the production build,
 * on SQLite and (when TEST_DATABASE_URL is set) on PostgreSQL.
 *
 *   npx tsx scripts/bench-blog.ts            # SQLite only
 *   TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app_test npx tsx scripts/bench-blog.ts
 *
 * Options (environment): BENCH_ARTICLES (10000), BENCH_REQUESTS (400 per URL).
 * Target: p99 < 50 ms. Requests are sent one at a time on a kept-alive
 * connection (browser-like headers, compression on), so the latency measured
 * is the server's time plus loopback. The process exits 1 when a p99 misses the target.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { startServer, type TestServer } from "../tests/e2e/helpers/server";
import { createPostgresDatabase } from "../tests/helpers/postgres";
import { seedBenchArticles } from "./lib/seed";

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 40;
const TARGET_P99_MS = 50;
const ROOT = path.resolve(import.meta.dirname, "..");

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "br, gzip",
  "accept-language": "fr-FR,fr;q=0.9",
};

const CLOCK_TICK_MS = 10; // Linux USER_HZ = 100

/** CPU time (user + system) the server process has used so far, in ms (Linux /proc). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return Number.NaN;
  }
}

interface Measure {
  p50: number;
  p99: number;
  max: number;
  status: number;
  bytes: number;
  /** mean server CPU per request (ms): independent of other load on the machine */
  cpu: number;
}

/**
 * `uncached`: every request carries an Authorization header (and a unique query
 * string), so the server's page cache (server/html-cache.ts) never answers and
 * the page is rendered from the database each time; otherwise the same URL is
 * asked again and again.
 */
async function measure(url: string, pid: number | undefined, uncached: boolean): Promise<Measure> {
  let status = 0;
  let bytes = 0;
  let n = 0;
  const target = () => (uncached ? `${url}${url.includes("?") ? "&" : "?"}bench=${(n += 1)}` : url);
  // The page cache keys a page by the parameters it reads (a unique `bench` alone would still be a
  // hit): an Authorization header makes it step aside, as for a signed-in visitor.
  const headers = uncached ? { ...HEADERS, authorization: "Bearer bench-miss" } : HEADERS;
  for (let i = 0; i < WARMUP; i += 1) await (await fetch(target(), { headers })).arrayBuffer();
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(target(), { headers });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    status = res.status;
    bytes = body.byteLength;
  }
  const cpu = (cpuMs(pid) - cpuBefore) / REQUESTS;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)!, status, bytes, cpu };
}

async function benchEngine(kind: "sqlite" | "postgres"): Promise<boolean> {
  const pgDb = kind === "postgres" ? await createPostgresDatabase() : undefined;
  let server: TestServer | undefined;
  let ok = true;
  try {
    server = await startServer({ DATABASE_URL: pgDb?.url ?? "", LOG_LEVEL: "warn" });
    const t0 = performance.now();
    const articlePath = await seedBenchArticles(server, ARTICLES);
    console.log(`\n${kind}: ${ARTICLES} published articles seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const targets = [
      ["/blog", `${server.url}/blog`],
      ["/blog?page=400", `${server.url}/blog?page=400`],
      [articlePath, `${server.url}${articlePath}`],
      ["/blog/categorie/zinguerie", `${server.url}/blog/categorie/zinguerie`],
      ["/blog/categorie/zinguerie?page=150", `${server.url}/blog/categorie/zinguerie?page=150`],
      // searches are never cached: both modes render them; accents left out, as a visitor types
      ["/blog?q=gouttiere", `${server.url}/blog?q=gouttiere`],
      ["/blog?q=etancheite+toiture+terrasse", `${server.url}/blog?q=etancheite+toiture+terrasse`],
      ["/blog?q=zinc&page=20", `${server.url}/blog?q=zinc&page=20`],
      ["/blog?q=introuvable", `${server.url}/blog?q=introuvable`],
      // not part of the target: a page without database access, for the cost of the site's shell
      ["/cgu (baseline, no database)", `${server.url}/cgu`],
    ] as const;
    const modes = [
      ["rendered every time (server page cache bypassed)", true],
      ["repeat visits (server page cache)", false],
    ] as const;
    for (const [mode, uncached] of modes) {
      console.log(`  ${mode}:`);
      for (const [label, url] of targets) {
        const r = await measure(url, server.process.pid, uncached);
        const baseline = label.includes("baseline");
        const pass = r.status === 200 && (baseline || r.p99 < TARGET_P99_MS);
        ok &&= pass;
        const verdict = baseline ? "" : pass ? "ok" : `MISSES p99 < ${TARGET_P99_MS} ms`;
        console.log(
          `    ${label.padEnd(38)} status ${r.status}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
            `max ${r.max.toFixed(1).padStart(6)} ms  server CPU ${r.cpu.toFixed(1).padStart(4)} ms/req  ${(r.bytes / 1024).toFixed(1)} kB  ${verdict}`,
        );
      }
    }
  } finally {
    await server?.stop();
    await pgDb?.drop();
  }
  return ok;
}

async function main() {
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.js"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the production build failed");
  console.log(
    `blog benchmark: ${REQUESTS} sequential requests per URL after ${WARMUP} warm-up requests, target p99 < ${TARGET_P99_MS} ms`,
  );
  console.log(
    `machine load average: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${cpus().length} cores (latency grows with it; server CPU per request does not)`,
  );
  const engines: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  if (!process.env.TEST_DATABASE_URL) console.log("(PostgreSQL skipped: set TEST_DATABASE_URL to include it)");
  let ok = true;
  for (const kind of engines) ok = (await benchEngine(kind)) && ok;
  process.exitCode = ok ? 0 : 1;
}

await main();
