/**
 * Scheduled publication, the pure part (docs/product.md#article-scheduling):
 * the editor's `<input type="datetime-local">` is a wall time in Paris, read
 * here into an instant (the same reading in the browser and on the server),
 * checked against "now", and shown back. Browser-safe.
 */
import { parisDay, parisTimeOfDay, parisWallClock, parisYear } from "~/lib/business-hours";

export const SCHEDULE_FIELD = "publish_at";
/** The save intent of 'Programmer' (a draft save that also sets the publication instant). */
export const SCHEDULE_INTENT = "schedule";
/** How far ahead a publication may be scheduled. */
export const SCHEDULE_MAX_DAYS_AHEAD = 730;
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export const SCHEDULE_MESSAGES = {
  schedule: "Programmer",
  label: "Date et heure de publication (heure de Paris)",
  missing: "Indiquez la date et l'heure de publication",
  invalid: "Date de publication invalide (jj/mm/aaaa hh:mm)",
  past: "La date de publication doit être dans le futur",
  tooFar: "La date de publication doit être dans les deux ans à venir",
  scheduled: (when: string) => `Article programmé pour le ${when}`,
  scheduledOn: (when: string) => `Programmé le ${when}`,
  cancel: "Annuler la programmation",
  cancelled: "Programmation annulée",
  cancelError: "Erreur lors de l'annulation de la programmation",
} as const;

/** 'YYYY-MM-DDTHH:MM', optionally with seconds, as datetime-local inputs post it. */
const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The instant of a Paris wall time posted by a datetime-local input, or null
 * when it is not one (garbage, 31 February, 25:00). Around the clock changes
 * it reads as the calendar would: a time skipped in March (02:30) is the same
 * time one hour later (03:30 summer time); a time that happens twice in
 * October (02:30) is its first occurrence (summer time).
 */
export function parseParisDateTimeLocal(value: string): Date | null {
  const match = DATETIME_LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const instant = parisWallClock(year, month, day, hour, minute);
  // Twice-happening times: an hour earlier shows the same wall time when it is the first occurrence.
  const earlier = new Date(instant.getTime() - HOUR_MS);
  if (toDateTimeLocalValue(earlier) === toDateTimeLocalValue(instant)) return earlier;
  return instant;
}

/** The datetime-local value ('YYYY-MM-DDTHH:MM') showing an instant in Paris. */
export function toDateTimeLocalValue(instant: Date): string {
  const { hour, minute } = parisTimeOfDay(instant);
  return `${parisDay(instant)}T${pad(hour)}:${pad(minute)}`;
}

export type ScheduleCheck = { ok: true; at: Date } | { ok: false; error: string };

/** The posted publication time checked against `now`: in the future, at most SCHEDULE_MAX_DAYS_AHEAD ahead. */
export function checkPublishAt(value: string | null | undefined, now: Date): ScheduleCheck {
  if (!value?.trim()) return { ok: false, error: SCHEDULE_MESSAGES.missing };
  const at = parseParisDateTimeLocal(value);
  if (!at) return { ok: false, error: SCHEDULE_MESSAGES.invalid };
  if (at.getTime() <= now.getTime()) return { ok: false, error: SCHEDULE_MESSAGES.past };
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS) return { ok: false, error: SCHEDULE_MESSAGES.tooFar };
  return { ok: true, at };
}

let dayMonth: Intl.DateTimeFormat | undefined;
let dayMonthYear: Intl.DateTimeFormat | undefined;

/**
 * '3 décembre à 08:00' (Paris time), with the year when it is not `now`'s
 * year in Paris: '3 décembre 2027 à 08:00'.
 */
export function describeScheduledTime(at: Date, now: Date): string {
  const sameYear = parisYear(at) === parisYear(now);
  const format = sameYear
    ? (dayMonth ??= new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "long" }))
    : (dayMonthYear ??= new Intl.DateTimeFormat("fr-FR", {
        timeZone: "Europe/Paris",
        day: "numeric",
        month: "long",
        year: "numeric",
      }));
  const { hour, minute } = parisTimeOfDay(at);
  return `${format.format(at)} à ${pad(hour)}:${pad(minute)}`;
}
