import { booleanType, timestampType, type AppMigration } from "./types";

/**
 * Blog articles (docs/product.md#data-model). `author_id` is better-auth's user id; no
 * foreign key, because better-auth creates its tables after ours and an
 * article must outlive a removed account. `keywords` is a JSON list as text.
 */
export const articles: AppMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("articles")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("excerpt", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("image_url", "text")
      .addColumn("keywords", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("published", booleanType(kind), (c) => c.notNull())
      .addColumn("created_at", timestampType(kind), (c) => c.notNull())
      .addColumn("updated_at", timestampType(kind), (c) => c.notNull())
      .execute();
    // /blog, RSS and sitemap: published articles, newest first. `id` (the
    // tie-breaker of the order) makes it covering: a deep page skips its
    // offset inside the index, without reading rows or sorting.
    await db.schema
      .createIndex("articles_published_created_at_idx")
      .ifNotExists()
      .on("articles")
      .columns(["published", "created_at", "id"])
      .execute();
    // The admin list: one author's articles, newest first.
    await db.schema
      .createIndex("articles_author_created_at_idx")
      .ifNotExists()
      .on("articles")
      .columns(["author_id", "created_at"])
      .execute();
  },
};
