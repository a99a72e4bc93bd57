import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql, type Dialect } from "kysely";
import { createRequire } from "node:module";
import type PgModule from "pg";
import { getEnv, type Env } from "~/config/env.server";
import type { DB } from "./schema";
import { withCachedStatements } from "./cached-statements";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";
import { logger } from "~/lib/logger.server";

export type DbKind = "sqlite" | "postgres";

export interface Database {
  kind: DbKind;
  db: Kysely<DB>;
  /** A second dialect on its own connection(s) for better-auth, which expects its own value types. */
  authDialect: Dialect;
  close(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;

function openSqlite(file: string): SQLite.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const conn = new SQLite(file);
  conn.pragma("journal_mode = WAL");
  conn.pragma("foreign_keys = ON");
  conn.pragma("busy_timeout = 5000");
  conn.pragma("synchronous = NORMAL");
  return conn;
}

export function sqlitePath(env: Pick<Env, "DATA_DIR">): string {
  return path.join(env.DATA_DIR, "app.db");
}

/** pg is loaded only by a site on PostgreSQL (15 MB of memory a SQLite site does not pay). */
const requireModule = createRequire(import.meta.url);

export function createDatabase(env: Pick<Env, "DATA_DIR" | "DATABASE_URL">): Database {
  if (env.DATABASE_URL) {
    const pg = requireModule("pg") as typeof PgModule;
    const types = {
      getTypeParser(oid: number, format?: "text" | "binary") {
        if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) return (v: string) => new Date(v).toISOString();
        if (oid === INT8_OID) return (v: string) => Number(v);
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads are not expressible here
        return pg.types.getTypeParser(oid, format as any);
      },
    };
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10, types });
    const authPool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 5 });
    // An idle connection closed by the server (restart, failover, dropped database) would
    // otherwise be an unhandled 'error' that stops the process; the pool opens a new one.
    for (const p of [pool, authPool]) {
      p.on("error", (error) => logger.warn({ err: error.message }, "connexion PostgreSQL inactive perdue"));
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: "postgres",
      db,
      authDialect: new PostgresDialect({ pool: authPool }),
      async close() {
        await db.destroy();
        await authPool.end().catch(() => undefined);
      },
    };
  }
  const file = sqlitePath(env);
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withCachedStatements(openSqlite(file)) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  const authConn = openSqlite(file);
  return {
    kind: "sqlite",
    db,
    authDialect: new SqliteDialect({ database: withCachedStatements(authConn) }),
    async close() {
      await db.destroy();
      authConn.close();
    },
  };
}

let current: Database | undefined;

/** The process-wide database, opened on first use. */
export function getDatabase(): Database {
  current ??= createDatabase(getEnv());
  return current;
}
export function getDb(): Kysely<DB> {
  return getDatabase().db;
}
export async function closeDatabase(): Promise<void> {
  const db = current;
  current = undefined;
  await db?.close();
}

export async function checkDatabase(db: Kysely<DB> = getDb()): Promise<void> {
  await sql`select 1`.execute(db);
}
