/**
 * Dates as the site shows them, in Europe/Paris whatever the server's or the
 * visitor's time zone. Every date format of the code base is here, each made once,
 * on first use: building a format costs more than using it. Pure, usable in browser and server.
 */

export type Instant = string | Date | number;

/**
 * A format made on its first use, then kept: a page that shows one kind of date (the home page's
 * experience badge) does not pay, while its scripts start, for the formats other pages use.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const PARIS_LONG_DATE = lazyFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "long", year: "numeric" });

const PARIS_NUMERIC_DATE_TIME = lazyFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const PARIS_ABBREVIATED_DATE_TIME = lazyFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "medium", timeStyle: "short" });

/** Canadian English writes a date as YYYY-MM-DD. */
const PARIS_ISO_DAY = lazyFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

/** 'YYYY-MM-DD HH:MM[:SS[.fff]]' without a zone, as SQLite writes UTC timestamps. */
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** Tolerance under which a creation and an update are the same save (two clock reads). */
export const UPDATE_TOLERANCE_MS = 1000;

/**
 * The instant a value denotes, or null when it is not a valid date.
 * A date-time string without a zone is read as UTC (never as server-local time).
 */
export function parseInstant(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === "number") date = new Date(value);
  else {
    const trimmed = value.trim();
    const zoneless = ZONELESS_DATE_TIME.exec(trimmed);
    date = new Date(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : trimmed);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 novembre 2026' (Europe/Paris); '' when the value is not a valid date. */
export function formatFrenchDate(value: Instant): string {
  const date = parseInstant(value);
  return date ? PARIS_LONG_DATE().format(date) : "";
}

/** '19/05/2026 10:30' (Europe/Paris); '' for a missing or invalid value. */
export function formatFrenchDateTime(value: Instant | null | undefined): string {
  const date = parseInstant(value ?? null);
  return date ? PARIS_NUMERIC_DATE_TIME().format(date).replace(",", "") : "";
}

/** '19 mai 2026, 10:30' (Europe/Paris); '' for a missing or invalid value. */
export function formatFrenchAbbreviatedDateTime(value: Instant | null | undefined): string {
  const date = parseInstant(value ?? null);
  return date ? PARIS_ABBREVIATED_DATE_TIME().format(date) : "";
}

/** The calendar day in Paris at an instant, as '2026-05-19'. */
export function parisIsoDay(date: Date): string {
  return PARIS_ISO_DAY().format(date);
}

/** The calendar day in Paris at an instant, as numbers (month 1 to 12). */
export function parisCalendarDay(date: Date): { year: number; month: number; day: number } {
  const parts = PARIS_ISO_DAY().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** True when both values are valid and denote the same millisecond. */
export function isSameInstant(a: Instant | null | undefined, b: Instant | null | undefined): boolean {
  const first = parseInstant(a);
  const second = parseInstant(b);
  return first !== null && second !== null && first.getTime() === second.getTime();
}

/**
 * Whether 'Mis à jour le {date}' is shown: the update date differs from the
 * creation date by at least UPDATE_TOLERANCE_MS (so an insert that stamps both
 * columns with two clock reads does not count as an update). False when
 * either value is missing or invalid.
 */
export function wasUpdated(created: Instant | null | undefined, updated: Instant | null | undefined): boolean {
  const createdAt = parseInstant(created);
  const updatedAt = parseInstant(updated);
  if (!createdAt || !updatedAt) return false;
  return Math.abs(updatedAt.getTime() - createdAt.getTime()) >= UPDATE_TOLERANCE_MS;
}
