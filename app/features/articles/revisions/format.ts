/** Times as the editor's status line shows them, in Europe/Paris. Pure and browser-safe. */
let timeFormat: Intl.DateTimeFormat | undefined;

/** '10:42' (Europe/Paris), '' for an invalid date. */
export function formatParisTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  timeFormat ??= new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });
  return timeFormat.format(date);
}
