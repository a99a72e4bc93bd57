import path from "node:path";
import SQLite from "better-sqlite3";
import { Migrator, sql, type Migration } from "kysely";
import type { Database } from "./client.server";
import { migrations } from "./migrations";

const PG_MIGRATION_LOCK = 72_110_042; // arbitrary constant shared by every instance

/**
 * Applies our migrations, then `extra` (better-auth's), under one lock held
 * across processes: an advisory lock on PostgreSQL, an exclusive transaction
 * on a lock file next to the SQLite database. Safe to run twice and
 * concurrently.
 */
export async function migrateDatabase(
  database: Database,
  options: { dataDir: string; extra?: () => Promise<void> },
): Promise<void> {
  await withMigrationLock(database, options.dataDir, async () => {
    const provided: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(migrations)) {
      provided[name] = { up: (db) => m.up(db, database.kind) };
    }
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => provided },
      // Numbers are given per issue and branches land in any order: a database that already ran
      // 006 must still accept 004 when it arrives (each migration is independent of the others).
      allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === "Error");
    if (error || failed) {
      throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
    }
    await options.extra?.();
  });
}

async function withMigrationLock(database: Database, dataDir: string, fn: () => Promise<void>): Promise<void> {
  if (database.kind === "postgres") {
    await database.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${PG_MIGRATION_LOCK})`.execute(conn);
      try {
        await fn();
      } finally {
        await sql`select pg_advisory_unlock(${PG_MIGRATION_LOCK})`.execute(conn);
      }
    });
    return;
  }
  const lock = new SQLite(path.join(dataDir, ".migration-lock.db"));
  lock.pragma("busy_timeout = 60000");
  lock.exec("BEGIN EXCLUSIVE");
  try {
    await fn();
  } finally {
    lock.exec("COMMIT");
    lock.close();
  }
}
