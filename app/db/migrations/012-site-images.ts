import { timestampType, type AppMigration } from "./types";

/**
 * The photos the owner put in place of the site's generated illustrations
 * (docs/product.md#site-images): one row per replaced image, keyed by the
 * illustration's key; `image` is the photo's reference as JSON (library URL,
 * alt text, size). No row: the page shows its illustration.
 */
export const siteImages: AppMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("site_images")
      .ifNotExists()
      .addColumn("slot", "text", (c) => c.primaryKey())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("updated_at", timestampType(kind), (c) => c.notNull())
      .addColumn("updated_by", "text")
      .execute();
  },
};
