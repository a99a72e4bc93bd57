/**
 * A production server with a signed-in administrator, for the media tests.
 * Minimal on purpose: the auth engineer's `tests/e2e/helpers/admin.ts` will
 * replace it when it lands (same idea: user written through better-auth, then
 * a real sign-in over HTTP).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { parseEnv } from "~/config/env.server";
import { createDatabase } from "~/db/client.server";
import { createAdminUser, TEST_ADMIN } from "../../helpers/admin-user";
import { createPostgresDatabase } from "../../helpers/postgres";
import { startServer, type TestServer } from "./server";

export interface AdminServer {
  server: TestServer;
  /** 'name=value; name2=value2' for fetch. */
  cookie: string;
  /** Gives a browser context the administrator's session. */
  signInContext: (context: BrowserContext) => Promise<void>;
  stop: () => Promise<void>;
}

/** Signs the test administrator in through POST /api/auth/sign-in/email (with an Origin, as a browser sends). */
export async function signIn(server: TestServer): Promise<Pick<AdminServer, "cookie" | "signInContext">> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const pairs = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const cookie = pairs.join("; ");
  if (!cookie.includes("session_token")) throw new Error(`no session cookie: ${cookie}`);
  return {
    cookie,
    async signInContext(context) {
      await context.addCookies(
        pairs.map((pair) => {
          const eq = pair.indexOf("=");
          return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.url };
        }),
      );
    },
  };
}

/** Writes the administrator into the server's database through better-auth (its adapter, its password hashing). */
export async function createAdmin(server: TestServer, databaseUrl: string): Promise<void> {
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl, SITE_URL: server.url, LOG_LEVEL: "silent" });
  const database = createDatabase(env);
  try {
    await createAdminUser(env, database);
  } finally {
    await database.close();
  }
}

/**
 * Starts the built server on a fresh DATA_DIR (and its own PostgreSQL
 * database when TEST_DATABASE_URL is set), or on given ones to share them
 * between instances, and signs an administrator in (created unless
 * `createAdmin` is false: another instance on the same database made it).
 */
export async function startAdminServer(
  env: Record<string, string> = {},
  shared?: { dataDir: string; databaseUrl: string; createAdmin: boolean },
): Promise<AdminServer> {
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), "az-media-e2e-"));
  const pg = !shared && process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
  const databaseUrl = shared?.databaseUrl ?? pg?.url ?? "";
  const server = await startServer({ ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const stop = async () => {
    await server.stop();
    if (!shared) {
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    }
  };
  try {
    if (shared?.createAdmin ?? true) await createAdmin(server, databaseUrl);
    return { server, ...(await signIn(server)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
