/**
 * A production server with a signed-in administrator, for the media tests:
 * the administrator is made with the real `admin:create` command and signed
 * in through the real sign-in form (tests/e2e/helpers/admin.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { createPostgresDatabase } from "../../helpers/postgres";
import { addSessionCookie, createAdmin, DEFAULT_ADMIN, signInCookie } from "./admin";
import { startServer, type TestServer } from "./server";

export interface AdminServer {
  server: TestServer;
  /** The session cookie ('name=value') for fetch. */
  cookie: string;
  /** Gives a browser context the administrator's session. */
  signInContext: (context: BrowserContext) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the built server on a fresh DATA_DIR (and its own PostgreSQL
 * database when TEST_DATABASE_URL is set), or on given ones to share them
 * between instances, and signs the administrator in (created unless
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
    if (shared?.createAdmin ?? true) await createAdmin(server, DEFAULT_ADMIN);
    const cookie = await signInCookie(server, DEFAULT_ADMIN);
    const signInContext = (context: BrowserContext) => addSessionCookie(context, server, cookie);
    return { server, cookie, signInContext, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
