import { spawn } from "node:child_process";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { toBool, toIso } from "~/db/values";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

function runMigrationProcess(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      env: { ...process.env, ...env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe.each(TEST_ENGINES)("database on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("is reachable and has our tables and better-auth's", async () => {
    await checkDatabase(t.database.db);
    const tables = (await t.database.db.introspection.getTables()).map((x) => x.name);
    expect(tables).toEqual(expect.arrayContaining(["rate_limits", "user", "session", "account", "verification", "twoFactor"]));
  });

  it("can run the migrations again without effect", async () => {
    await migrateDatabase(t.database, { dataDir: t.dataDir });
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(t.database.db);
    expect(rows.rows.map((r) => r.name)).toContain("001-foundation");
    expect(new Set(rows.rows.map((r) => r.name)).size).toBe(rows.rows.length);
  });

  it("runs migrations from two processes at once", async () => {
    const env = { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? "" };
    const [a, b] = await Promise.all([runMigrationProcess(env), runMigrationProcess(env)]);
    expect(a.code, a.output).toBe(0);
    expect(b.code, b.output).toBe(0);
  }, 60_000);

  it("writes booleans and reads ISO timestamps the same way on both engines", async () => {
    const db = t.database.db;
    await sql`create table tmp_values (id text primary key, flag ${sql.raw(kind === "postgres" ? "boolean" : "integer")} not null, at ${sql.raw(kind === "postgres" ? "timestamptz" : "text")} not null)`.execute(
      db,
    );
    const at = "2026-05-19T08:30:00.000Z";
    await sql`insert into tmp_values (id, flag, at) values (${"a"}, ${true}, ${at}), (${"b"}, ${false}, ${at})`.execute(db);
    const rows = await sql<{ id: string; flag: unknown; at: string }>`select * from tmp_values order by id`.execute(db);
    expect(rows.rows.map((r) => toBool(r.flag))).toEqual([true, false]);
    expect(rows.rows.map((r) => toIso(r.at))).toEqual([at, at]);
    await sql`drop table tmp_values`.execute(db);
  });

  // PostgreSQL only: SQLite has no server to close a connection
  if (kind === "postgres") {
    it("survives the server closing its idle connections (restart, failover)", async () => {
      const db = t.database.db;
      await sql`select 1`.execute(db); // an idle connection in the pool
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const killed = await admin.query<{ ok: boolean }>(
        "select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1",
        [new URL(t.databaseUrl!).pathname.slice(1)],
      );
      await admin.end();
      expect(killed.rows.length).toBeGreaterThan(0);
      // an unhandled 'error' from the pool would fail this test file; the next query gets a new connection
      await expect
        .poll(async () => (await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one, { timeout: 5000 })
        .toBe(1);
    });
  }
});
