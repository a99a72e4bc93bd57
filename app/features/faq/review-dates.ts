import type { Clock } from "~/lib/clock";
import { parisIsoDay } from "~/lib/dates";

/**
 * The two dates of a review (docs/product.md#reviews): calendar days stored
 * as 'YYYY-MM-DD', shown in French ('Avis du 12 mars 2026 · chantier de
 * février 2026'). Days, not instants: no time zone applies once written.
 */

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day a 'YYYY-MM-DD' string names, or null when it is not a real calendar day (2026-02-30, 0999-01-01…). */
export function parseCalendarDay(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Today in Paris, 'YYYY-MM-DD': the latest day a review may carry. */
export function parisToday(clock: Clock): string {
  return parisIsoDay(new Date(clock()));
}

/** '12 mars 2026', '1er mars 2026'; '' for anything but a calendar day. */
export function frenchDay(isoDay: string): string {
  const day = parseCalendarDay(isoDay);
  if (!day) return "";
  return `${day.day === 1 ? "1er" : day.day} ${MONTHS[day.month - 1]} ${day.year}`;
}

/** 'février 2026'; '' for anything but a calendar day. */
export function frenchMonth(isoDay: string): string {
  const day = parseCalendarDay(isoDay);
  return day ? `${MONTHS[day.month - 1]} ${day.year}` : "";
}

/** 'de ' or 'd'' before a month, as French elides it ('chantier d'avril 2026'). */
export function monthPreposition(isoDay: string): string {
  return /^[aeiouyàâéèêîôû]/i.test(frenchMonth(isoDay)) ? "d'" : "de ";
}

/** 'Avis du 12 mars 2026 · chantier de février 2026' (the public cards show the same words, with <time> elements). */
export function reviewDatesText({ reviewDate, workDate }: { reviewDate: string; workDate: string }): string {
  return `Avis du ${frenchDay(reviewDate)} · chantier ${monthPreposition(workDate)}${frenchMonth(workDate)}`;
}
