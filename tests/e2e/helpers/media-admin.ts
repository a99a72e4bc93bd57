/**
 * A production server with a signed-in administrator, for the media tests.
 * Uses the interim helpers of ai-admin.ts (user written through better-auth,
 * real sign-in over HTTP); switch to tests/e2e/helpers/admin.ts once the auth
 * work has landed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { TEST_ADMIN } from "../../helpers/admin-user";
import { createPostgresDatabase } from "../../helpers/postgres";
import { addSessionCookie, createAdmin, signIn } from "./ai-admin";
import { startServer, type TestServer } from "./server";

export interface AdminServer {
  server: TestServer;
  /** 'name=value; name2=value2' for fetch. */
  cookie: string;
  /** Gives a browser context the administrator's session. */
  signInContext: (context: BrowserContext) => Promise<void>;
  stop: () => Promise<void>;
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
    const credentials = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };
    if (shared?.createAdmin ?? true) await createAdmin(server, databaseUrl, credentials);
    const cookie = await signIn(server.url, credentials);
    if (!cookie.includes("session_token")) throw new Error(`no session cookie: ${cookie}`);
    return { server, cookie, signInContext: (context) => addSessionCookie(context, server.url, cookie), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
