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
});
