// Start-up cost of `npm start` on an existing build: time to a healthy /healthz and idle RSS.
// `npx tsx scripts/measure-startup.ts [runs]`
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/e2e/helpers/server";

const runs = Number(process.argv[2] ?? 5);
const times: number[] = [];
const rss: number[] = [];
for (let i = 0; i < runs; i++) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "az-startup-"));
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  times.push(performance.now() - started);
  await fetch(`http://127.0.0.1:${port}/`); // one page rendered, then idle
  await new Promise((r) => setTimeout(r, 1000));
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `start-up to healthy /healthz: median ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(", ")})`,
);
console.log(`idle RSS after one page: median ${median(rss).toFixed(1)} MB (runs: ${rss.map((r) => r.toFixed(1)).join(", ")})`);
