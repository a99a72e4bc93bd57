import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { draftFromSettings } from "./draft";
import { applyBusinessSettings, settingsFromSite } from "./site-config";
import { validateDraft } from "./validate";

const defaults = settingsFromSite(DEFAULT_SITE as SiteConfig);
const draft = () => draftFromSettings(defaults);

describe("business settings: the environment's values", () => {
  it("round-trip: the defaults validate and give back the same site (hours, area, legal facts)", () => {
    const result = validateDraft(draft());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings).toEqual(defaults);
    const site = applyBusinessSettings(DEFAULT_SITE as SiteConfig, result.settings);
    expect(site).toEqual({
      ...DEFAULT_SITE,
      openingHours: DEFAULT_SITE.openingHours.map((h) => ({ ...h, dayOfWeek: [...h.dayOfWeek] })),
    });
  });

  it("keeps the environment-only facts (URL, logo, legal form) and maps an empty emergency phone to the main one", () => {
    const site = applyBusinessSettings(
      { ...(DEFAULT_SITE as SiteConfig), url: "https://toiture.test" },
      { ...defaults, phone: "06 12 34 56 78", emergencyPhone: "" },
    );
    expect(site.url).toBe("https://toiture.test");
    expect(site.logoUrl).toBe(DEFAULT_SITE.logoUrl);
    expect(site.phone).toBe("06 12 34 56 78");
    expect(site.emergencyPhone).toBeNull();
  });
});
