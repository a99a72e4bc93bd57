/**
 * When the retention purge (docs/product.md#lead-reminders) runs next and when it takes a given
 * request, as the page tells the owner (docs/product.md#personal-data). The purge is a daily
 * job: the first run of the lead jobs each Paris day claims the day and deletes the requests
 * received more than LEAD_RETENTION_MONTHS months before that instant (app/jobs/jobs.server.ts,
 * leads/retention.server.ts); whether today's has run is its job claim, `purge:{day}`
 * (docs/product.md#jobs-once).
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { monthsBefore } from "~/features/leads/retention.server";
import { parisDay, parisWallClock } from "~/lib/business-hours";

/** Midnight, Paris time, at the start of the Paris day after `at`'s. */
export function nextParisMidnight(at: Date): Date {
  const [year, month, day] = parisDay(at).split("-").map(Number) as [number, number, number];
  return parisWallClock(year, month, day + 1, 0, 0);
}

export interface PurgeSchedule {
  /** ISO: the next run; `at` itself when today's has not run yet (the jobs tick every minute) */
  nextRunAt: string;
  /** whether today's purge has already run */
  ranToday: boolean;
  /** ISO: that run deletes the requests received before this instant */
  cutoff: string;
  months: number;
}

export function purgeSchedule(now: Date, months: number, ranToday: boolean): PurgeSchedule {
  const next = ranToday ? nextParisMidnight(now) : now;
  return { nextRunAt: next.toISOString(), ranToday, cutoff: monthsBefore(next, months).toISOString(), months };
}

/** The purge's next run as of `now` (the injected clock's), from today's claim. */
export async function loadPurgeSchedule(db: Kysely<DB>, now: Date, months: number): Promise<PurgeSchedule> {
  const claim = await db
    .selectFrom("job_claims")
    .select("key")
    .where("key", "=", `purge:${parisDay(now)}`)
    .executeTakeFirst();
  return purgeSchedule(now, months, claim !== undefined);
}

/**
 * The Paris day ('YYYY-MM-DD') whose purge deletes a request received at `receivedAt`: the first
 * day whose run, at midnight, looks back past it.
 */
export function automaticDeletionDay(receivedAt: Date, months: number): string {
  // a few days before the calendar date `months` later, then day by day (month lengths differ)
  let day = parisDay(new Date(monthsBefore(receivedAt, -months).getTime() - 4 * 24 * 60 * 60_000));
  for (;;) {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    const run = parisWallClock(year, month, date, 0, 0);
    if (monthsBefore(run, months).getTime() > receivedAt.getTime()) return day;
    day = parisDay(nextParisMidnight(run));
  }
}
