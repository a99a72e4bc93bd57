/**
 * Blog benchmark: seeds 10,000 published articles, then measures the server
 * time of /blog, /blog?page=400 and one article page on the production build,
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
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "~/db/client.server";
import { createPostgresDatabase } from "../tests/helpers/postgres";

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 40;
const TARGET_P99_MS = 50;
const ROOT = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SITE_URL: url,
      LOG_LEVEL: "warn",
      GA_MEASUREMENT_ID: "",
      GOOGLE_ADS_ID: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy");
}

const TOPICS = ["gouttières", "chéneaux en zinc", "étanchéité EPDM", "toiture terrasse", "bavettes et solins", "démoussage", "noues", "façonnage sur mesure"];
const CATEGORIES = ["Zinguerie", "Étanchéité", "Entretien", "Façonnage", "Conseils"];

function articleContent(i: number, topic: string): string {
  return [
    `# Tout savoir sur les ${topic} (${i})`,
    `Les **${topic}** protègent votre maison des infiltrations. Voici nos conseils de couvreurs-zingueurs, tirés de plus de 500 chantiers en Auvergne-Rhône-Alpes.`,
    "## Pourquoi entretenir régulièrement",
    "Un entretien deux fois par an évite la plupart des sinistres : feuilles, mousses et débris bloquent l'écoulement et abîment les jonctions.",
    "- Inspection visuelle des jonctions\n- Nettoyage des feuilles et mousses\n- Contrôle des fixations et des pentes\n- Vérification des descentes",
    "## Les matériaux",
    "| Matériau | Épaisseur | Durée de vie |\n|:--|:--:|--:|\n| Zinc | 0,65 mm | 50 ans |\n| Aluminium | 0,7 mm | 40 ans |\n| Cuivre | 0,6 mm | 80 ans |",
    "> Conseil : faites intervenir un professionnel pour tout travail en hauteur.",
    `Pour un devis, consultez [nos services](/services/zinguerie) ou [la fiche de l'ADEME](https://www.ademe.fr/).`,
    "## En résumé",
    "Un entretien régulier coûte bien moins cher qu'une réparation après un dégât des eaux. ".repeat(6),
  ].join("\n\n");
}

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const database = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const start = Date.parse("2023-01-01T08:00:00.000Z");
  let someSlug = "";
  try {
    for (let offset = 0; offset < ARTICLES; offset += 500) {
      const rows = Array.from({ length: Math.min(500, ARTICLES - offset) }, (_, k) => {
        const i = offset + k;
        const topic = TOPICS[i % TOPICS.length]!;
        const at = new Date(start + i * 3 * 3_600_000).toISOString();
        const content = articleContent(i, topic);
        return {
          id: crypto.randomUUID(),
          title: `Tout savoir sur les ${topic} (${i})`,
          content,
          excerpt: `${content.slice(0, 200)}...`,
          category: CATEGORIES[i % CATEGORIES.length]!,
          image_url: i % 3 === 0 ? `https://images.example.com/toiture-${i % 50}.jpg` : null,
          keywords: JSON.stringify([topic, "toiture", "zinguerie", `lyon-${i % 20}`, "entretien"]),
          slug: `tout-savoir-sur-les-${i}`,
          author_id: "bench-author",
          published: true,
          created_at: at,
          updated_at: at,
        };
      });
      await database.db.insertInto("articles").values(rows).execute();
      someSlug = rows[Math.floor(rows.length / 2)]!.slug;
    }
  } finally {
    await database.close();
  }
  return someSlug;
}

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
 * `uncached`: every request gets a unique query string, so the server's page
 * cache (server/html-cache.ts) never answers and the page is rendered from
 * the database each time; otherwise the same URL is asked again and again.
 */
async function measure(url: string, pid: number | undefined, uncached: boolean): Promise<Measure> {
  let status = 0;
  let bytes = 0;
  let n = 0;
  const target = () => (uncached ? `${url}${url.includes("?") ? "&" : "?"}bench=${(n += 1)}` : url);
  for (let i = 0; i < WARMUP; i += 1) await (await fetch(target(), { headers: HEADERS })).arrayBuffer();
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(target(), { headers: HEADERS });
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
  const dataDir = mkdtempSync(path.join(tmpdir(), "az-bench-"));
  const pgDb = kind === "postgres" ? await createPostgresDatabase() : undefined;
  let child: ChildProcess | undefined;
  let ok = true;
  try {
    const server = await startServer(dataDir, pgDb?.url);
    child = server.child;
    const t0 = performance.now();
    const slug = await seed(dataDir, pgDb?.url);
    console.log(`\n${kind}: ${ARTICLES} published articles seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const targets = [
      ["/blog", `${server.url}/blog`],
      ["/blog?page=400", `${server.url}/blog?page=400`],
      [`/blog/${slug}`, `${server.url}/blog/${slug}`],
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
        const r = await measure(url, child.pid, uncached);
        const baseline = label.includes("baseline");
        const pass = r.status === 200 && (baseline || r.p99 < TARGET_P99_MS);
        ok &&= pass;
        const verdict = baseline ? "" : pass ? "ok" : `MISSES p99 < ${TARGET_P99_MS} ms`;
        console.log(
          `    ${label.padEnd(34)} status ${r.status}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
            `max ${r.max.toFixed(1).padStart(6)} ms  server CPU ${r.cpu.toFixed(1).padStart(4)} ms/req  ${(r.bytes / 1024).toFixed(1)} kB  ${verdict}`,
        );
      }
    }
  } finally {
    child?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

async function main() {
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.js"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the production build failed");
  console.log(`blog benchmark: ${REQUESTS} sequential requests per URL after ${WARMUP} warm-up requests, target p99 < ${TARGET_P99_MS} ms`);
  console.log(`machine load average: ${loadavg().map((l) => l.toFixed(1)).join(" ")} on ${cpus().length} cores (latency grows with it; server CPU per request does not)`);
  const engines: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  if (!process.env.TEST_DATABASE_URL) console.log("(PostgreSQL skipped: set TEST_DATABASE_URL to include it)");
  let ok = true;
  for (const kind of engines) ok = (await benchEngine(kind)) && ok;
  process.exitCode = ok ? 0 : 1;
}

await main();
