import { sql } from "kysely";
import { booleanType, timestampType, type AppMigration, type AnyDb } from "./types";

/**
 * The lead pipeline (docs/product.md#lead-pipeline):
 * - `leads` gains a human reference (D-2026-0042, unique), a pipeline status
 *   with its lost reason, a follow-up date, the time of first contact, the
 *   urgent flag and where the visit came from (first page, referrer host,
 *   UTM fields, gclid). The old 'traité' flag becomes the status 'contacte'.
 * - `lead_reference_counters`: the last number given per year, bumped in the
 *   request's own transaction, so two instances never give the same one.
 * - `lead_events`: the owner's side of a request's timeline (status changes,
 *   notes, follow-up dates, reminders…), with who and when.
 * - `job_claims`: one row per job run that must happen once (a reminder, a
 *   day's digest or purge, a push): the first instance to insert the key
 *   runs it, every other one sees the key taken.
 */
export const leadPipeline: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    const bool = booleanType(kind);
    const columns: [string, string][] = [
      ["reference", "text"],
      ["lost_reason", "text"],
      ["follow_up_on", "text"],
      ["first_contacted_at", ts],
      ["status_changed_at", ts],
      ["landing_path", "text"],
      ["referrer_host", "text"],
      ["utm_source", "text"],
      ["utm_medium", "text"],
      ["utm_campaign", "text"],
      ["gclid", "text"],
    ];
    for (const [name, type] of columns) {
      await db.schema
        .alterTable("leads")
        .addColumn(name, sql.raw(type) as never)
        .execute();
    }
    await db.schema
      .alterTable("leads")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("nouveau"))
      .execute();
    await db.schema
      .alterTable("leads")
      .addColumn("urgent", sql.raw(bool) as never, (c) => c.notNull().defaultTo(sql.raw(kind === "postgres" ? "false" : "0")))
      .execute();

    await db.schema
      .createTable("lead_reference_counters")
      .addColumn("year", "integer", (c) => c.primaryKey())
      .addColumn("last", "integer", (c) => c.notNull())
      .execute();
    await assignReferences(db);

    await sql`update leads set status = case when handled = ${sql.raw(kind === "postgres" ? "true" : "1")} then 'contacte' else 'nouveau' end,
      first_contacted_at = handled_at, status_changed_at = handled_at`.execute(db);
    await db.schema.alterTable("leads").dropColumn("handled").execute();
    await db.schema.alterTable("leads").dropColumn("handled_at").execute();

    await db.schema.createIndex("leads_reference_idx").unique().on("leads").column("reference").execute();
    await db.schema.createIndex("leads_status_idx").on("leads").columns(["status", "created_at"]).execute();

    await db.schema
      .createTable("lead_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("detail", "text")
      .addColumn("actor", "text")
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "created_at"]).execute();

    await db.schema
      .createTable("job_claims")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("claimed_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("job_claims_claimed_at_idx").on("job_claims").column("claimed_at").execute();
  },
};

/** Numbers the requests already stored, per year of receipt (Paris time), oldest first. */
async function assignReferences(db: AnyDb): Promise<void> {
  const rows = (await db.selectFrom("leads").select(["id", "created_at"]).orderBy("created_at").orderBy("id").execute()) as {
    id: string;
    created_at: string | Date;
  }[];
  const last = new Map<number, number>();
  for (const row of rows) {
    const year = parisYear(new Date(row.created_at));
    const n = (last.get(year) ?? 0) + 1;
    last.set(year, n);
    await db
      .updateTable("leads")
      .set({ reference: `D-${year}-${String(n).padStart(4, "0")}` })
      .where("id", "=", row.id)
      .execute();
  }
  for (const [year, n] of last) await db.insertInto("lead_reference_counters").values({ year, last: n }).execute();
}

function parisYear(date: Date): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", year: "numeric" }).format(date));
}
