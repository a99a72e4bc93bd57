import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { settingsFromSite } from "./site-config";
import { parseStoredSettings } from "./stored-settings";

const defaults = settingsFromSite(DEFAULT_SITE as SiteConfig);

describe("business settings: the stored JSON", () => {
  it("stored JSON passes the same rules on read; broken JSON gives null (the environment's values are used)", () => {
    const saved = { ...defaults, phone: "06 12 34 56 78" };
    expect(parseStoredSettings(JSON.stringify(saved))).toEqual(saved);
    expect(parseStoredSettings("{not json")).toBeNull();
    expect(parseStoredSettings(JSON.stringify({ ...saved, phone: "12" }))).toBeNull();
    expect(parseStoredSettings(JSON.stringify([]))).toBeNull();
  });

  it("reads a stored object as well as its JSON text; a missing or mistyped field fails like an empty one", () => {
    expect(parseStoredSettings(defaults)).toEqual(defaults);
    const { hosting: _hosting, ...withoutHosting } = defaults;
    expect(parseStoredSettings(JSON.stringify(withoutHosting))).toBeNull();
    expect(
      parseStoredSettings(JSON.stringify({ ...defaults, serviceArea: { ...defaults.serviceArea, radiusKm: "80" } })),
    ).toBeNull();
    // an emergency phone never saved reads as none, which passes
    const { emergencyPhone: _emergency, ...withoutEmergency } = defaults;
    expect(parseStoredSettings(JSON.stringify(withoutEmergency))).toEqual({ ...defaults, emergencyPhone: "" });
  });
});
