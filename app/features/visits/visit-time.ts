/** How a visit's time reads in French, Paris time (pages and e-mails; docs/product.md#visits). Pure. */
import { BUSINESS_TIME_ZONE, parisTimeOfDay } from "~/lib/business-hours";

let dayFormat: Intl.DateTimeFormat | undefined;

/** '9h00', '14h30'. */
export function frenchTime(at: Date): string {
  const { hour, minute } = parisTimeOfDay(at);
  return `${hour}h${String(minute).padStart(2, "0")}`;
}

/** 'mercredi 2 décembre 2026'. */
export function frenchDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat("fr-FR", {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return dayFormat.format(at);
}

/** A Paris day 'YYYY-MM-DD' as 'mercredi 2 décembre 2026'. */
export function frenchDayOf(day: string): string {
  return frenchDay(new Date(`${day}T12:00:00Z`));
}

/** 'mercredi 2 décembre 2026 à 9h00'. */
export function frenchStart(startsAt: string): string {
  const at = new Date(startsAt);
  return `${frenchDay(at)} à ${frenchTime(at)}`;
}

/** 'mercredi 2 décembre 2026, de 9h00 à 10h00'. */
export function frenchSpan(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  return `${frenchDay(start)}, de ${frenchTime(start)} à ${frenchTime(new Date(endsAt))}`;
}

/** '1 h', '1 h 30', '45 min'. */
export function frenchDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}\u00a0min`;
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`;
}
