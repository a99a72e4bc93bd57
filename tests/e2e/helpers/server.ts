import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
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
 * port with a fresh DATA_DIR, and waits until /healthz answers from it
 * (browser test files start once the build is ready: tests/e2e/wait-for-build.ts).
 * `nodeArgs`: options for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not accept).
 *
 * The port is free when picked, but the server binds it a second later, after loading and
 * migrating: another worker may pick the same port meanwhile. A /healthz answer may then come from
 * the other worker's server, so the server counts as started once it answers and holds the port
 * itself (`holdsPort`); one that lost the port exits with EADDRINUSE and is started again on another.
 */
export async function startServer(env: Record<string, string | undefined> = {}, nodeArgs: string[] = []): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "az-e2e-"));
  // With TEST_DATABASE_URL set (the PostgreSQL run of CI), every server gets its own PostgreSQL database.
  const pgDb = env.DATABASE_URL === undefined && process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
  const cleanUp = async () => {
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  };
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [...nodeArgs, "server/main.js"], {
      cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.."),
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: url,
        DATABASE_URL: pgDb?.url ?? "",
        GA_MEASUREMENT_ID: "",
        GOOGLE_ADS_ID: "",
        SMTP_URL: "",
        AI_BASE_URL: "",
        S3_BUCKET: "",
        LOG_LEVEL: "info",
        ...env,
        PORT: String(port),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    const closed = new Promise((resolve) => child.once("close", resolve));

    const deadline = Date.now() + 30_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      if (child.exitCode !== null) break;
      try {
        healthy = (await fetch(`${url}/healthz`)).ok && holdsPort(child.pid!, port);
      } catch {
        // not listening yet
      }
      if (!healthy) await new Promise((r) => setTimeout(r, 50));
    }
    if (healthy) {
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
          await cleanUp();
        },
      };
    }
    const exited = child.exitCode !== null;
    child.kill("SIGKILL");
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]); // its last words, read to the end
    if (exited && output.includes("EADDRINUSE") && attempt < 3) continue;
    await cleanUp();
    throw new Error(`${exited ? "server exited early" : "server did not become healthy"}:\n${output}`);
  }
}

/**
 * Whether process `pid` has the listening socket of 127.0.0.1:`port`: the socket's inode, read from
 * /proc/net/tcp, among the process's open files. Without /proc (not Linux), true: the /healthz answer
 * is then all there is to go by.
 */
function holdsPort(pid: number, port: number): boolean {
  let table: string;
  try {
    table = readFileSync("/proc/net/tcp", "utf8");
  } catch {
    return true;
  }
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const LISTEN = "0A";
  const inode = table
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1] === local && fields[3] === LISTEN)?.[9];
  if (!inode) return false;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return false; // the process is gone
  }
}
