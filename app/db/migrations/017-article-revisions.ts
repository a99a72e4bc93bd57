import { timestampType, type AppMigration } from "./types";

/**
 * The revisions of an article (docs/product.md#article-revisions): one row per
 * save, restore and autosave, the article's fields as they were then.
 * `author_id` is better-auth's user id (no foreign key, as for articles);
 * `based_on` is the article version (its updated_at) an autosave was typed on.
 * Deleting an article deletes its revisions.
 */
export const articleRevisions: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema
      .createTable("article_revisions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("article_id", "text", (c) => c.notNull().references("articles.id").onDelete("cascade"))
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("excerpt", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("image_url", "text")
      .addColumn("keywords", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("based_on", ts)
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    // The history (newest first) and the pruning (oldest first) of one article.
    await db.schema
      .createIndex("article_revisions_article_created_idx")
      .on("article_revisions")
      .columns(["article_id", "created_at"])
      .execute();
  },
};
