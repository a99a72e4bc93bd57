/**
 * Scheduled publication (docs/product.md#article-scheduling): reading the
 * 'Programmer' post, the author's schedules, cancelling one, and the minute
 * job that publishes every due article.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { bumpContentVersion } from "~/lib/content-version.server";
import { checkPublishAt, describeScheduledTime, SCHEDULE_FIELD, SCHEDULE_INTENT, toDateTimeLocalValue } from "./schedule";
import { formIntent } from "~/lib/form-intent";

/** What a save post asks about the schedule: nothing (any intent but 'Programmer'), a valid instant, or a refusal. */
export type ScheduleRequest = null | { ok: true; at: Date } | { ok: false; error: string; value: string };

export function scheduleRequestFromForm(form: FormData, now: Date): ScheduleRequest {
  if (formIntent(form) !== SCHEDULE_INTENT) return null;
  const raw = form.get(SCHEDULE_FIELD);
  const value = typeof raw === "string" ? raw : "";
  const checked = checkPublishAt(value, now);
  return checked.ok ? checked : { ...checked, value };
}

/** The scheduled publication instant of the author's article `id` (ISO), or null. */
export async function getOwnSchedule(id: string, authorId: string, db: Kysely<DB> = getDb()): Promise<string | null> {
  const row = await db
    .selectFrom("articles")
    .select("publish_at")
    .where("id", "=", id)
    .where("author_id", "=", authorId)
    .where("published", "=", false)
    .executeTakeFirst();
  return row?.publish_at ? toIso(row.publish_at) : null;
}

/** The author's scheduled drafts: article id → publication instant (ISO). */
export async function listOwnSchedules(authorId: string, db: Kysely<DB> = getDb()): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("articles")
    .select(["id", "publish_at"])
    .where("author_id", "=", authorId)
    .where("published", "=", false)
    .where("publish_at", "is not", null)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, toIso(row.publish_at!)]));
}

/** 'Annuler la programmation': the draft stays a draft. False when the article is not `authorId`'s or not scheduled. */
export async function cancelOwnSchedule(id: string, authorId: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  const result = await db
    .updateTable("articles")
    .set({ publish_at: null })
    .where("id", "=", id)
    .where("author_id", "=", authorId)
    .where("publish_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Publishes every draft whose time has come, and returns how many. One
 * conditional UPDATE: a row it changed no longer matches, so two instances
 * (or two ticks, or a restart) running at once publish each article once;
 * PostgreSQL's second writer waits for the first and finds nothing left.
 *
 * The article's date becomes its publication time (created_at, which the blog
 * shows and orders by, and updated_at, the sitemap's last change), so a draft
 * written weeks ago appears as new. The content version moves in the same
 * transaction: blog, categories, sitemap, RSS and the page cache follow.
 */
export async function publishDueArticles(now: Date, db: Kysely<DB> = getDb()): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("articles")
      .set({ published: true, publish_at: null, created_at: at, updated_at: at })
      .where("published", "=", false)
      .where("publish_at", "is not", null)
      .where("publish_at", "<=", at)
      .executeTakeFirst();
    const published = Number(result.numUpdatedRows);
    if (published > 0) await bumpContentVersion("articles", trx);
    return published;
  });
}

/** The editor's view of the author's article's schedule: the input's value and its words; null when not scheduled. */
export async function currentScheduleOf(
  id: string,
  authorId: string,
  now: Date = new Date(),
  db: Kysely<DB> = getDb(),
): Promise<{ value: string; label: string } | null> {
  const at = await getOwnSchedule(id, authorId, db);
  return at ? { value: toDateTimeLocalValue(new Date(at)), label: describeScheduledTime(new Date(at), now) } : null;
}

/** The list's words for each of the author's scheduled drafts: article id → '3 décembre à 08:00'. */
export async function ownScheduleLabels(
  authorId: string,
  now: Date = new Date(),
  db: Kysely<DB> = getDb(),
): Promise<Record<string, string>> {
  const schedules = await listOwnSchedules(authorId, db);
  return Object.fromEntries(Object.entries(schedules).map(([id, at]) => [id, describeScheduledTime(new Date(at), now)]));
}
