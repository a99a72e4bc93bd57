import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import {
  applyBusinessSettings,
  applyRowIntent,
  draftFromForm,
  draftFromSettings,
  normalizeFrenchPhone,
  openingHoursFromWeek,
  parseIntent,
  parseStoredSettings,
  settingsFromSite,
  SETTINGS_MESSAGES as M,
  validateDraft,
  type SettingsDraft,
} from "./schema";

const defaults = settingsFromSite(DEFAULT_SITE as SiteConfig);
const draft = (change: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...draftFromSettings(defaults), ...change });
const errorsOf = (d: SettingsDraft) => {
  const result = validateDraft(d);
  return result.ok ? {} : result.errors;
};

describe("business settings: the environment's values", () => {
  it("round-trip: the defaults validate and give back the same site (hours, area, legal facts)", () => {
    const result = validateDraft(draft());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings).toEqual(defaults);
    const site = applyBusinessSettings(DEFAULT_SITE as SiteConfig, result.settings);
    expect(site).toEqual({ ...DEFAULT_SITE, openingHours: DEFAULT_SITE.openingHours.map((h) => ({ ...h, dayOfWeek: [...h.dayOfWeek] })) });
  });

  it("keeps the environment-only facts (URL, logo, legal form) and maps an empty emergency phone to the main one", () => {
    const site = applyBusinessSettings({ ...(DEFAULT_SITE as SiteConfig), url: "https://toiture.test" }, { ...defaults, phone: "06 12 34 56 78", emergencyPhone: "" });
    expect(site.url).toBe("https://toiture.test");
    expect(site.logoUrl).toBe(DEFAULT_SITE.logoUrl);
    expect(site.phone).toBe("06 12 34 56 78");
    expect(site.emergencyPhone).toBeNull();
  });
});

