import { describe, expect, it } from "vitest";
import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY } from "~/config/constants";
import {
  ALL_ACCEPTED,
  ESSENTIAL_ONLY,
  consentModeUpdate,
  createConsentRecord,
  isConsentExpired,
  readStoredConsent,
  storeConsent,
} from "./consent";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("consent record", () => {
  const now = new Date("2026-11-21T10:00:00Z");

  it("has exactly the documented fields, essential ones always true", () => {
    const record = createConsentRecord(ESSENTIAL_ONLY, "G-TEST", now);
    expect(Object.keys(record).sort()).toEqual(
      [
        "ad_personalization",
        "ad_storage",
        "ad_user_data",
        "analytics_storage",
        "functionality_storage",
        "measurement_id",
        "personalization_storage",
        "security_storage",
        "timestamp",
        "version",
      ].sort(),
    );
    expect(record.functionality_storage).toBe(true);
    expect(record.security_storage).toBe(true);
    expect(record.analytics_storage).toBe(false);
    expect(record.version).toBe("2.0");
    expect(record.measurement_id).toBe("G-TEST");
  });

  it("maps to Consent Mode V2 grant states", () => {
    expect(consentModeUpdate(createConsentRecord(ALL_ACCEPTED, null, now)).analytics_storage).toBe("granted");
    const denied = consentModeUpdate(createConsentRecord(ESSENTIAL_ONLY, null, now));
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
    storeConsent(storage, createConsentRecord(ALL_ACCEPTED, null, old));
    expect(storage.map.get(CONSENT_DATE_KEY)).toBe(old.toISOString());
    expect(readStoredConsent(storage, new Date("2025-06-01T00:00:00Z"))?.analytics_storage).toBe(true);
    expect(readStoredConsent(storage, now)).toBeNull();
    expect(storage.map.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(storage.map.has(CONSENT_DATE_KEY)).toBe(false);
  });

  it("ignores a corrupted record", () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(readStoredConsent(storage, now)).toBeNull();
  });
});
