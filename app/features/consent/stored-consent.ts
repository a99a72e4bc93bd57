import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY, CONSENT_VALIDITY_DAYS, type CONSENT_VERSION } from "~/config/constants";
import type { AnalyticsIds } from "~/lib/analytics";

/**
 * Reading the visitor's stored cookie choice (docs/product.md#consent): what every page needs to
 * decide whether to ask. Making a choice lives in ./consent, loaded with the banner only.
 */

/** The stored choice: Consent Mode V2's flags, when it was made and for which Google ids. */
export interface ConsentRecord {
  analytics_storage: boolean;
  ad_storage: boolean;
  ad_user_data: boolean;
  ad_personalization: boolean;
  functionality_storage: true;
  /** nothing on the site personalises: never granted, kept for Consent Mode's full set */
  personalization_storage: boolean;
  security_storage: true;
  timestamp: string;
  version: typeof CONSENT_VERSION;
  /** the Google ids configured when the choice was made; another configuration asks again */
  measurement_id: string | null;
  ads_id: string | null;
}

export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function parseConsentRecord(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if (!value || typeof value !== "object" || typeof value.timestamp !== "string") return null;
    const flags = ["analytics_storage", "ad_storage", "ad_user_data", "ad_personalization", "personalization_storage"] as const;
    if (!flags.every((f) => typeof value[f] === "boolean")) return null;
    return value as ConsentRecord;
  } catch {
    return null;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A record is valid for 395 days from its save date (the separate date key, else its timestamp). */
export function isConsentExpired(savedAt: string | null, now: Date): boolean {
  const time = savedAt ? Date.parse(savedAt) : Number.NaN;
  if (Number.isNaN(time)) return true;
  return now.getTime() - time > CONSENT_VALIDITY_DAYS * DAY_MS;
}

/**
 * The stored, still valid record; an expired or unreadable one is deleted. Given the configured
 * `ids`, a record made while others were configured is deleted too: it answered other questions
 * than those the site asks now (a new purpose is asked, a purpose gone is no longer acted on).
 */
export function readStoredConsent(
  storage: ConsentStorage,
  now: Date,
  ids?: Pick<AnalyticsIds, "gaId" | "adsId">,
): ConsentRecord | null {
  const record = parseConsentRecord(storage.getItem(CONSENT_STORAGE_KEY));
  const savedAt = storage.getItem(CONSENT_DATE_KEY) ?? record?.timestamp ?? null;
  if (
    !record ||
    isConsentExpired(savedAt, now) ||
    (ids && ((record.measurement_id ?? null) !== ids.gaId || (record.ads_id ?? null) !== ids.adsId))
  ) {
    storage.removeItem(CONSENT_STORAGE_KEY);
    storage.removeItem(CONSENT_DATE_KEY);
    return null;
  }
  return record;
}
