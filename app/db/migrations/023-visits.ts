import { sql } from "kysely";
import { timestampType, type AppMigration } from "./types";

/**
 * Site visits before the devis (docs/product.md#visits):
 * - `visits`: one row per visit, planned by the owner or picked by the
 *   customer; `uid` is the calendar event's stable UID and `sequence` its
 *   revision, so a move or a cancellation updates the event in the
 *   customer's calendar. 'proposed' waits for the owner's confirmation.
 *   No two visits that are not cancelled start at the same instant: the
 *   database refuses the second, whatever the instance (a partial unique index).
 * - `visit_booking_links`: the private link a customer picks a slot with,
 *   one per request. As for a devis' link, the token is derived from the
 *   server's secret and `nonce` (the acknowledgement and the devis page write
 *   the same link), looked up by its SHA-256, revocable.
 */
export const visits: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema
      .createTable("visits")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("uid", "text", (c) => c.notNull().unique())
      .addColumn("starts_at", ts, (c) => c.notNull())
      .addColumn("ends_at", ts, (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("booked_by", "text", (c) => c.notNull())
      .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addColumn("cancelled_at", ts)
      .execute();
    await db.schema.createIndex("visits_lead_idx").on("visits").column("lead_id").execute();
    await db.schema.createIndex("visits_day_idx").on("visits").columns(["day", "status"]).execute();
    await db.schema
      .createIndex("visits_active_start_unique")
      .on("visits")
      .column("starts_at")
      .unique()
      .where(sql.ref("status"), "<>", "cancelled")
      .execute();

    await db.schema
      .createTable("visit_booking_links")
      .addColumn("lead_id", "text", (c) => c.primaryKey().references("leads.id").onDelete("cascade"))
      .addColumn("nonce", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("revoked_at", ts)
      .execute();
  },
};
