import { timestampType, type AppMigration } from "./types";

/**
 * Scheduled publication and preview links of articles
 * (docs/product.md#article-scheduling, docs/product.md#article-preview-links):
 * - `articles.publish_at`: the instant a draft is to be published, null when
 *   it is not scheduled; the minute job looks for due ones through its index;
 * - `article_preview_links`: unguessable addresses showing an article before
 *   it is published. Only the SHA-256 of a link's token is stored, so the
 *   table alone opens no article.
 */
export const articleScheduleAndPreviews: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema.alterTable("articles").addColumn("publish_at", ts).execute();
    await db.schema.createIndex("articles_publish_at_idx").on("articles").column("publish_at").execute();

    await db.schema
      .createTable("article_preview_links")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("article_id", "text", (c) => c.notNull().references("articles.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("expires_at", ts, (c) => c.notNull())
      .addColumn("revoked_at", ts)
      .execute();
    await db.schema
      .createIndex("article_preview_links_article_idx")
      .on("article_preview_links")
      .columns(["article_id", "expires_at"])
      .execute();
  },
};
