/**
 * Where a review was collected (docs/product.md#reviews), shown under it on
 * the site. A closed list rather than free text: each wording says plainly
 * how the review reached the business, nothing the law would call misleading
 * ('avis certifié' and the like) can be typed in, and every review of one
 * kind reads the same. A new channel is one more line here (the column is
 * text: no migration).
 */
export const REVIEW_SOURCES = [
  { value: "email", label: "Avis recueilli par e-mail après le chantier" },
  { value: "phone", label: "Avis recueilli par téléphone après le chantier" },
  { value: "paper", label: "Avis écrit remis à la fin du chantier" },
  { value: "google", label: "Avis publié sur Google" },
  { value: "company", label: "Avis recueilli par l'entreprise" },
] as const;

export type ReviewSource = (typeof REVIEW_SOURCES)[number]["value"];

export const REVIEW_SOURCE_VALUES = REVIEW_SOURCES.map((source) => source.value) as [ReviewSource, ...ReviewSource[]];

export function isReviewSource(value: unknown): value is ReviewSource {
  return REVIEW_SOURCE_VALUES.includes(value as ReviewSource);
}

/** The wording shown for a source; a key no longer in the list reads as collected by the business. */
export function reviewSourceLabel(source: string): string {
  return REVIEW_SOURCES.find((entry) => entry.value === source)?.label ?? "Avis recueilli par l'entreprise";
}
