import { booleanType, timestampType, type AppMigration } from "./types";

/**
 * Review requests and the owner's calendar feed (docs/product.md#review-requests,
 * docs/product.md#calendar-feed):
 * - `lead_job_completions`: a won request's end of work ('Chantier terminé le'),
 *   the owner's switch against asking this customer for a review, and when the
 *   request went. A side table: the leads table is left as it is. The
 *   unsubscribe token's SHA-256 finds the request from the e-mail's link.
 * - `review_opt_outs`: the addresses that asked for no more review requests,
 *   kept as the SHA-256 of the address lower-cased, honoured for every later one.
 * - `calendar_feed_secrets`: one row (id 1); the feed's token is derived from the
 *   server's secret and `nonce`, looked up by its SHA-256; a new nonce ends the
 *   old address.
 */
export const reviews: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema
      .createTable("lead_job_completions")
      .addColumn("lead_id", "text", (c) => c.primaryKey().references("leads.id").onDelete("cascade"))
      .addColumn("job_done_on", "text")
      .addColumn("review_request_off", booleanType(kind), (c) => c.notNull())
      .addColumn("review_requested_at", ts)
      .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull().unique())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_job_completions_done_idx").on("lead_job_completions").column("job_done_on").execute();

    await db.schema
      .createTable("review_opt_outs")
      .addColumn("email_hash", "text", (c) => c.primaryKey())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("calendar_feed_secrets")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("nonce", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
  },
};
