import { sql } from "kysely";
import type { AppMigration } from "./types";

/**
 * First-party audience statistics (docs/product.md#statistics, decision 025):
 * page views and visitors counted per day in aggregates, never per visitor.
 *
 * - `page_views_daily`: one row per day × page × referring site × campaign ×
 *   source × device class, with its views and visitors (a visitor counts once
 *   a day, on the row of their first page that day).
 * - `page_view_totals`: the same counts per day for each dimension alone
 *   ('total', 'path', 'referrer', 'campaign', 'source', 'device'), what the
 *   statistics page reads (a year is a few tens of thousands of rows).
 * - `visitor_events`: taps on a phone number per day and page.
 * - `analytics_salts` and `analytics_visitors`: the day's random salt and the
 *   day's visitor keys, shared by every instance so that each visitor counts
 *   once; both are deleted once their day is over.
 *
 * Missing values are '' rather than NULL: a NULL would never meet its twin in
 * the unique keys the counts are added up on. On SQLite the tables are
 * clustered on their primary key (WITHOUT ROWID): a period's rows are read in
 * one sequential range, and the key is not stored twice.
 */
export const pageAnalytics: AppMigration = {
  async up(db, kind) {
    const clustered = kind === "sqlite" ? sql`without rowid` : sql``;
    // PostgreSQL compares bytes rather than by the database's locale: ISO days and paths sort the
    // same, and a year's rows are grouped and filtered twice as fast
    const text = kind === "postgres" ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("page_views_daily")
      .addColumn("day", text, (c) => c.notNull())
      .addColumn("path", text, (c) => c.notNull())
      .addColumn("referrer_host", text, (c) => c.notNull())
      .addColumn("campaign", text, (c) => c.notNull())
      .addColumn("source", text, (c) => c.notNull())
      .addColumn("device", text, (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_views_daily_pk", ["day", "path", "referrer_host", "campaign", "source", "device"])
      .modifyEnd(clustered)
      .execute();

    await db.schema
      .createTable("page_view_totals")
      .addColumn("dimension", text, (c) => c.notNull())
      .addColumn("day", text, (c) => c.notNull())
      .addColumn("value", text, (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_view_totals_pk", ["dimension", "day", "value"])
      .modifyEnd(clustered)
      .execute();
    // a period's ranking (one dimension, grouped by value) read in the index's order, without a sort
    await db.schema
      .createIndex("page_view_totals_ranking_idx")
      .on("page_view_totals")
      .columns(["dimension", "value", "day", "views", "visitors"])
      .execute();

    await db.schema
      .createTable("visitor_events")
      .addColumn("day", text, (c) => c.notNull())
      .addColumn("event", text, (c) => c.notNull())
      .addColumn("path", text, (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("visitor_events_pk", ["day", "event", "path"])
      .modifyEnd(clustered)
      .execute();

    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", text, (c) => c.primaryKey())
      .addColumn("salt", text, (c) => c.notNull())
      .modifyEnd(clustered)
      .execute();

    await db.schema
      .createTable("analytics_visitors")
      .addColumn("day", text, (c) => c.notNull())
      .addColumn("visitor", text, (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_visitors_pk", ["day", "visitor"])
      .modifyEnd(clustered)
      .execute();
  },
};
