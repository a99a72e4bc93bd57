import { booleanType, timestampType, type AppMigration } from "./types";

/**
 * Devis written on a request and answered online (docs/product.md#devis):
 * - `quotes`: the working copy the owner edits (`content`, JSON; `revision`
 *   refuses a save made on an older copy), its number 'DV-2026-0001' (unique,
 *   from `quote_counters`), what was done with it (status, dates of sending,
 *   first view, answer), and its private link: the token is derived from the
 *   server's secret and `token_nonce` (so reminders can write the same link
 *   again), looked up by its SHA-256; a new nonce or `token_revoked_at` ends
 *   it; alive until `token_expires_at`. The request may be
 *   purged later: a devis keeps its own copy of the customer, so `lead_id`
 *   becomes null rather than the devis disappearing.
 * - `quote_versions`: what each sending froze (the whole document as JSON
 *   and its SHA-256); the customer sees the latest, the older stay readable.
 * - `quote_acceptances`: at most one per devis (the key says so), the
 *   evidence of the signature.
 * - `quote_counters`: the last number given per year, bumped in the
 *   transaction that creates the devis, so two instances never share one.
 * - `quote_catalogue`: the owner's prestations, inserted as lines in one tap.
 */
export const quotes: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    const bool = booleanType(kind);
    await db.schema
      .createTable("quotes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("set null"))
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("updated_at", ts, (c) => c.notNull())
      .addColumn("updated_by", "text")
      .addColumn("current_version", "integer")
      .addColumn("first_sent_at", ts)
      .addColumn("last_sent_at", ts)
      .addColumn("valid_until", "text")
      .addColumn("token_nonce", "text")
      .addColumn("token_hash", "text", (c) => c.unique())
      .addColumn("token_expires_at", ts)
      .addColumn("token_revoked_at", ts)
      .addColumn("viewed_at", ts)
      .addColumn("answered_at", ts)
      .addColumn("refusal_reason", "text")
      .addColumn("withdrawn_at", ts)
      .execute();
    await db.schema.createIndex("quotes_lead_idx").on("quotes").column("lead_id").execute();
    await db.schema.createIndex("quotes_status_idx").on("quotes").columns(["status", "last_sent_at"]).execute();

    await db.schema
      .createTable("quote_versions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("quote_id", "text", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("document_hash", "text", (c) => c.notNull())
      .addColumn("sent_at", ts, (c) => c.notNull())
      .addColumn("sent_by", "text")
      .addUniqueConstraint("quote_versions_quote_version_unique", ["quote_id", "version"])
      .execute();

    await db.schema
      .createTable("quote_acceptances")
      .addColumn("quote_id", "text", (c) => c.primaryKey().references("quotes.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("signer_name", "text", (c) => c.notNull())
      .addColumn("accepted_at", ts, (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .addColumn("document_hash", "text", (c) => c.notNull())
      .addColumn("ticked_options", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("reduced_vat_statement", bool, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("quote_counters")
      .addColumn("year", "integer", (c) => c.primaryKey())
      .addColumn("last", "integer", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("quote_catalogue")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("unit_price_cents", "integer", (c) => c.notNull())
      .addColumn("vat_rate", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
  },
};
