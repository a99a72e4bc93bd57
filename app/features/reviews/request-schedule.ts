/**
 * When a customer is asked for a review (docs/product.md#review-requests): from the first opening
 * on or after the day 'Chantier terminé le' + the delay of Réglages (Paris), and only while the
 * business is open. Pure.
 */
import { isOpenAt, nextOpeningAt, parisWallClock, type Schedule } from "~/lib/business-hours";
import { parseCalendarDay } from "~/features/faq/review-dates";

/**
 * A request whose moment passed longer ago than this is never sent: the owner who types an old
 * end of work does not write to a customer months later.
 */
export const REVIEW_REQUEST_LOOKBACK_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** The moment the request becomes due; null for a day that is not one. */
export function reviewRequestMoment(schedule: Schedule, jobDoneOn: string, delayDays: number): Date | null {
  const day = parseCalendarDay(jobDoneOn);
  if (!day) return null;
  const midnight = parisWallClock(day.year, day.month, day.day + delayDays, 0, 0);
  return nextOpeningAt(schedule, midnight) ?? midnight;
}

/** Whether the request goes at `now`: its moment has come, not too long ago, and the business is open (or never opens). */
export function isReviewRequestDue(schedule: Schedule, jobDoneOn: string, delayDays: number, now: Date): boolean {
  const moment = reviewRequestMoment(schedule, jobDoneOn, delayDays);
  if (!moment || moment > now) return false;
  if (now.getTime() - moment.getTime() > REVIEW_REQUEST_LOOKBACK_DAYS * DAY_MS) return false;
  return isOpenAt(schedule, now) || nextOpeningAt(schedule, now) === null;
}

/** The key that makes the request happen once across instances and restarts (docs/product.md#jobs-once). */
export function reviewRequestKey(leadId: string): string {
  return `review-request:${leadId}`;
}
