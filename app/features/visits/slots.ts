/**
 * The visit slots (docs/product.md#visits): from Réglages' days and hours, every `durationMinutes`
 * from `from` until `to`, Paris wall-clock time whatever the server's zone (so 09:00 stays 09:00
 * across the changes of time in March and October); minus the closures, the days already holding
 * `perDay` visits, the times overlapping a visit not cancelled, and what starts sooner than the
 * minimum notice. Pure: the settings, the visits and now are passed in.
 */
import type { Closure, VisitSlotSettings } from "~/config/site";
import { parisDay, parisTimeOfDay, parisWallClock } from "~/lib/business-hours";

/** How far ahead a customer may pick, in days. */
export const BOOKING_HORIZON_DAYS = 21;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface SlotRules {
  slots: VisitSlotSettings;
  closures: readonly Closure[];
}

/** A visit that holds its time (not cancelled). */
export interface BookedVisit {
  startsAt: string;
  endsAt: string;
}

export interface Slot {
  /** ISO instant */
  startsAt: string;
  endsAt: string;
  /** Paris 'YYYY-MM-DD' */
  day: string;
  /** Paris 'HH:MM' */
  time: string;
}

export interface SlotDay {
  day: string;
  slots: Slot[];
}

export const SLOT_MESSAGES = {
  invalid: "Créneau invalide\u00a0: choisissez une date et une heure dans la liste.",
  past: "Ce créneau est déjà passé\u00a0: choisissez-en un autre.",
  tooSoon: (hours: number) => `Ce créneau est trop proche\u00a0: les visites se réservent au moins ${hours}\u00a0h à l'avance.`,
  tooFar: "Ce créneau est trop lointain\u00a0: choisissez-en un dans les trois prochaines semaines.",
  closed: "Nous sommes fermés ce jour-là\u00a0: choisissez un autre jour.",
  outsideHours: "Ce créneau est en dehors des horaires de visite\u00a0: choisissez-en un dans la liste.",
  dayFull: "Cette journée est complète\u00a0: choisissez un autre jour.",
  taken: "Ce créneau vient d'être pris par un autre client\u00a0: choisissez-en un autre.",
  overlaps: "Une autre visite est déjà prévue à ce moment-là\u00a0: choisissez une autre heure.",
} as const;

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The day after a Paris day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

function weekdayOf(day: string): string {
  return DAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
}

export function isClosureDay(closures: readonly Closure[], day: string): boolean {
  return closures.some((c) => c.from <= day && day <= c.to);
}

/**
 * The instant of a Paris date and time ('2026-12-02', '09:00'), or null when it is no valid
 * date, or a time the clocks skip (02:30 on the last Sunday of March).
 */
export function parisInstant(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const at = parisWallClock(y, mo, d, h, mi);
  const shown = parisTimeOfDay(at);
  if (parisDay(at) !== day || shown.hour !== h || shown.minute !== mi) return null;
  return at;
}

const overlaps = (aStart: number, aEnd: number, b: BookedVisit) =>
  aStart < new Date(b.endsAt).getTime() && new Date(b.startsAt).getTime() < aEnd;

/** Every slot of a day from the settings, before anything is taken out. */
function slotsOfDay(settings: VisitSlotSettings, day: string): Slot[] {
  const slots: Slot[] = [];
  const duration = settings.durationMinutes;
  if (duration <= 0) return slots;
  for (let start = minutesOf(settings.from); start + duration <= minutesOf(settings.to); start += duration) {
    const at = parisInstant(day, hhmm(start));
    if (!at) continue;
    slots.push({
      startsAt: at.toISOString(),
      endsAt: new Date(at.getTime() + duration * MINUTE_MS).toISOString(),
      day,
      time: hhmm(start),
    });
  }
  return slots;
}

