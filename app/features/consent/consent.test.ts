import { describe, expect, it } from "vitest";
import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY } from "~/config/constants";
import { allAccepted, consentModeUpdate, consentPurposes, createConsentRecord, ESSENTIAL_ONLY, storeConsent } from "./consent";
import { isConsentExpired, readStoredConsent } from "./stored-consent";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const BOTH = { gaId: "G-TEST", adsId: "AW-123" };
const NONE = { gaId: null, adsId: null };

describe("the purposes asked about", () => {
  it("are only those of the configured ids", () => {
    expect(consentPurposes(BOTH)).toEqual(["analytics", "ads"]);
    expect(consentPurposes({ gaId: "G-TEST", adsId: null })).toEqual(["analytics"]);
    expect(consentPurposes({ gaId: null, adsId: "AW-123" })).toEqual(["ads"]);
    expect(consentPurposes(NONE)).toEqual([]);
    expect(consentPurposes(null)).toEqual([]);
  });

  it("'Tout accepter' accepts those and nothing else; a record never grants a purpose not asked", () => {
    expect(allAccepted({ gaId: "G-TEST", adsId: null })).toEqual({ analytics: true, ads: false });
    const record = createConsentRecord({ analytics: true, ads: true }, { gaId: "G-TEST", adsId: null }, new Date());
    expect(record).toMatchObject({ analytics_storage: true, ad_storage: false, ad_user_data: false, ad_personalization: false });
    expect(createConsentRecord({ analytics: true, ads: true }, null, new Date())).toMatchObject({
      analytics_storage: false,
      ad_storage: false,
    });
  });
});

describe("consent record", () => {
  const now = new Date("2026-11-21T10:00:00Z");

  it("has exactly the documented fields, essential ones always true, personalisation never granted", () => {
    const record = createConsentRecord(allAccepted(BOTH), BOTH, now);
    expect(Object.keys(record).sort()).toEqual(
      [
        "ad_personalization",
        "ad_storage",
        "ad_user_data",
        "ads_id",
        "analytics_storage",
        "functionality_storage",
        "measurement_id",
        "personalization_storage",
        "security_storage",
        "timestamp",
        "version",
      ].sort(),
    );
    expect(record).toMatchObject({
      functionality_storage: true,
      security_storage: true,
      personalization_storage: false,
      analytics_storage: true,
      version: "2.0",
      measurement_id: "G-TEST",
      ads_id: "AW-123",
    });
  });

  it("maps to Consent Mode V2 grant states", () => {
    expect(consentModeUpdate(createConsentRecord(allAccepted(BOTH), BOTH, now))).toMatchObject({
      analytics_storage: "granted",
      ad_storage: "granted",
      personalization_storage: "denied",
    });
    const denied = consentModeUpdate(createConsentRecord(ESSENTIAL_ONLY, BOTH, now));
    expect(denied.ad_user_data).toBe("denied");
    expect(denied.security_storage).toBe("granted");
  });

  it("expires after 395 days, not before", () => {
    const day = 24 * 60 * 60 * 1000;
    expect(isConsentExpired(new Date(now.getTime() - 395 * day).toISOString(), now)).toBe(false);
    expect(isConsentExpired(new Date(now.getTime() - 395 * day - 1000).toISOString(), now)).toBe(true);
    expect(isConsentExpired(null, now)).toBe(true);
  });

  it("stores the record and the separate date key, and deletes an expired record", () => {
    const storage = memoryStorage();
    const old = new Date("2025-01-01T00:00:00Z");
    storeConsent(storage, createConsentRecord(allAccepted(BOTH), BOTH, old));
    expect(storage.map.get(CONSENT_DATE_KEY)).toBe(old.toISOString());
    expect(readStoredConsent(storage, new Date("2025-06-01T00:00:00Z"))?.analytics_storage).toBe(true);
    expect(readStoredConsent(storage, now)).toBeNull();
    expect(storage.map.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(storage.map.has(CONSENT_DATE_KEY)).toBe(false);
  });

  it("deletes a record made for other ids: a purpose added is asked, a purpose gone is no longer acted on", () => {
    for (const [madeFor, configured] of [
      [{ gaId: "G-TEST", adsId: null }, BOTH],
      [BOTH, { gaId: "G-TEST", adsId: null }],
      [BOTH, NONE],
      [BOTH, { gaId: "G-OTHER", adsId: "AW-123" }],
    ] as const) {
      const storage = memoryStorage();
      storeConsent(storage, createConsentRecord(allAccepted(madeFor), madeFor, now));
      // without ids (a reader that cannot know them) the record stands
      expect(readStoredConsent(storage, now)).not.toBeNull();
      expect(readStoredConsent(storage, now, configured)).toBeNull();
      expect(storage.map.size).toBe(0);
    }
    const storage = memoryStorage();
    storeConsent(storage, createConsentRecord(allAccepted(BOTH), BOTH, now));
    expect(readStoredConsent(storage, now, BOTH)?.ad_storage).toBe(true);
  });

  it("keeps a choice saved before records named the Ads id, as long as no Ads id is configured", () => {
    const storage = memoryStorage();
    const { ads_id: _omitted, ...older } = createConsentRecord(ESSENTIAL_ONLY, { gaId: "G-TEST", adsId: null }, now);
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(older));
    expect(readStoredConsent(storage, now, { gaId: "G-TEST", adsId: null })).not.toBeNull();
    expect(readStoredConsent(storage, now, { gaId: "G-TEST", adsId: "AW-123" })).toBeNull();
  });

  it("ignores a corrupted record", () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(readStoredConsent(storage, now)).toBeNull();
  });
});
