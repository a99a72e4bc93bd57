/**
 * Opening hours as instants, in Europe/Paris whatever the server's zone
 * (docs/product.md#business-hours): whether the business is open, when it
 * next opens, and how many opening minutes lie between two instants. A day
 * inside an exceptional closure or holiday (docs/product.md#business-settings)
 * has no opening. Pure: the hours are passed in (site configuration), time is
 * an argument.
 */
import type { Closure, OpeningHours } from "~/config/site";

/** The weekly hours alone, or with the closures that override them. */
export type Schedule = readonly OpeningHours[] | { hours: readonly OpeningHours[]; closures: readonly Closure[] };

/** The schedule of a site configuration: its weekly hours and its closures. */
export function scheduleOf(site: { openingHours: readonly OpeningHours[]; closures?: readonly Closure[] }): Schedule {
  return { hours: site.openingHours, closures: site.closures ?? [] };
}

function partsOfSchedule(schedule: Schedule): { hours: readonly OpeningHours[]; closures: readonly Closure[] } {
  return "hours" in schedule ? schedule : { hours: schedule, closures: [] };
}

export const BUSINESS_TIME_ZONE = "Europe/Paris";
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MINUTE_MS = 60_000;
/** Beyond this many days that are not closures, a schedule is treated as never open (an empty or broken one). */
const SEARCH_DAYS = 14;
/** Closures are skipped over, up to this many calendar days (a long closure ahead is still bounded). */
const MAX_SEARCH_DAYS = 400;

let partsFormat: Intl.DateTimeFormat | undefined;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock date and time in Paris of an instant. */
function parisParts(at: Date): LocalParts {
  partsFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour!, minute: +parts.minute! };
}

/** The instant of a Paris wall-clock time (the first one when the clocks go back). */
export function parisWallClock(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = parisParts(new Date(guess));
    const shownAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += asUtc - shownAsUtc;
  }
  return new Date(guess);
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The opening intervals of the Paris calendar day that contains `at`, and of the following days. */
function* openingIntervals(schedule: Schedule, from: Date): Generator<{ start: Date; end: Date }> {
  const { hours, closures } = partsOfSchedule(schedule);
  const first = parisParts(from);
  let openDays = 0;
  for (let offset = 0; offset < MAX_SEARCH_DAYS && openDays < SEARCH_DAYS; offset++) {
    const noonUtc = new Date(Date.UTC(first.year, first.month - 1, first.day + offset, 12));
    const y = noonUtc.getUTCFullYear();
    const mo = noonUtc.getUTCMonth() + 1;
    const d = noonUtc.getUTCDate();
    const isoDay = `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    if (closures.some((c) => c.from <= isoDay && isoDay <= c.to)) continue;
    openDays++;
    const dayName = DAY_NAMES[noonUtc.getUTCDay()]!;
    const slots = hours
      .filter((h) => h.dayOfWeek.includes(dayName))
      .map((h) => ({ opens: minutesOf(h.opens), closes: minutesOf(h.closes) }))
      .filter((s) => s.closes > s.opens)
      .sort((a, b) => a.opens - b.opens);
    for (const s of slots) {
      yield {
        start: parisWallClock(y, mo, d, Math.floor(s.opens / 60), s.opens % 60),
        end: parisWallClock(y, mo, d, Math.floor(s.closes / 60), s.closes % 60),
      };
    }
  }
}

export function isOpenAt(hours: Schedule, at: Date): boolean {
  for (const { start, end } of openingIntervals(hours, at)) {
    if (start > at) return false;
    if (at < end) return true;
  }
  return false;
}

/** `at` itself when open, else the next opening; null when the schedule never opens. */
export function nextOpeningAt(hours: Schedule, at: Date): Date | null {
  for (const { start, end } of openingIntervals(hours, at)) {
    if (end <= at) continue;
    return start > at ? start : at;
  }
  return null;
}

/** The instant at which `minutes` opening minutes have passed since `from`; null when the schedule never opens. */
export function addOpeningMinutes(hours: Schedule, from: Date, minutes: number): Date | null {
  let left = minutes * MINUTE_MS;
  for (const { start, end } of openingIntervals(hours, from)) {
    if (end <= from) continue;
    const begin = start > from ? start : from;
    const available = end.getTime() - begin.getTime();
    if (left <= available) return new Date(begin.getTime() + left);
    left -= available;
  }
  return null;
}

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * When an opening comes, in words: 'à 14h00', 'demain à 7h00',
 * 'lundi 30 novembre à 7h00' (relative to `now`, Paris time).
 */
export function describeOpening(opening: Date, now: Date): string {
  const o = parisParts(opening);
  const n = parisParts(now);
  const time = `${o.hour}h${String(o.minute).padStart(2, "0")}`;
  const dayIndex = (p: LocalParts) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
  const days = dayIndex(o) - dayIndex(n);
  if (days === 0) return `aujourd'hui à ${time}`;
  if (days === 1) return `demain à ${time}`;
  dayFormat ??= new Intl.DateTimeFormat("fr-FR", {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
  });
  return `${dayFormat.format(opening)} à ${time}`;
}

/** The Paris calendar day of an instant, 'YYYY-MM-DD'. */
export function parisDay(at: Date): string {
  const p = parisParts(at);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The Paris wall-clock hour and minute of an instant. */
export function parisTimeOfDay(at: Date): { hour: number; minute: number } {
  const { hour, minute } = parisParts(at);
  return { hour, minute };
}

/** The year of an instant in Paris (a request received on 31 December at 23:30 UTC is already next year's). */
export function parisYear(at: Date): number {
  return parisParts(at).year;
}
