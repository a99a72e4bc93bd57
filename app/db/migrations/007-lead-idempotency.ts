import { timestampType, type AppMigration } from "./types";

/**
 * The idempotency keys of stored quote requests: one row per key, pointing at
 * the request it stored. The primary key is the unique constraint that lets
 * only one of two identical submissions (a retry, a double post, another
 * instance) store a request; the others answer with the first one's result.
 * Rows older than the retention are ignored, then pruned
 * (features/leads/idempotency.server.ts).
 */
export const leadIdempotency: AppMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("lead_submissions")
      .ifNotExists()
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("redirect_to", "text", (c) => c.notNull())
      .addColumn("created_at", timestampType(kind), (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("lead_submissions_created_at_idx")
      .ifNotExists()
      .on("lead_submissions")
      .column("created_at")
      .execute();
  },
};
