/**
 * An article's slug at write time: the first free one derived from the title,
 * and another try when a concurrent save took it first (the unique index on
 * articles.slug is the arbiter).
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { nextFreeSlug } from "./rules";

/** How many times an insert or update retries after losing a race for the same slug. */
export const SLUG_RACE_RETRIES = 25;

/**
 * Every stored slug that could collide with `base`, `base-2`, `base-3`…
 * (`exceptId`'s own slug excluded, so an edit may keep its slug).
 */
async function takenSlugs(db: Kysely<DB>, base: string, exceptId?: string): Promise<Set<string>> {
  // Slugs are [a-z0-9-] only, so they hold no LIKE wildcard. A long base is cut
  // before a suffix; its first half is a prefix of every candidate.
  const prefix = base.length > 60 ? base.slice(0, 40) : `${base}-`;
  let query = db
    .selectFrom("articles")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${prefix}%`)]));
  if (exceptId) query = query.where("id", "!=", exceptId);
  const rows = await query.execute();
  return new Set(rows.map((r) => r.slug));
}

/** True for the unique-index violation on articles.slug (SQLite or PostgreSQL). */
export function isSlugConflict(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === "SQLITE_CONSTRAINT_UNIQUE") return typeof message === "string" && message.includes("articles.slug");
  if (code === "23505") return typeof constraint === "string" && constraint.includes("slug");
  return false;
}

/**
 * Runs `write(slug)` with the first free slug; when another save took that
 * slug between the check and the write (the unique index refuses it), tries
 * again with the next free one.
 */
export async function withFreeSlug<T>(
  db: Kysely<DB>,
  base: string,
  exceptId: string | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = nextFreeSlug(base, await takenSlugs(db, base, exceptId));
    try {
      return await write(slug);
    } catch (error) {
      if (!isSlugConflict(error) || attempt >= SLUG_RACE_RETRIES) throw error;
    }
  }
}
