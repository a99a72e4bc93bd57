import type { FaqEntry } from "~/content";
import { faqPageLd } from "~/features/seo/structured-data";

/** The FAQPage data of a page's entries, or nothing when the owner left the list empty (an empty FAQPage is invalid). */
export function faqStructuredData(entries: readonly FaqEntry[]): Record<string, unknown>[] {
  return entries.length ? [faqPageLd(entries)] : [];
}
