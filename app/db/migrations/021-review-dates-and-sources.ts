import { timestampType, type AppMigration } from "./types";

/** What every testimonial stored before this migration is given as its source: the business collected it. */
const SOURCE_OF_OLDER_REVIEWS = "company";

/** '2026-03-12', the Paris calendar day of a stored timestamp (ISO, zoneless UTC or a Date from pg). */
function parisDay(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : String(value);
  const zoneless = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(text.trim());
  const date = new Date(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : text);
  const at = Number.isNaN(date.getTime()) ? new Date() : date;
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
}

/**
 * What French law asks of published reviews (docs/product.md#reviews):
 * - `testimonials` gains the review's date, the date of the work it is about
 *   (calendar days, 'YYYY-MM-DD', on both engines) and its source (a key of
 *   the fixed list in features/faq/review-sources.ts). The table kept no
 *   creation date: a review already stored gets the day of its last change
 *   (for the seeded ones, the day migration 013 ran) as both dates, and the
 *   source 'company' ('Avis recueilli par l'entreprise').
 * - `review_policy`: the line under the testimonials saying how reviews are
 *   collected and checked, one row (id 1) once the owner saves it; no row:
 *   the default text in features/faq/review-policy.ts.
 */
export const reviewDatesAndSources: AppMigration = {
  async up(db, kind) {
    // SQLite adds a NOT NULL column only with a default; '' is replaced just below
    await db.schema
      .alterTable("testimonials")
      .addColumn("review_date", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("testimonials")
      .addColumn("work_date", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("testimonials")
      .addColumn("source", "text", (c) => c.notNull().defaultTo(SOURCE_OF_OLDER_REVIEWS))
      .execute();

    const rows = (await db.selectFrom("testimonials").select(["id", "updated_at"]).execute()) as {
      id: string;
      updated_at: unknown;
    }[];
    for (const row of rows) {
      const day = parisDay(row.updated_at);
      await db.updateTable("testimonials").set({ review_date: day, work_date: day }).where("id", "=", row.id).execute();
    }

    await db.schema
      .createTable("review_policy")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("notice", "text", (c) => c.notNull())
      .addColumn("updated_at", timestampType(kind), (c) => c.notNull())
      .execute();
  },
};
