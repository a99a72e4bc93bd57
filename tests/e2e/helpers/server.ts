import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../helpers/ports";
import { createPostgresDatabase } from "../../helpers/postgres";

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server's PostgreSQL database, or undefined on SQLite (DATA_DIR/app.db): lets tests and seeds reach its data. */
  databaseUrl: string | undefined;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Kept here too for the scripts that import it with startServer. */
export { freePort } from "../../helpers/ports";

/**
 * Starts the production server (`server/main.js` on the built app) on a free
 * port with a fresh DATA_DIR, and waits until /healthz answers (browser test files
 * start once the build is ready: tests/e2e/wait-for-build.ts). `nodeArgs`: options
 * for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not accept).
 */
export async function startServer(env: Record<string, string | undefined> = {}, nodeArgs: string[] = []): Promise<TestServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "az-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  // With TEST_DATABASE_URL set (the PostgreSQL run of CI), every server gets its own PostgreSQL database.
  const pgDb = env.DATABASE_URL === undefined && process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
  const child = spawn(process.execPath, [...nodeArgs, "server/main.js"], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "info",
      DATABASE_URL: pgDb?.url ?? "",
      GA_MEASUREMENT_ID: "",
      GOOGLE_ADS_ID: "",
      SMTP_URL: "",
      AI_BASE_URL: "",
      S3_BUCKET: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    await pgDb?.drop();
    throw new Error(`server did not become healthy:\n${output}`);
  }

  return {
    url,
    port,
    dataDir,
    databaseUrl: pgDb?.url ?? (env.DATABASE_URL || undefined),
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    },
  };
}
