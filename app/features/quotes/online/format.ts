/** How the customer's page writes a devis's numbers and days (pure: server and browser render the same). */
import { formatFrenchDate } from "~/lib/dates";

/** Hundredths as typed in French: 1250 → '12,5', 100 → '1'. */
export function formatQuantity(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const rest = Math.abs(hundredths % 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  return rest === 0 ? grouped : `${grouped},${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/** '23 décembre 2026' from 'YYYY-MM-DD' (noon UTC: the same day in Paris). */
export function dayInWords(day: string): string {
  return formatFrenchDate(`${day}T12:00:00Z`) || day;
}

const PARIS_TIME = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });

/** '28 novembre 2026 à 14h04' (Paris) from an ISO instant. */
export function momentInWords(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatFrenchDate(date)} à ${PARIS_TIME.format(date).replace(":", "h")}`;
}

/** '2 900,00 €': a devis always shows its cents. */
export function formatCents(cents: number): string {
  const euros = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  return `${euros},${String(Math.abs(cents % 100)).padStart(2, "0")}\u00a0€`;
}
