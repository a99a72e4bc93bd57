import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { draftFromForm, draftFromSettings } from "./draft";
import { settingsFromSite } from "./site-config";

describe("business settings: the form's draft", () => {
  it("reads the posted rows in order, as typed", () => {
    const form = new URLSearchParams([
      ["name", "Toitures Dupont"],
      ["phone", "06 12 34 56 78"],
      ["hours.monday.1.opens", "14:00"],
      ["hours.monday.1.closes", "18:00"],
      ["hours.monday.0.opens", "08:00"],
      ["hours.monday.0.closes", "12:00"],
      ["closures.0.from", "2026-12-24"],
      ["closures.0.to", "2026-12-26"],
      ["closures.0.label", "Noël"],
    ]);
    const d = draftFromForm(form);
    expect(d.name).toBe("Toitures Dupont");
    expect(d.hours.monday).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "14:00", closes: "18:00" },
    ]);
    expect(d.hours.tuesday).toEqual([]);
    expect(d.closures).toEqual([{ from: "2026-12-24", to: "2026-12-26", label: "Noël" }]);
    expect(d.email).toBe("");
  });

  it("shows stored settings as typed values: towns and links one per line, the radius as text", () => {
    const d = draftFromSettings({
      ...settingsFromSite(DEFAULT_SITE as SiteConfig),
      socialLinks: ["https://a.example", "https://b.example"],
    });
    expect(d.serviceCities).toBe(DEFAULT_SITE.serviceCities.join("\n"));
    expect(d.socialLinks).toBe("https://a.example\nhttps://b.example");
    expect(d.radiusKm).toBe(String(DEFAULT_SITE.serviceRadius.km));
    expect([d.street, d.postalCode, d.city, d.hostName]).toEqual([
      DEFAULT_SITE.address.street,
      DEFAULT_SITE.address.postalCode,
      DEFAULT_SITE.address.city,
      DEFAULT_SITE.hosting.name,
    ]);
  });
});
