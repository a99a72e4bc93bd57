import { sql } from "kysely";
import { booleanType, timestampType, type AppMigration } from "./types";

/**
 * Quote requests and their notification outbox (docs/product.md#lead-submission,
 * docs/decisions/004-mail-outbox.md).
 * - `leads`: every request, stored before anything else happens (form A
 *   'contact' or form B 'quote'), with the visitor's entries, a salted hash of
 *   the IP, the user agent, the spam flag (honeypot) and the 'traité' flag.
 * - `outbox`: one row per e-mail to send, written in the same transaction as
 *   the lead; the sender's state machine is described in
 *   features/mail/sender.server.ts and docs/decisions/004-mail-outbox.md.
 */
export const leads: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    const bool = booleanType(kind);
    const real = kind === "postgres" ? "double precision" : "real";

    await db.schema
      .createTable("leads")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("form", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("project", "text")
      .addColumn("surface", real)
      .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("source_path", "text")
      .addColumn("ip_hash", "text")
      .addColumn("user_agent", "text")
      .addColumn("spam", bool, (c) => c.notNull().defaultTo(sql.raw(kind === "postgres" ? "false" : "0")))
      .addColumn("handled", bool, (c) => c.notNull().defaultTo(sql.raw(kind === "postgres" ? "false" : "0")))
      .addColumn("handled_at", ts)
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("leads_created_at_idx").ifNotExists().on("leads").column("created_at").execute();

    await db.schema
      .createTable("outbox")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("cascade"))
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("next_attempt_at", ts)
      .addColumn("claim_token", "text")
      .addColumn("lease_until", ts)
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addColumn("sent_at", ts)
      .execute();
    await db.schema.createIndex("outbox_due_idx").ifNotExists().on("outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("outbox_lead_idx").ifNotExists().on("outbox").column("lead_id").execute();
  },
};
