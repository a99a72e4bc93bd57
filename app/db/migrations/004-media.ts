import { bigintType, timestampType, type AppMigration } from "./types";

/**
 * The media library's metadata (docs/product.md#media-library): one row per stored original, its
 * variants as JSON. Listing reads this table, never the storage bucket.
 */
export const media: AppMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("media")
      .ifNotExists()
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("mimetype", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("size", bigintType(kind), (c) => c.notNull())
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("created_at", timestampType(kind), (c) => c.notNull())
      .addColumn("uploaded_by", "text")
      .execute();
    await db.schema.createIndex("media_created_at_idx").ifNotExists().on("media").columns(["created_at", "name"]).execute();
  },
};
