import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withCachedStatements } from "./cached-statements";

interface Tables {
  roofs: { id: Generated<number>; material: string };
}

/** A real in-memory SQLite connection behind Kysely, counting what SQLite is asked to prepare. */
function openCounted(limit?: number) {
  const connection = new SQLite(":memory:");
  const prepared: string[] = [];
  const counted = {
    close: () => connection.close(),
    prepare: (text: string) => {
      prepared.push(text);
      return connection.prepare(text);
    },
  };
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withCachedStatements(counted, limit) }) });
  return { db, prepared };
}

let open: Kysely<Tables> | undefined;
afterEach(async () => {
  await open?.destroy();
  open = undefined;
});

describe("withCachedStatements", () => {
  it("prepares a query once however often it runs, each run with its own parameters", async () => {
    const { db, prepared } = openCounted();
    open = db;
    await sql`create table roofs (id integer primary key, material text not null)`.execute(db);
    for (const material of ["zinc", "ardoise", "tuile"]) await db.insertInto("roofs").values({ material }).execute();
    const byMaterial = (material: string) => db.selectFrom("roofs").select("id").where("material", "=", material).execute();
    expect(await byMaterial("ardoise")).toEqual([{ id: 2 }]);
    expect(await byMaterial("tuile")).toEqual([{ id: 3 }]);
    expect(prepared.filter((text) => text.startsWith("insert"))).toHaveLength(1);
    expect(prepared.filter((text) => text.startsWith("select"))).toHaveLength(1);
  });

  it("reads a table changed since the statement was prepared", async () => {
    const { db } = openCounted();
    open = db;
    await sql`create table roofs (id integer primary key, material text not null)`.execute(db);
    await db.insertInto("roofs").values({ material: "zinc" }).execute();
    const all = () => db.selectFrom("roofs").selectAll().execute();
    expect(await all()).toEqual([{ id: 1, material: "zinc" }]);
    await sql`alter table roofs add column colour text not null default 'naturel'`.execute(db);
    expect(await all()).toEqual([{ id: 1, material: "zinc", colour: "naturel" }]);
  });

  it("keeps the most recently used statements up to its limit", async () => {
    const { db, prepared } = openCounted(2);
    open = db;
    await sql`create table roofs (id integer primary key, material text not null)`.execute(db);
    const first = () => db.selectFrom("roofs").select("id").execute();
    const second = () => db.selectFrom("roofs").select("material").execute();
    const third = () => db.selectFrom("roofs").selectAll().execute();
    await first();
    await second();
    await first(); // used again: the second is now the oldest
    await third(); // the second goes
    await first();
    await second();
    expect(prepared.filter((text) => text.startsWith("select"))).toEqual([
      'select "id" from "roofs"',
      'select "material" from "roofs"',
      'select * from "roofs"',
      'select "material" from "roofs"',
    ]);
  });

  it("streams a query's rows while others wait for the connection", async () => {
    const { db } = openCounted();
    open = db;
    await sql`create table roofs (id integer primary key, material text not null)`.execute(db);
    await db
      .insertInto("roofs")
      .values([{ material: "zinc" }, { material: "cuivre" }])
      .execute();
    const query = db.selectFrom("roofs").select("material").orderBy("id");
    const streamed: string[] = [];
    const alongside = (async () => {
      for await (const row of query.stream()) streamed.push(row.material);
    })();
    const [, rows] = await Promise.all([alongside, query.execute()]);
    expect(streamed).toEqual(["zinc", "cuivre"]);
    expect(rows.map((row) => row.material)).toEqual(["zinc", "cuivre"]);
  });
});
