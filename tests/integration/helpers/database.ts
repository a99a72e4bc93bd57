import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv, resetEnvForTests } from "~/config/env.server";
import { closeDatabase, getDatabase, type Database, type DbKind } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { migrateAuthTables, resetAuthForTests } from "~/features/auth/auth.server";
import { createPostgresDatabase } from "../../helpers/postgres";
import { integrationEngines } from "../../postgres-run";

/** The site's address in these tests (SITE_URL): the origin of its own posts. */
export const TEST_SITE_URL = "http://127.0.0.1:3999";

/** SQLite; PostgreSQL instead when TEST_DATABASE_URL is set: that run follows one on SQLite. */
export const TEST_ENGINES: DbKind[] = integrationEngines();

export interface TestDatabase {
  kind: DbKind;
  dataDir: string;
  databaseUrl: string | undefined;
  database: Database;
  cleanup: () => Promise<void>;
}

/**
 * The environment the worker started with: what each file's configuration starts from. Kept on
 * globalThis: a file that calls `vi.resetModules()` makes the next one load this module afresh,
 * after its own variables were set.
 */
const worker = globalThis as { startingEnv?: NodeJS.ProcessEnv };
const startingEnv = (worker.startingEnv ??= { ...process.env });

/** Puts `process.env` back as the worker started, whatever an earlier file of the worker set (Vitest's own variables aside). */
function restoreStartingEnv(): void {
  const ours = (name: string) => !name.startsWith("VITEST");
  for (const name of Object.keys(process.env)) if (ours(name) && !(name in startingEnv)) delete process.env[name];
  for (const [name, value] of Object.entries(startingEnv)) if (ours(name)) process.env[name] = value;
}

/**
 * Points the process-wide configuration at a fresh, migrated database of the
 * given engine (and a fresh DATA_DIR), so the real feature code runs on it.
 * The files of a worker share loaded modules (vitest.config.ts), so this also
 * forgets what an earlier file left: its variables and its auth instance.
 */
export async function useTestDatabase(kind: DbKind, extraEnv: Record<string, string> = {}): Promise<TestDatabase> {
  await closeDatabase();
  restoreStartingEnv();
  resetAuthForTests();
  const dataDir = mkdtempSync(path.join(tmpdir(), "az-int-"));
  const pgDb = kind === "postgres" ? await createPostgresDatabase() : undefined;
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? "",
    SITE_URL: TEST_SITE_URL,
    ...extraEnv,
  });
  resetEnvForTests();
  const env = getEnv();
  const database = getDatabase();
  await migrateDatabase(database, { dataDir, extra: () => migrateAuthTables(env, database) });
  return {
    kind,
    dataDir,
    databaseUrl: pgDb?.url,
    database,
    async cleanup() {
      await closeDatabase();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
