import { bigintType, type AppMigration } from "./types";

/** Fixed-window counters shared by every app instance (rate limits). */
export const foundation: AppMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("rate_limits")
      .ifNotExists()
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("window_start", bigintType(kind), (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .execute();
  },
};