/** The free slots from today (Paris) for `horizonDays` days, grouped by day; days without one are left out. */
export function freeSlots(
  rules: SlotRules,
  booked: readonly BookedVisit[],
  now: Date,
  horizonDays = BOOKING_HORIZON_DAYS,
): SlotDay[] {
  const earliest = now.getTime() + rules.slots.minimumNoticeHours * HOUR_MS;
  const today = parisDay(now);
  const days: SlotDay[] = [];
  for (let offset = 0; offset < horizonDays; offset++) {
    const day = addDays(today, offset);
    if (!rules.slots.days.includes(weekdayOf(day)) || isClosureDay(rules.closures, day)) continue;
    const sameDay = booked.filter((b) => parisDay(new Date(b.startsAt)) === day);
    if (sameDay.length >= rules.slots.perDay) continue;
    const slots = slotsOfDay(rules.slots, day).filter(
      (s) =>
        new Date(s.startsAt).getTime() >= earliest &&
        !booked.some((b) => overlaps(Date.parse(s.startsAt), Date.parse(s.endsAt), b)),
    );
    if (slots.length > 0) days.push({ day, slots });
  }
  return days;
}

/**
 * Why a customer cannot take the slot starting at `day` `time`, or the slot. The same rules as
 * `freeSlots`, each refusal with its own French message.
 */
export function checkCustomerSlot(
  rules: SlotRules,
  booked: readonly BookedVisit[],
  now: Date,
  day: string,
  time: string,
): { ok: true; slot: Slot } | { ok: false; message: string } {
  const at = parisInstant(day, time);
  if (!at) return { ok: false, message: SLOT_MESSAGES.invalid };
  if (at.getTime() <= now.getTime()) return { ok: false, message: SLOT_MESSAGES.past };
  if (day > addDays(parisDay(now), BOOKING_HORIZON_DAYS - 1)) return { ok: false, message: SLOT_MESSAGES.tooFar };
  if (isClosureDay(rules.closures, day)) return { ok: false, message: SLOT_MESSAGES.closed };
  const slot = rules.slots.days.includes(weekdayOf(day)) ? slotsOfDay(rules.slots, day).find((s) => s.time === time) : undefined;
  if (!slot) return { ok: false, message: SLOT_MESSAGES.outsideHours };
  if (at.getTime() < now.getTime() + rules.slots.minimumNoticeHours * HOUR_MS)
    return { ok: false, message: SLOT_MESSAGES.tooSoon(rules.slots.minimumNoticeHours) };
  if (booked.some((b) => overlaps(Date.parse(slot.startsAt), Date.parse(slot.endsAt), b)))
    return { ok: false, message: SLOT_MESSAGES.taken };
  if (booked.filter((b) => parisDay(new Date(b.startsAt)) === day).length >= rules.slots.perDay)
    return { ok: false, message: SLOT_MESSAGES.dayFull };
  return { ok: true, slot };
}

/**
 * The owner's own planning: any day but a closure, inside the visit hours (from–to), not in the
 * past, not over another visit. Neither the notice nor the day's limit apply to him.
 */
export function checkOwnerVisit(
  rules: SlotRules,
  booked: readonly BookedVisit[],
  now: Date,
  visit: { day: string; time: string; durationMinutes: number },
): { ok: true; slot: Slot } | { ok: false; message: string } {
  const at = parisInstant(visit.day, visit.time);
  if (!at) return { ok: false, message: SLOT_MESSAGES.invalid };
  if (at.getTime() <= now.getTime()) return { ok: false, message: SLOT_MESSAGES.past };
  if (isClosureDay(rules.closures, visit.day)) return { ok: false, message: SLOT_MESSAGES.closed };
  const start = minutesOf(visit.time);
  if (start < minutesOf(rules.slots.from) || start + visit.durationMinutes > minutesOf(rules.slots.to))
    return { ok: false, message: SLOT_MESSAGES.outsideHours };
  const endsAt = new Date(at.getTime() + visit.durationMinutes * MINUTE_MS);
  if (booked.some((b) => overlaps(at.getTime(), endsAt.getTime(), b))) return { ok: false, message: SLOT_MESSAGES.overlaps };
  return { ok: true, slot: { startsAt: at.toISOString(), endsAt: endsAt.toISOString(), day: visit.day, time: visit.time } };
}
