/**
 * The browser's side of docs/product.md#lead-attribution: the first page of
 * a visit records where the visit came from in sessionStorage (one tab, gone
 * when it closes; no cookie), and the lead forms read it back into their
 * hidden fields. Storage refused (private browsing, disabled): nothing is
 * recorded, and the server falls back to the form's page.
 */
import { ATTRIBUTION_FIELDS, ATTRIBUTION_STORAGE_KEY, attributionOfVisit, type AttributionField, type LeadAttribution } from "./attribution";

function read(): LeadAttribution | null {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    const value: unknown = stored ? JSON.parse(stored) : null;
    return value && typeof value === "object" ? (value as LeadAttribution) : null;
  } catch {
    return null;
  }
}

/**
 * The visit's attribution, recorded from the current page when this is the
 * visit's first (nothing stored yet). Call it after hydration.
 */
export function rememberVisit(): LeadAttribution | null {
  const stored = read();
  if (stored) return stored;
  const attribution = attributionOfVisit(new URL(location.href), document.referrer, location.host);
  try {
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    return null;
  }
  return attribution;
}

/** The hidden field values of the visit's attribution (empty strings for what it lacks). */
export function attributionFieldValues(attribution: LeadAttribution | null): Record<AttributionField, string> {
  const values = {} as Record<AttributionField, string>;
  for (const [field, key] of Object.entries(ATTRIBUTION_FIELDS) as [AttributionField, keyof LeadAttribution][]) {
    values[field] = attribution?.[key] ?? "";
  }
  return values;
}