describe("business settings: validation with French messages", () => {
  it("accepts French phone formats and writes them '04 74 00 00 00'", () => {
    for (const typed of ["0474000000", "04.74.00.00.00", "04-74-00-00-00", "+33 4 74 00 00 00", "0033474000000"]) {
      expect(normalizeFrenchPhone(typed), typed).toBe("04 74 00 00 00");
    }
    for (const wrong of ["04 74 00 00", "12345", "00 74 00 00 00", "+44 20 7946 0958", "04 74 00 00 00 1", "abc"]) {
      expect(normalizeFrenchPhone(wrong), wrong).toBeNull();
    }
    expect(errorsOf(draft({ phone: "123" }))).toEqual({ phone: M.phoneInvalid });
    expect(errorsOf(draft({ emergencyPhone: "06 12" }))).toEqual({ emergencyPhone: M.emergencyPhoneInvalid });
    expect(errorsOf(draft({ emergencyPhone: "" }))).toEqual({});
  });

  it("requires a name, a legal name, an address, an e-mail, a 5-digit postal code", () => {
    expect(errorsOf(draft({ name: " ", legalName: "", street: "", city: "", email: "contact@", postalCode: "6955" }))).toEqual({
      name: M.nameRequired,
      legalName: M.legalNameRequired,
      street: M.streetRequired,
      city: M.cityRequired,
      email: M.emailInvalid,
      postalCode: M.postalCodeInvalid,
    });
  });

  it("hours: several ranges a day, closing after opening, no overlap, both times given", () => {
    const hours = { ...draft().hours, monday: [{ opens: "08:00", closes: "12:00" }, { opens: "13:30", closes: "18:00" }] };
    const ok = validateDraft(draft({ hours }));
    expect(ok.ok && ok.settings.weeklyHours.monday).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "13:30", closes: "18:00" },
    ]);
    expect(errorsOf(draft({ hours: { ...hours, tuesday: [{ opens: "18:00", closes: "07:00" }] } }))).toEqual({ "hours.tuesday.0.closes": M.closesBeforeOpens });
    expect(errorsOf(draft({ hours: { ...hours, tuesday: [{ opens: "09:00", closes: "09:00" }] } }))).toEqual({ "hours.tuesday.0.closes": M.closesBeforeOpens });
    expect(
      errorsOf(draft({ hours: { ...hours, wednesday: [{ opens: "08:00", closes: "12:00" }, { opens: "11:00", closes: "17:00" }] } })),
    ).toEqual({ "hours.wednesday.1.opens": M.rangesOverlap });
    expect(errorsOf(draft({ hours: { ...hours, friday: [{ opens: "08:00", closes: "" }, { opens: "25:00", closes: "26:00" }] } }))).toEqual({
      "hours.friday.0.closes": M.closesRequired,
      "hours.friday.1.opens": M.timeInvalid,
      "hours.friday.1.closes": M.timeInvalid,
    });
    // an empty row is no row: the day is closed
    const closedSunday = validateDraft(draft({ hours: { ...hours, sunday: [{ opens: "", closes: "" }] } }));
    expect(closedSunday.ok && closedSunday.settings.weeklyHours.sunday).toEqual([]);
  });

  it("closures: a date range with a label, the end not before the start; sorted by date", () => {
    const result = validateDraft(
      draft({
        closures: [
          { from: "2026-12-24", to: "2027-01-01", label: "Congés de fin d'année" },
          { from: "2026-11-11", to: "2026-11-11", label: "Armistice" },
          { from: "", to: "", label: "" },
        ],
      }),
    );
    expect(result.ok && result.settings.closures.map((c) => c.label)).toEqual(["Armistice", "Congés de fin d'année"]);
    expect(
      errorsOf(
        draft({
          closures: [
            { from: "2026-08-20", to: "2026-08-01", label: "Été" },
            { from: "2026-02-30", to: "", label: "" },
          ],
        }),
      ),
    ).toEqual({
      "closures.0.to": M.toBeforeFrom,
      "closures.1.from": M.dateInvalid,
      "closures.1.to": M.toRequired,
      "closures.1.label": M.closureLabelRequired,
    });
  });

  it("service area: at least one town, a radius of 1 to 1000 km around a town", () => {
    const ok = validateDraft(draft({ serviceCities: "Lyon\n\n  Tarare \nLyon", radiusKm: "80", radiusCenter: "Tarare" }));
    expect(ok.ok && ok.settings.serviceArea).toEqual({ region: "Auvergne-Rhône-Alpes", cities: ["Lyon", "Tarare"], radiusKm: 80, center: "Tarare" });
    expect(errorsOf(draft({ serviceCities: " \n", radiusKm: "0", radiusCenter: "" }))).toEqual({
      serviceCities: M.citiesRequired,
      radiusKm: M.radiusInvalid,
      radiusCenter: M.centerRequired,
    });
    expect(errorsOf(draft({ radiusKm: "12.5" }))).toEqual({ radiusKm: M.radiusInvalid });
  });

  it("social links: https addresses only, the wrong line named", () => {
    const ok = validateDraft(draft({ socialLinks: "https://www.facebook.com/aztoiture\n\nhttps://www.instagram.com/aztoiture" }));
    expect(ok.ok && ok.settings.socialLinks).toEqual(["https://www.facebook.com/aztoiture", "https://www.instagram.com/aztoiture"]);
    expect(errorsOf(draft({ socialLinks: "https://www.facebook.com/a\nhttp://instagram.com/b" }))).toEqual({ socialLinks: M.socialLinkInvalid(2) });
    expect(errorsOf(draft({ socialLinks: "javascript:alert(1)" }))).toEqual({ socialLinks: M.socialLinkInvalid(1) });
  });

  it("legal facts are required", () => {
    expect(errorsOf(draft({ registrationNumber: "", registryCourt: "", hostName: "", hostAddress: "" }))).toEqual({
      registrationNumber: M.registrationRequired,
      registryCourt: M.registryCourtRequired,
      hostName: M.hostNameRequired,
      hostAddress: M.hostAddressRequired,
    });
  });
});

describe("business settings: the form and the stored JSON", () => {
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

  it("stored JSON passes the same rules on read; broken JSON gives null (the environment's values are used)", () => {
    const saved = { ...defaults, phone: "06 12 34 56 78" };
    expect(parseStoredSettings(JSON.stringify(saved))).toEqual(saved);
    expect(parseStoredSettings("{not json")).toBeNull();
    expect(parseStoredSettings(JSON.stringify({ ...saved, phone: "12" }))).toBeNull();
    expect(parseStoredSettings(JSON.stringify([]))).toBeNull();
  });

  it("groups days with the same hours into lines: 'Lundi - Vendredi', 'Samedi', 'Lundi, Mercredi, Samedi'", () => {
    expect(openingHoursFromWeek(defaults.weeklyHours)).toEqual(DEFAULT_SITE.openingHours);
    const split = { opens: "08:00", closes: "12:00" };
    const lines = openingHoursFromWeek({ ...defaults.weeklyHours, monday: [split], tuesday: [], wednesday: [split], thursday: [split, { opens: "14:00", closes: "17:00" }] });
    expect(lines.map((l) => [l.days, l.opens, l.closes])).toEqual([
      ["Lundi, Mercredi, Samedi", "08:00", "12:00"],
      ["Jeudi", "08:00", "12:00"],
      ["Jeudi", "14:00", "17:00"],
      ["Vendredi", "07:00", "18:00"],
    ]);
  });
});
