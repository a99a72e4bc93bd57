/**
 * When an unanswered devis is recalled to the customer (docs/product.md#devis-reminders):
 * on each day of Réglages' reminder days after its last sending, at the hour it was sent
 * (Paris), or at the next opening when that moment falls outside the opening hours or on a
 * closure. Pure: the schedule, the days and the time are passed in.
 */
import { nextOpeningAt, parisTimeOfDay, parisWallClock, type Schedule } from "~/lib/business-hours";
import { parisCalendarDay } from "~/lib/dates";

/**
 * A reminder whose moment passed longer ago than this is never sent: the job claims that
 * guard each reminder are pruned after a while (JOB_CLAIM_RETENTION_DAYS, far longer), and
 * a reminder weeks late would only surprise the customer.
 */
export const QUOTE_REMINDER_LOOKBACK_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;
/** A reminder day beyond this is a typing mistake: no devis stays valid that long. */
const MAX_REMINDER_DAY = 365;

/** The days as the job uses them: whole, from 1 to 365, each once, increasing. */
export function reminderDaysOf(days: readonly number[] | undefined): number[] {
  const valid = (days ?? []).filter((d) => Number.isInteger(d) && d >= 1 && d <= MAX_REMINDER_DAY);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** The Paris wall-clock moment `days` calendar days after `sentAt` (the same hour, whatever the clock change). */
export function daysAfter(sentAt: Date, days: number): Date {
  const { year, month, day } = parisCalendarDay(sentAt);
  const { hour, minute } = parisTimeOfDay(sentAt);
  const moment = parisWallClock(year, month, day + days, hour, minute);
  // the seconds of the sending are kept: a reminder never goes before its full days have passed
  return new Date(moment.getTime() + (sentAt.getTime() % 60_000));
}

/** When the reminder of day `day` goes: its moment, or the next opening after it (the moment itself for a schedule that never opens). */
export function reminderMomentOf(schedule: Schedule, sentAt: Date, day: number): Date {
  const due = daysAfter(sentAt, day);
  return nextOpeningAt(schedule, due) ?? due;
}

export interface DueReminder {
  /** the reminder day (3, 10…) */
  day: number;
  /** the moment it became due (opening hours applied) */
  at: Date;
}

/**
 * The reminder to send at `now`: the LATEST day whose moment has come, so that a server down
 * across two reminder days sends one e-mail, not two; null when none has come yet or the
 * latest is older than the look-back.
 */
export function dueReminderOf(schedule: Schedule, sentAt: Date, days: readonly number[], now: Date): DueReminder | null {
  let latest: DueReminder | null = null;
  for (const day of reminderDaysOf(days)) {
    const at = reminderMomentOf(schedule, sentAt, day);
    if (at > now) break;
    latest = { day, at };
  }
  if (!latest || now.getTime() - latest.at.getTime() > QUOTE_REMINDER_LOOKBACK_DAYS * DAY_MS) return null;
  return latest;
}

/** The key that makes a reminder happen once across instances and restarts (docs/product.md#jobs-once). */
export function quoteReminderKey(quoteId: string, lastSentAtIso: string, day: number): string {
  return `quote-reminder:${quoteId}:${lastSentAtIso}:${day}`;
}
