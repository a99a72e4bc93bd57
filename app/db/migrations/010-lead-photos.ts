import { timestampType, type AppMigration } from "./types";

/**
 * Photos sent with a request (docs/product.md#lead-photos): one row per
 * stored photo, deleted with its request (ON DELETE CASCADE; the files are
 * removed by the lead-photos feature's cleanup). `storage_key` names the
 * full-size copy; its e-mail and thumbnail copies are derived from it. A
 * stored file without a row is an orphan, swept at start-up.
 */
export const leadPhotos: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema
      .createTable("lead_photos")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("storage_key", "text", (c) => c.notNull().unique())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("mime", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_photos_lead_idx").on("lead_photos").columns(["lead_id", "position"]).execute();
  },
};
