/** Text as the devis PDF prints it: Inter's glyphs, euros and the Paris clock. */
import { formatCents } from "../online/format";

/** Inter's latin files have no narrow no-break space (U+202F): the PDF uses a no-break space, which they have. */
export function pdfText(text: string): string {
  // '10 000 €' typed with plain spaces must not break either
  return text
    .replace(/\u202f/g, "\u00a0")
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0")
    .replace(/(\d) €/g, "$1\u00a0€");
}

export const money = (cents: number) => pdfText(formatCents(cents));

export function parisDateTime(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}
