import { randomUUID } from "node:crypto";
import { timestampType, type AppMigration } from "./types";
import {
  SEED_CONSEIL_FAQ,
  SEED_CONSEIL_TESTIMONIALS,
  SEED_HOME_FAQ,
  SEED_SERVICE_FAQ,
  type SeedFaqEntry,
} from "./013-faq-testimonials.seed";

/**
 * The FAQ entries and customer testimonials the owner edits
 * (docs/product.md#faq-admin), filled with what the site showed until then.
 * `scope` says where an entry is shown: 'home', 'service:{slug}' or
 * 'landing:conseil'; `position` orders the entries of one scope.
 */
export const faqTestimonials: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    await db.schema
      .createTable("faq_entries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("answer", "text", (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("faq_entries_scope_idx").on("faq_entries").columns(["scope", "position"]).execute();
    await db.schema
      .createTable("testimonials")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("project", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("comment", "text", (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("testimonials_scope_idx").on("testimonials").columns(["scope", "position"]).execute();

    const now = new Date().toISOString();
    const faqRows = (scope: string, entries: readonly SeedFaqEntry[]) =>
      entries.map((entry, position) => ({ id: randomUUID(), scope, position, ...entry, updated_at: now }));
    const faq = [
      ...faqRows("home", SEED_HOME_FAQ),
      ...Object.entries(SEED_SERVICE_FAQ).flatMap(([slug, entries]) => faqRows(`service:${slug}`, entries)),
      ...faqRows("landing:conseil", SEED_CONSEIL_FAQ),
    ];
    await db.insertInto("faq_entries").values(faq).execute();
    await db
      .insertInto("testimonials")
      .values(
        SEED_CONSEIL_TESTIMONIALS.map((t, position) => ({
          id: randomUUID(),
          scope: "landing:conseil",
          position,
          ...t,
          updated_at: now,
        })),
      )
      .execute();
  },
};
