import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { openingHoursFromWeek } from "./opening-hours";
import { settingsFromSite } from "./site-config";

const defaults = settingsFromSite(DEFAULT_SITE as SiteConfig);

describe("business settings: opening hours as the site's lines", () => {
  it("groups days with the same hours into lines: 'Lundi - Vendredi', 'Samedi', 'Lundi, Mercredi, Samedi'", () => {
    expect(openingHoursFromWeek(defaults.weeklyHours)).toEqual(DEFAULT_SITE.openingHours);
    const split = { opens: "08:00", closes: "12:00" };
    const lines = openingHoursFromWeek({
      ...defaults.weeklyHours,
      monday: [split],
      tuesday: [],
      wednesday: [split],
      thursday: [split, { opens: "14:00", closes: "17:00" }],
    });
    expect(lines.map((l) => [l.days, l.opens, l.closes])).toEqual([
      ["Lundi, Mercredi, Samedi", "08:00", "12:00"],
      ["Jeudi", "08:00", "12:00"],
      ["Jeudi", "14:00", "17:00"],
      ["Vendredi", "07:00", "18:00"],
    ]);
  });
});
