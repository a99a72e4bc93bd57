/**
 * The browser's side of docs/product.md#lead-attribution: with the visitor's consent to
 * advertising (nothing else), the visit's first page and where it came from are kept in
 * sessionStorage (one tab, gone when it closes; no cookie), and the lead forms read them back into
 * their hidden fields. Without that consent nothing is written and anything kept is removed: the
 * server takes the form's page and its address instead. Storage refused (private browsing,
 * disabled): nothing is kept either.
 */
import { CONSENT_SAVED_EVENT } from "~/features/consent/consent-events";
import { readStoredConsent } from "~/features/consent/stored-consent";
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_STORAGE_KEY,
  attributionOfVisit,
  type AttributionField,
  type LeadAttribution,
} from "./attribution";

/**
 * Consent to advertising, given while a Google Ads id was configured: the consent gate has already
 * forgotten a choice made for other ids when this reads it.
 */
function advertisingConsented(): boolean {
  try {
    const record = readStoredConsent(localStorage, new Date());
    return Boolean(record?.ad_storage && record.ads_id);
  } catch {
    return false;
  }
}

function read(): LeadAttribution | null {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    const value: unknown = stored ? JSON.parse(stored) : null;
    return value && typeof value === "object" ? (value as LeadAttribution) : null;
  } catch {
    return null;
  }
}

/** Removes the visit's record: consent never given, refused or withdrawn. */
function forgetVisit(): void {
  try {
    sessionStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}

/**
 * The address this document was loaded at, and so the visit's first page when the visit began
 * here: navigations inside the site keep the document (consent given on a later page still
 * records where the visit began).
 */
function documentUrl(): URL {
  const [entry] = performance.getEntriesByType("navigation");
  return new URL(entry?.name || location.href);
}

/**
 * The visit's attribution with consent to advertising: the stored one, or recorded now from the
 * document's first address when nothing is stored yet. Without consent, null, and whatever was
 * stored is removed. Call it after hydration.
 */
export function rememberVisit(): LeadAttribution | null {
  if (!advertisingConsented()) {
    forgetVisit();
    return null;
  }
  const stored = read();
  if (stored) return stored;
  const attribution = attributionOfVisit(documentUrl(), document.referrer, location.host);
  try {
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    return null;
  }
  return attribution;
}

// Loaded on every public page once live (the site layout): a choice saved on the page records the
// visit at once, or removes its record at once when advertising is refused or withdrawn.
if (typeof window !== "undefined") window.addEventListener(CONSENT_SAVED_EVENT, () => void rememberVisit());

/**
 * Calls `onChange` with the visit's attribution now, and again after each cookie choice the
 * visitor saves (recorded on consent, null once refused or withdrawn); returns what stops it.
 */
export function followVisit(onChange: (attribution: LeadAttribution | null) => void): () => void {
  const update = () => onChange(rememberVisit());
  update();
  window.addEventListener(CONSENT_SAVED_EVENT, update);
  return () => window.removeEventListener(CONSENT_SAVED_EVENT, update);
}

/** The hidden field values of the visit's attribution (empty strings for what it lacks). */
export function attributionFieldValues(attribution: LeadAttribution | null): Record<AttributionField, string> {
  const values = {} as Record<AttributionField, string>;
  for (const [field, key] of Object.entries(ATTRIBUTION_FIELDS) as [AttributionField, keyof LeadAttribution][]) {
    values[field] = attribution?.[key] ?? "";
  }
  return values;
}
