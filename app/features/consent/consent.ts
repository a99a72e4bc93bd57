import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY, CONSENT_VERSION } from "~/config/constants";
import type { AnalyticsIds } from "~/lib/analytics";
import type { ConsentRecord, ConsentStorage } from "./stored-consent";

/**
 * Making a cookie choice (docs/product.md#consent): the purposes the site asks about, the record
 * stored in localStorage under `cookie-consent-v1`, and its Consent Mode V2 form. Loaded with the
 * banner only; reading a stored choice is ./stored-consent.
 */

/** The purposes a visitor can accept: audience measurement (Google Analytics) and advertising (Google Ads and the visit's record). */
export interface ConsentChoices {
  analytics: boolean;
  ads: boolean;
}

export type ConsentIds = Pick<AnalyticsIds, "gaId" | "adsId">;
export type ConsentPurpose = keyof ConsentChoices;

export const ESSENTIAL_ONLY: ConsentChoices = { analytics: false, ads: false };

/** The purposes the site really uses, so the only ones it asks about: each needs its Google id configured. */
export function consentPurposes(ids: ConsentIds | null): ConsentPurpose[] {
  const purposes: ConsentPurpose[] = [];
  if (ids?.gaId) purposes.push("analytics");
  if (ids?.adsId) purposes.push("ads");
  return purposes;
}

/** 'Tout accepter': every purpose the site asks about, and only those. */
export function allAccepted(ids: ConsentIds | null): ConsentChoices {
  const purposes = consentPurposes(ids);
  return { analytics: purposes.includes("analytics"), ads: purposes.includes("ads") };
}

/** The record of `choices`; a purpose the configuration does not ask about is never granted. */
export function createConsentRecord(choices: ConsentChoices, ids: ConsentIds | null, now: Date): ConsentRecord {
  const asked = allAccepted(ids);
  const analytics = choices.analytics && asked.analytics;
  const ads = choices.ads && asked.ads;
  return {
    analytics_storage: analytics,
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    functionality_storage: true,
    personalization_storage: false,
    security_storage: true,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
    measurement_id: ids?.gaId ?? null,
    ads_id: ids?.adsId ?? null,
  };
}

export function choicesOf(record: ConsentRecord): ConsentChoices {
  return { analytics: record.analytics_storage, ads: record.ad_storage };
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
    personalization_storage: "denied",
    security_storage: "granted",
  };
}

export function storeConsent(storage: ConsentStorage, record: ConsentRecord): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  storage.setItem(CONSENT_DATE_KEY, record.timestamp);
}
