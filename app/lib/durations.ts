/** How long to wait, in French, for messages: '45 s', '2 min', '1 h 30' (never '0 s'). */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${String(rest).padStart(2, "0")}` : `${hours} h`;
}

/** formatWait for a duration in milliseconds (a configured timeout). */
export function formatWaitMs(ms: number): string {
  return formatWait(Math.round(ms / 1000));
}

/** A retention period in French: '3 ans', '1 an' for whole years, else '18 mois'. */
export function formatMonths(months: number): string {
  if (months >= 12 && months % 12 === 0) {
    const years = months / 12;
    return `${years} ${years === 1 ? "an" : "ans"}`;
  }
  return `${months} mois`;
}
