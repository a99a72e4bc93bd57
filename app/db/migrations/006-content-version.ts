import { bigintType, type AppMigration } from "./types";

/** One counter per kind of database content that cached pages are built from (e.g. 'articles'). */
export const contentVersion: AppMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("content_versions")
      .ifNotExists()
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("version", bigintType(kind), (c) => c.notNull())
      .execute();
  },
};
