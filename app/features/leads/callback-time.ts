/**
 * When the visitor who asked for an emergency call-back will be called
 * (docs/product.md#emergency-callback): during opening hours an artisan at
 * the workshop calls within 15 minutes; outside them the on-call roofer
 * (24h/24 et 7j/7) within 30 minutes. Pure: the opening hours and the clock
 * are arguments, read in Europe/Paris (business-hours.ts).
 */
import { isOpenAt, type Schedule } from "~/lib/business-hours";
import type { Clock } from "~/lib/clock";

export const CALLBACK_DELAY_OPEN_MINUTES = 15;
export const CALLBACK_DELAY_CLOSED_MINUTES = 30;

export const CALLBACK_PROMISES = {
  open: `Un artisan vous rappelle dans les ${CALLBACK_DELAY_OPEN_MINUTES} minutes.`,
  closed: `Notre astreinte vous rappelle dans les ${CALLBACK_DELAY_CLOSED_MINUTES} minutes, même la nuit et le week-end.`,
} as const;

export interface CallBackPromise {
  /** who calls: the workshop (open) or the on-call roofer (closed) */
  during: "open" | "closed";
  minutes: number;
  /** the sentence shown to the visitor */
  text: string;
}

export function callBackPromise(hours: Schedule, clock: Clock): CallBackPromise {
  const open = isOpenAt(hours, new Date(clock()));
  return open
    ? { during: "open", minutes: CALLBACK_DELAY_OPEN_MINUTES, text: CALLBACK_PROMISES.open }
    : { during: "closed", minutes: CALLBACK_DELAY_CLOSED_MINUTES, text: CALLBACK_PROMISES.closed };
}
