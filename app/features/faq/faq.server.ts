import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { FaqEntry } from "~/content";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { bumpContentVersion } from "~/lib/content-version.server";
import { isReviewSource } from "./review-sources";
import type { FaqEntryInput, Rating, TestimonialInput } from "./rules";
import type { FaqScope, TestimonialScope } from "./scopes";
import type { AdminFaqEntry, AdminTestimonial, PublishedTestimonial } from "./types";

export type { AdminFaqEntry, AdminTestimonial } from "./types";

/**
 * The FAQ entries and testimonials the owner edits (docs/product.md#faq-admin).
 * Public pages read one scope in one query; every change bumps the 'site'
 * content version in its own transaction, so cached pages follow at once.
 */

/** The entries of one scope, in order (one query). */
export async function listFaqEntries(scope: FaqScope, db: Kysely<DB> = getDb()): Promise<FaqEntry[]> {
  return db
    .selectFrom("faq_entries")
    .select(["question", "answer"])
    .where("scope", "=", scope)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

const TESTIMONIAL_COLUMNS = ["name", "project", "rating", "comment", "review_date", "work_date", "source"] as const;

type TestimonialRow = Pick<DB["testimonials"], (typeof TESTIMONIAL_COLUMNS)[number]>;

function toTestimonial({ review_date, work_date, source, rating, ...row }: TestimonialRow): PublishedTestimonial {
  return {
    ...row,
    rating: asRating(rating),
    reviewDate: review_date,
    workDate: work_date,
    source: isReviewSource(source) ? source : "company",
  };
}

function testimonialColumns({ reviewDate, workDate, ...input }: TestimonialInput) {
  return { ...input, review_date: reviewDate, work_date: workDate };
}

/** The testimonials of one scope, in order, with their dates and source (one query). */
export async function listTestimonials(scope: TestimonialScope, db: Kysely<DB> = getDb()): Promise<PublishedTestimonial[]> {
  const rows = await db
    .selectFrom("testimonials")
    .select(TESTIMONIAL_COLUMNS)
    .where("scope", "=", scope)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toTestimonial);
}

/** Everything, for the admin page (two queries). */
export async function listAllForAdmin(
  db: Kysely<DB> = getDb(),
): Promise<{ faq: AdminFaqEntry[]; testimonials: AdminTestimonial[] }> {
  const [faq, testimonials] = await Promise.all([
    db
      .selectFrom("faq_entries")
      .select(["id", "scope", "question", "answer"])
      .orderBy("scope")
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("testimonials")
      .select(["id", "scope", ...TESTIMONIAL_COLUMNS])
      .orderBy("scope")
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  return { faq, testimonials: testimonials.map(({ id, scope, ...row }) => ({ id, scope, ...toTestimonial(row) })) };
}

function asRating(value: number): Rating {
  return Math.min(5, Math.max(1, Math.round(Number(value)))) as Rating;
}

// ---------------------------------------------------------------- changes

type OrderedTable = "faq_entries" | "testimonials";
type MoveDirection = "up" | "down";

interface Options {
  db?: Kysely<DB>;
  clock?: Clock;
}

const stamp = (clock: Clock) => new Date(clock()).toISOString();

/** The next free position at the end of a scope. */
async function nextPosition(db: Kysely<DB>, table: OrderedTable, scope: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>("position").as("last"))
    .where("scope", "=", scope)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Adds an entry at the end of its scope; returns its id. */
export async function addFaqEntry(
  scope: FaqScope,
  input: FaqEntryInput,
  { db = getDb(), clock = systemClock }: Options = {},
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const position = await nextPosition(trx, "faq_entries", scope);
    await trx
      .insertInto("faq_entries")
      .values({ id, scope, position, ...input, updated_at: stamp(clock) })
      .execute();
    await bumpContentVersion("site", trx);
  });
  return id;
}

/** Adds a testimonial at the end of its scope; returns its id. */
export async function addTestimonial(
  scope: TestimonialScope,
  input: TestimonialInput,
  { db = getDb(), clock = systemClock }: Options = {},
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const position = await nextPosition(trx, "testimonials", scope);
    await trx
      .insertInto("testimonials")
      .values({ id, scope, position, ...testimonialColumns(input), updated_at: stamp(clock) })
      .execute();
    await bumpContentVersion("site", trx);
  });
  return id;
}

/** False when no entry has this id. */
export async function updateFaqEntry(
  id: string,
  input: FaqEntryInput,
  { db = getDb(), clock = systemClock }: Options = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("faq_entries")
      .set({ ...input, updated_at: stamp(clock) })
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await bumpContentVersion("site", trx);
    return true;
  });
}

/** False when no testimonial has this id. */
export async function updateTestimonial(
  id: string,
  input: TestimonialInput,
  { db = getDb(), clock = systemClock }: Options = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("testimonials")
      .set({ ...testimonialColumns(input), updated_at: stamp(clock) })
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await bumpContentVersion("site", trx);
    return true;
  });
}

/** False when nothing had this id. */
export async function removeFaqEntry(id: string, options: Options = {}): Promise<boolean> {
  return removeRow("faq_entries", id, options);
}

export async function removeTestimonial(id: string, options: Options = {}): Promise<boolean> {
  return removeRow("testimonials", id, options);
}

async function removeRow(table: OrderedTable, id: string, { db = getDb() }: Options): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await bumpContentVersion("site", trx);
    return true;
  });
}

/**
 * 'moved', 'edge' (already first or last: nothing changes) or 'missing'.
 * Swaps the positions of the entry and its neighbour in the same scope.
 */
export type MoveResult = "moved" | "edge" | "missing";

export async function moveFaqEntry(id: string, direction: MoveDirection, options: Options = {}): Promise<MoveResult> {
  return moveRow("faq_entries", id, direction, options);
}

export async function moveTestimonial(id: string, direction: MoveDirection, options: Options = {}): Promise<MoveResult> {
  return moveRow("testimonials", id, direction, options);
}

async function moveRow(
  table: OrderedTable,
  id: string,
  direction: MoveDirection,
  { db = getDb(), clock = systemClock }: Options,
): Promise<MoveResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select(["scope"]).where("id", "=", id).executeTakeFirst();
    if (!row) return "missing";
    // The scope in the order the pages show it; equal positions (two entries added at once on two
    // instances) are told apart by id there. The entry swaps places with its neighbour, and the scope
    // is numbered again from 0, so no two entries share a position afterwards.
    const ordered = await trx
      .selectFrom(table)
      .select(["id", "position"])
      .where("scope", "=", row.scope)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const from = ordered.findIndex((entry) => entry.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ordered.length) return "edge";
    [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
    const updatedAt = stamp(clock);
    for (const [position, entry] of ordered.entries()) {
      if (entry.id === id) await trx.updateTable(table).set({ position, updated_at: updatedAt }).where("id", "=", id).execute();
      else if (Number(entry.position) !== position)
        await trx.updateTable(table).set({ position }).where("id", "=", entry.id).execute();
    }
    await bumpContentVersion("site", trx);
    return "moved";
  });
}
