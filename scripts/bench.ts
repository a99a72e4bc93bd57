// `npm run bench`: autocannon (50 connections) on the key public pages of the production server,
// beside the same bytes served from memory by a minimal Node HTTP server (the static baseline,
// scripts/lib/static-baseline.mjs), in the same run. Each page is measured in the request modes asked for:
//   browser   the cached page as a browser asks for it (Accept-Encoding: gzip, deflate, br, zstd)
//   identity  the cached page without compression (no Accept-Encoding)
//   ad        as a visitor from an ad: a unique gclid and UTM parameters on every request (the page
//             cache ignores them, so this is the cached page too)
//   miss      every request rendered: it carries an Authorization header, which makes the page cache
//             step aside as it does for a signed-in visitor, and a unique parameter. The cost of a page
//             the cache cannot answer (first visit after a deployment or a publication, personal visitors).
// Prints req/s, p50, p99 and the ratio to the baseline (browser and identity), then hit against miss.
// Options: --duration <s> (default 8), --articles <n> (default 10000), --pages a,b,c (ARTICLE: a seeded
// article), --modes browser,identity,ad,miss (default browser,identity), --cpu-prof <dir> (the server
// writes a V8 CPU profile there when it stops; open it in Chrome DevTools or read it with node).
// Hit against miss on the key pages:
//   npm run bench -- --pages /,/landing/zinguerie,/blog,ARTICLE --modes browser,ad,miss
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
/** A person's browser: the server counts its page views (docs/product.md#statistics), as it does for real visitors. */
const BROWSER_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
interface RequestMode {
  acceptEncoding: string | undefined;
  /** compared with the static baseline (only what the cache answers can be) */
  baseline: boolean;
  headers?: Record<string, string>;
  /** the query parameters added to request n */
  uniqueQuery?: (n: number) => string;
}
type Mode = "browser" | "identity" | "ad" | "miss";
const MODES: Record<Mode, RequestMode> = {
  browser: { acceptEncoding: BROWSER_ENCODINGS, baseline: true },
  // how the bench measured before brotli was stored with each page
  identity: { acceptEncoding: undefined, baseline: true },
  ad: {
    acceptEncoding: BROWSER_ENCODINGS,
    baseline: false,
    uniqueQuery: (n) => `gclid=Cj0KCQbench${n}&utm_source=google&utm_medium=cpc&utm_campaign=bench`,
  },
  miss: {
    acceptEncoding: BROWSER_ENCODINGS,
    baseline: false,
    headers: { authorization: "Bearer bench-miss" },
    uniqueQuery: (n) => `bench=${n}`,
  },
};
const modes = (option("modes") ?? "browser,identity").split(",") as Mode[];
for (const mode of modes) if (!(mode in MODES)) throw new Error(`unknown mode '${mode}': ${Object.keys(MODES).join(", ")}`);
const cpuProfileDir = option("cpu-prof");

/**
 * The CPU time the server process has used, all its threads (compression included), in ms, from
 * /proc (Linux; its clock ticks are always 1/100 s there). Undefined elsewhere. On a shared machine
 * the time a request costs is steadier than the requests a second.
 */
function serverCpuMs(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  const fields = readFileSync(file, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime, fields 14 and 15 of stat(5)
}

/** The raw bytes the server sends (fetch would decode them). */
function rawPage(url: string, acceptEncoding: string | undefined): Promise<{ encoding: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ encoding: res.headers["content-encoding"] ?? null, body: Buffer.concat(chunks).toString("base64") }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const server = await startServer(
  { LOG_LEVEL: "warn" },
  cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [],
);
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
  for (const mode of modes)
    for (const p of pages) stored[`${mode} ${p}`] = await rawPage(`${server.url}${p}`, MODES[mode].acceptEncoding);
  const bodiesFile = path.join(tmpdir(), `bench-bodies-${process.pid}.json`);
  writeFileSync(bodiesFile, JSON.stringify(stored));
  const baselinePort = await freePort();
  baseline = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "lib/static-baseline.mjs"), bodiesFile, String(baselinePort)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise((resolve) => baseline!.stdout!.once("data", resolve));

  const run = async (origin: string, page: string, mode: Mode) => {
    const { acceptEncoding, headers: extra, uniqueQuery } = MODES[mode];
    const headers: Record<string, string> = {
      "user-agent": BROWSER_USER_AGENT,
      ...extra,
      ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
    };
    let n = 0;
    // every request of a run gets its own parameters: none is ever sent twice
    const requests = uniqueQuery
      ? [
          {
            setupRequest: (req: { path?: string }) => ({
              ...req,
              path: `${page}${page.includes("?") ? "&" : "?"}${uniqueQuery(n++)}`,
            }),
          },
        ]
      : undefined;
    const options = { url: `${origin}${page}`, headers, requests };
    await autocannon({ ...options, connections: 10, duration: 1 }); // warm-up
    const pid = origin === server.url ? server.process.pid : baseline!.pid;
    const cpuBefore = serverCpuMs(pid);
    const r = await autocannon({ ...options, connections: 50, duration });
    const cpuAfter = serverCpuMs(pid);
    const cpuPerRequest =
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / Math.max(1, r.requests.total);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuPerRequest };
  };
  type Measure = Awaited<ReturnType<typeof run>>;

  const rows: { mode: Mode; page: string; sent: string; app: Measure; base: Measure | null }[] = [];
  for (const mode of modes) {
    for (const p of pages) {
      const app = await run(server.url, p, mode);
      const base = MODES[mode].baseline ? await run(`http://127.0.0.1:${baselinePort}`, p, mode) : null;
      const { encoding, body } = stored[`${mode} ${p}`]!;
      rows.push({
        mode,
        page: p,
        sent: `${(Buffer.from(body, "base64").length / 1024).toFixed(1)} KB ${encoding ?? "identity"}`,
        app,
        base,
      });
    }
  }
  console.log(`\nautocannon, 50 connections, ${duration} s per run, ${articleCount} published articles\n`);
  console.log(
    "| request | page | bytes sent | app req/s | app p50 ms | app p99 ms | app CPU ms/req | static req/s | static p99 ms | ratio | non-2xx |\n|---|---|---|---|---|---|---|---|---|---|---|",
  );
  const cpu = (m: Measure) => (m.cpuPerRequest === undefined ? "–" : m.cpuPerRequest.toFixed(2));
  for (const r of rows) {
    const base = r.base
      ? [r.base.rps.toFixed(0), r.base.p99, `${((r.app.rps / r.base.rps) * 100).toFixed(0)}%`]
      : ["–", "–", "–"];
    console.log(
      `| ${r.mode} | ${r.page} | ${r.sent} | ${r.app.rps.toFixed(0)} | ${r.app.p50} | ${r.app.p99} | ${cpu(r.app)} | ${base.join(" | ")} | ${r.app.errors} |`,
    );
  }
  if (modes.includes("browser") && modes.includes("miss")) {
    console.log(
      "\n| page | hit req/s | hit p99 ms | hit CPU ms/req | miss req/s | miss p99 ms | miss CPU ms/req |\n|---|---|---|---|---|---|---|",
    );
    for (const p of pages) {
      const [hit, miss] = (["browser", "miss"] as const).map((mode) => rows.find((r) => r.mode === mode && r.page === p)!.app);
      console.log(
        `| ${p} | ${hit!.rps.toFixed(0)} | ${hit!.p99} | ${cpu(hit!)} | ${miss!.rps.toFixed(0)} | ${miss!.p99} | ${cpu(miss!)} |`,
      );
    }
  }
} finally {
  baseline?.kill();
  await server.stop();
}
