import {
  CONSENT_DATE_KEY,
  CONSENT_STORAGE_KEY,
  CONSENT_VALIDITY_DAYS,
  CONSENT_VERSION,
} from "~/config/constants";

/** The consent record (docs/product.md#consent), stored in localStorage under `cookie-consent-v1`. */
export interface ConsentRecord {
  analytics_storage: boolean;
  ad_storage: boolean;
  ad_user_data: boolean;
  ad_personalization: boolean;
  functionality_storage: true;
  personalization_storage: boolean;
  security_storage: true;
  timestamp: string;
  version: typeof CONSENT_VERSION;
  measurement_id: string | null;
}

export interface ConsentChoices {
  analytics: boolean;
  ads: boolean;
  personalization: boolean;
}

export const ALL_ACCEPTED: ConsentChoices = { analytics: true, ads: true, personalization: true };
export const ESSENTIAL_ONLY: ConsentChoices = { analytics: false, ads: false, personalization: false };

export function createConsentRecord(choices: ConsentChoices, measurementId: string | null, now: Date): ConsentRecord {
  return {
    analytics_storage: choices.analytics,
    ad_storage: choices.ads,
    ad_user_data: choices.ads,
    ad_personalization: choices.ads,
    functionality_storage: true,
    personalization_storage: choices.personalization,
    security_storage: true,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
    measurement_id: measurementId,
  };
}

export function choicesOf(record: ConsentRecord): ConsentChoices {
  return { analytics: record.analytics_storage, ads: record.ad_storage, personalization: record.personalization_storage };
}

type GrantState = "granted" | "denied";
/** The Consent Mode V2 update for a record. */
export function consentModeUpdate(record: ConsentRecord): Record<string, GrantState> {
  const g = (v: boolean): GrantState => (v ? "granted" : "denied");
  return {
    analytics_storage: g(record.analytics_storage),
    ad_storage: g(record.ad_storage),
    ad_user_data: g(record.ad_user_data),
    ad_personalization: g(record.ad_personalization),
    functionality_storage: "granted",
    personalization_storage: g(record.personalization_storage),
    security_storage: "granted",
  };
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

export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored, still valid record; an expired or unreadable one is deleted. */
export function readStoredConsent(storage: ConsentStorage, now: Date): ConsentRecord | null {
  const record = parseConsentRecord(storage.getItem(CONSENT_STORAGE_KEY));
  const savedAt = storage.getItem(CONSENT_DATE_KEY) ?? record?.timestamp ?? null;
  if (!record || isConsentExpired(savedAt, now)) {
    storage.removeItem(CONSENT_STORAGE_KEY);
    storage.removeItem(CONSENT_DATE_KEY);
    return null;
  }
  return record;
}

export function storeConsent(storage: ConsentStorage, record: ConsentRecord): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  storage.setItem(CONSENT_DATE_KEY, record.timestamp);
}

export const OPEN_CONSENT_EVENT = "consent:open";

/**
 * Where 'Gérer les cookies' leads before the scripts run (or without them):
 * the terms of use's personal data section, which explains the cookies.
 */
export const COOKIE_POLICY_PATH = "/cgu#section-4";

/** Reopens the settings dialog from anywhere (the footer's 'Gérer les cookies'). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
