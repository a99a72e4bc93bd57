/**
 * Dates as the site shows them: French long format in Europe/Paris, whatever
 * the server's or the visitor's time zone. Pure, usable in browser and server.
 */

export type Instant = string | Date | number;

const PARIS_LONG_DATE = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "numeric",
  month: "long",
  year: "numeric",
});

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
  return date ? PARIS_LONG_DATE.format(date) : "";
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
