/**
 * Requests are kept LEAD_RETENTION_MONTHS months, then deleted with
 * everything attached to them (docs/product.md#lead-reminders): their
 * timeline events, e-mails and idempotency keys go with them through the
 * foreign keys (ON DELETE CASCADE, on SQLite and PostgreSQL alike); what
 * lives outside the database (files attached to a request) is removed by the
 * cleanups registered here, before the rows.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { logger } from "~/lib/logger.server";

/** Removes what a request owns outside the database (its files…). Throwing keeps the request for the next purge. */
export type LeadCleanup = (leadId: string) => Promise<void>;

const registeredCleanups: LeadCleanup[] = [];

/** Called once at start-up by a feature that keeps things per request which the foreign keys do not remove with it. */
export function registerLeadCleanup(cleanup: LeadCleanup): void {
  if (!registeredCleanups.includes(cleanup)) registeredCleanups.push(cleanup);
}

export function leadCleanups(): readonly LeadCleanup[] {
  return registeredCleanups;
}

/** Requests are deleted in batches of this many (bounded statements and memory). */
const PURGE_BATCH = 200;

/**
 * The same instant `months` calendar months before `now` (UTC), the day
 * clamped to the month's last: 31 May minus 3 months is 28 (or 29) February.
 */
export function monthsBefore(now: Date, months: number): Date {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/**
 * Deletes the requests received before `months` months ago and what is
 * attached to them; returns how many were deleted. A request whose cleanup
 * fails is kept (and logged) for the next purge.
 */
export async function purgeExpiredLeads(
  db: Kysely<DB>,
  { now, months, cleanups = leadCleanups() }: { now: Date; months: number; cleanups?: readonly LeadCleanup[] },
): Promise<number> {
  const cutoff = monthsBefore(now, months).toISOString();
  const kept = new Set<string>();
  let deleted = 0;
  for (;;) {
    let query = db.selectFrom("leads").select("id").where("created_at", "<", cutoff);
    if (kept.size > 0) query = query.where("id", "not in", [...kept]);
    const ids = (await query.orderBy("created_at").limit(PURGE_BATCH).execute()).map((r) => r.id);
    if (ids.length === 0) return deleted;
    const cleaned: string[] = [];
    for (const id of ids) {
      try {
        for (const cleanup of cleanups) await cleanup(id);
        cleaned.push(id);
      } catch (error) {
        kept.add(id);
        logger.error({ err: error, leadId: id }, "retention: a request's files could not be removed; kept until the next purge");
      }
    }
    if (cleaned.length > 0) {
      const result = await db.deleteFrom("leads").where("id", "in", cleaned).where("created_at", "<", cutoff).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
  }
}
