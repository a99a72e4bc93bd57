import { timestampType, type AppMigration } from "./types";

/**
 * The business details the owner saves on the 'Réglages' page: one row (id 1),
 * the settings as JSON (checked when read), who saved them and when. No row:
 * the environment's SITE_* values are used (docs/decisions/020-business-settings-in-database.md).
 */
export const businessSettings: AppMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("business_settings")
      .ifNotExists()
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("settings", "text", (c) => c.notNull())
      .addColumn("updated_at", timestampType(kind), (c) => c.notNull())
      .addColumn("updated_by", "text")
      .execute();
  },
};
