import type { AppMigration } from "./types";

/**
 * The alt text of each library file (docs/product.md#media-alt-text): what an
 * image shows, in a short sentence, offered wherever the file is used. Null
 * until the owner writes one.
 */
export const mediaAltText: AppMigration = {
  async up(db) {
    await db.schema.alterTable("media").addColumn("alt_text", "text").execute();
  },
};
