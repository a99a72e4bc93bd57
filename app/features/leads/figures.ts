/**
 * The dashboard's figures about requests, as shown (docs/product.md#admin-dashboard).
 * Pure: used by the dashboard page and by the reminder and digest e-mails.
 */

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** The median of some numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A duration the way the owner reads it: '45 min', '2 h 15', '3 h', '1 j 3 h',
 * '2 j'; '—' when there is none. Rounded to the minute.
 */
export function formatElapsed(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return "—";
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes < HOUR_MINUTES) return `${minutes} min`;
  if (minutes < DAY_MINUTES) {
    const hours = Math.floor(minutes / HOUR_MINUTES);
    const rest = minutes % HOUR_MINUTES;
    return rest ? `${hours} h ${String(rest).padStart(2, "0")}` : `${hours} h`;
  }
  const days = Math.floor(minutes / DAY_MINUTES);
  const hours = Math.floor((minutes % DAY_MINUTES) / HOUR_MINUTES);
  return hours ? `${days} j ${hours} h` : `${days} j`;
}

/** 'N notification(s) n'a/ont pas pu être envoyée(s)' */
export function failedNotificationsTitle(count: number): string {
  return count > 1 ? `${count} notifications n'ont pas pu être envoyées` : `${count} notification n'a pas pu être envoyée`;
}
