// `npm run bench`: autocannon (50 connections) on the key public pages of the production server,
// beside the same HTML bytes served from memory by a minimal Node HTTP server (the static
// baseline), in the same run. Prints req/s, p50, p99 and the ratio to the baseline.
// Options: --duration <s> (default 8), --articles <n> (default 10000), --pages a,b,c
import { spawn, type ChildProcess } from "node:child_process";
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

const server = await startServer({ LOG_LEVEL: "warn" });
let baseline: ChildProcess | undefined;
try {
  console.log(`seeding ${articleCount} published articles…`);
  const articlePath = await seedBenchArticles(server, articleCount);
  const pages = (option("pages") ?? [...STATIC_PAGES, ...BLOG_PAGES].join(","))
    .split(",")
    .map((p) => (p === "ARTICLE" ? articlePath : p));

  // The static baseline: the exact bytes of each page, served from memory.
  const bodies: Record<string, string> = {};
  for (const p of pages) bodies[p] = await (await fetch(`${server.url}${p}`)).text();
  const bodiesFile = path.join(tmpdir(), `bench-bodies-${process.pid}.json`);
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const baselinePort = await freePort();
  baseline = spawn(
    process.execPath,
    [
      "-e",
      `const b=require(${JSON.stringify(bodiesFile)});const m=new Map(Object.entries(b).map(([k,v])=>[k,Buffer.from(v)]));
       require("node:http").createServer((q,s)=>{const x=m.get(q.url);if(!x){s.statusCode=404;return s.end()}
       s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-length":x.length});s.end(x)}).listen(${baselinePort},"127.0.0.1",()=>console.log("ready"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve) => baseline!.stdout!.once("data", resolve));

  const run = async (url: string) => {
    await autocannon({ url, connections: 10, duration: 1 }); // warm-up
    const r = await autocannon({ url, connections: 50, duration });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  };

  const rows = [];
  for (const p of pages) {
    const app = await run(`${server.url}${p}`);
    const base = await run(`http://127.0.0.1:${baselinePort}${p}`);
    rows.push({ page: p, app, base, ratio: app.rps / base.rps });
  }
  console.log(`\nautocannon, 50 connections, ${duration} s per run, ${articleCount} published articles\n`);
  console.log("| page | app req/s | app p50 ms | app p99 ms | static req/s | static p99 ms | ratio | non-2xx |\n|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.app.rps.toFixed(0)} | ${r.app.p50} | ${r.app.p99} | ${r.base.rps.toFixed(0)} | ${r.base.p99} | ${(r.ratio * 100).toFixed(0)}% | ${r.app.errors} |`,
    );
  }
} finally {
  baseline?.kill();
  await server.stop();
}
