import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { draftFromSettings } from "./draft";
import { applyRowIntent, parseIntent } from "./row-intents";
import { settingsFromSite } from "./site-config";

const draft = () => draftFromSettings(settingsFromSite(DEFAULT_SITE as SiteConfig));

describe("business settings: the row buttons", () => {
  it("the row buttons add and remove rows without saving", () => {
    expect(parseIntent("add-range:saturday")).toEqual({ kind: "add-range", day: "saturday" });
    expect(parseIntent("remove-closure:2")).toEqual({ kind: "remove-closure", index: 2 });
    expect(parseIntent("remove-range:funday:1")).toEqual({ kind: "save" });
    expect(parseIntent(null)).toEqual({ kind: "save" });
    const d = draft();
    expect(applyRowIntent(d, { kind: "add-range", day: "sunday" }).hours.sunday).toEqual([{ opens: "08:00", closes: "12:00" }]);
    expect(applyRowIntent(d, { kind: "add-range", day: "monday" }).hours.monday).toEqual([
      { opens: "07:00", closes: "18:00" },
      { opens: "", closes: "" },
    ]);
    expect(applyRowIntent(d, { kind: "remove-range", day: "monday", index: 0 }).hours.monday).toEqual([]);
    expect(applyRowIntent(d, { kind: "add-closure" }).closures).toEqual([{ from: "", to: "", label: "" }]);
  });

  it("'Copier sur lundi–vendredi' gives Tuesday to Friday Monday's ranges, and leaves the weekend alone", () => {
    expect(parseIntent("copy-monday")).toEqual({ kind: "copy-monday" });
    const d = draft();
    const monday = [
      { opens: "08:00", closes: "12:00" },
      { opens: "13:30", closes: "18:00" },
    ];
    const week = { ...d.hours, monday, wednesday: [], saturday: [{ opens: "09:00", closes: "12:00" }], sunday: [] };
    const copied = applyRowIntent({ ...d, hours: week }, { kind: "copy-monday" }).hours;
    for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday"] as const) expect(copied[day]).toEqual(monday);
    expect(copied.saturday).toEqual([{ opens: "09:00", closes: "12:00" }]);
    expect(copied.sunday).toEqual([]);
  });
});
