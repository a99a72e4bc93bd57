import { booleanType, timestampType, type AppMigration } from "./types";

/**
 * Redirects the owner adds by hand next to the automatic ones (renamed pages),
 * and the log of public addresses that answered 404 (docs/product.md#redirects).
 * The log is kept small by its writer (the most recent rows only).
 */
export const redirectsAndMissingPages: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema
      .alterTable("redirects")
      .addColumn("manual", booleanType(kind), (c) => c.notNull().defaultTo(kind === "postgres" ? false : 0))
      .execute();

    await db.schema
      .createTable("missing_pages")
      .addColumn("path", "text", (c) => c.primaryKey())
      .addColumn("hits", "integer", (c) => c.notNull())
      .addColumn("bot_hits", "integer", (c) => c.notNull())
      .addColumn("last_seen_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("missing_pages_last_seen_idx").on("missing_pages").column("last_seen_at").execute();
  },
};
