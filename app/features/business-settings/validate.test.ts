import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { draftFromSettings } from "./draft";
import { SETTINGS_MESSAGES as M } from "./messages";
import { settingsFromSite } from "./site-config";
import type { SettingsDraft } from "./types";
import { validateDraft } from "./validate";

const defaults = settingsFromSite(DEFAULT_SITE as SiteConfig);
const draft = (change: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...draftFromSettings(defaults), ...change });
const errorsOf = (d: SettingsDraft) => {
  const result = validateDraft(d);
  return result.ok ? {} : result.errors;
};

describe("business settings: validation with French messages", () => {
  it("takes French phones as typed and stores them '04 74 00 00 00'; the emergency one may be empty", () => {
    for (const typed of ["0474000000", "04.74.00.00.00", "+33 4 74 00 00 00", "+33 (0)4 74 00 00 00", "0033474000000"]) {
      const result = validateDraft(draft({ phone: typed, emergencyPhone: typed }));
      expect(result.ok && [result.settings.phone, result.settings.emergencyPhone], typed).toEqual([
        "04 74 00 00 00",
        "04 74 00 00 00",
      ]);
    }
    expect(errorsOf(draft({ phone: "+41 22 123 45 67" }))).toEqual({ phone: M.phoneInvalid });
    expect(errorsOf(draft({ phone: "123" }))).toEqual({ phone: M.phoneInvalid });
    expect(errorsOf(draft({ emergencyPhone: "06 12" }))).toEqual({ emergencyPhone: M.emergencyPhoneInvalid });
    expect(errorsOf(draft({ emergencyPhone: "" }))).toEqual({});
  });

  it("e-mail: the product's one rule, trimmed; an address that would add a recipient to a mailto: link is refused", () => {
    const ok = validateDraft(draft({ email: "  Bureau.Toiture+devis@example-toiture.fr " }));
    expect(ok.ok && ok.settings.email).toBe("Bureau.Toiture+devis@example-toiture.fr");
    for (const wrong of [
      "contact?cc=spy@evil.example",
      "contact@evil.example?cc=spy@evil.example",
      "élodie@exemple.fr",
      "contact@exemple..fr",
      `${"a".repeat(190)}@example.fr`,
    ]) {
      expect(errorsOf(draft({ email: wrong })), wrong).toEqual({ email: M.emailInvalid });
    }
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
    const hours = {
      ...draft().hours,
      monday: [
        { opens: "08:00", closes: "12:00" },
        { opens: "13:30", closes: "18:00" },
      ],
    };
    const ok = validateDraft(draft({ hours }));
    expect(ok.ok && ok.settings.weeklyHours.monday).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "13:30", closes: "18:00" },
    ]);
    expect(errorsOf(draft({ hours: { ...hours, tuesday: [{ opens: "18:00", closes: "07:00" }] } }))).toEqual({
      "hours.tuesday.0.closes": M.closesBeforeOpens,
    });
    expect(errorsOf(draft({ hours: { ...hours, tuesday: [{ opens: "09:00", closes: "09:00" }] } }))).toEqual({
      "hours.tuesday.0.closes": M.closesBeforeOpens,
    });
    expect(
      errorsOf(
        draft({
          hours: {
            ...hours,
            wednesday: [
              { opens: "08:00", closes: "12:00" },
              { opens: "11:00", closes: "17:00" },
            ],
          },
        }),
      ),
    ).toEqual({ "hours.wednesday.1.opens": M.rangesOverlap });
    expect(
      errorsOf(
        draft({
          hours: {
            ...hours,
            friday: [
              { opens: "08:00", closes: "" },
              { opens: "25:00", closes: "26:00" },
            ],
          },
        }),
      ),
    ).toEqual({
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
    expect(ok.ok && ok.settings.serviceArea).toEqual({
      region: "Auvergne-Rhône-Alpes",
      cities: ["Lyon", "Tarare"],
      radiusKm: 80,
      center: "Tarare",
    });
    expect(errorsOf(draft({ serviceCities: " \n", radiusKm: "0", radiusCenter: "" }))).toEqual({
      serviceCities: M.citiesRequired,
      radiusKm: M.radiusInvalid,
      radiusCenter: M.centerRequired,
    });
    expect(errorsOf(draft({ radiusKm: "12.5" }))).toEqual({ radiusKm: M.radiusInvalid });
  });

  it("social links: https addresses only, the wrong line named", () => {
    const ok = validateDraft(draft({ socialLinks: "https://www.facebook.com/aztoiture\n\nhttps://www.instagram.com/aztoiture" }));
    expect(ok.ok && ok.settings.socialLinks).toEqual([
      "https://www.facebook.com/aztoiture",
      "https://www.instagram.com/aztoiture",
    ]);
    expect(errorsOf(draft({ socialLinks: "https://www.facebook.com/a\nhttp://instagram.com/b" }))).toEqual({
      socialLinks: M.socialLinkInvalid(2),
    });
    expect(errorsOf(draft({ socialLinks: "javascript:alert(1)" }))).toEqual({ socialLinks: M.socialLinkInvalid(1) });
  });

  it("limits: ranges a day, closures, towns, links, characters", () => {
    const range = (h: number) => ({ opens: `${String(h).padStart(2, "0")}:00`, closes: `${String(h).padStart(2, "0")}:30` });
    expect(errorsOf(draft({ hours: { ...draft().hours, monday: [8, 9, 10, 11, 12].map(range) } }))).toEqual({
      "hours.monday": M.tooManyRanges,
    });
    const closures = Array.from({ length: 41 }, (_, i) => ({ from: "2026-08-01", to: "2026-08-02", label: `Fermeture ${i}` }));
    expect(errorsOf(draft({ closures }))).toEqual({ closures: M.tooManyClosures });
    const towns = Array.from({ length: 101 }, (_, i) => `Ville ${i}`).join("\n");
    expect(errorsOf(draft({ serviceCities: towns }))).toEqual({ serviceCities: M.tooManyCities });
    const links = Array.from({ length: 11 }, (_, i) => `https://example.fr/${i}`).join("\n");
    expect(errorsOf(draft({ socialLinks: links }))).toEqual({ socialLinks: M.tooManySocialLinks });
    const long = "x".repeat(201);
    expect(errorsOf(draft({ name: long, serviceCities: `Lyon\n${long}` }))).toEqual({
      name: M.tooLong,
      serviceCities: M.tooLong,
    });
    expect(errorsOf(draft({ closures: [{ from: "2026-08-01", to: "2026-08-02", label: long }] }))).toEqual({
      "closures.0.label": M.tooLong,
    });
  });

  it("a row with an error does not hide the other rules of its day or list", () => {
    const hours = {
      ...draft().hours,
      monday: [
        { opens: "08:00", closes: "12:00" },
        { opens: "x", closes: "18:00" },
        { opens: "11:00", closes: "14:00" },
      ],
    };
    expect(errorsOf(draft({ hours }))).toEqual({
      "hours.monday.1.opens": M.timeInvalid,
      "hours.monday.2.opens": M.rangesOverlap,
    });
    expect(errorsOf(draft({ closures: [{ from: "2026-08-20", to: "2026-08-01", label: "" }] }))).toEqual({
      "closures.0.to": M.toBeforeFrom,
      "closures.0.label": M.closureLabelRequired,
    });
  });

  it("times typed '7h30' or sent with seconds are kept as 'HH:MM'", () => {
    const result = validateDraft(draft({ hours: { ...draft().hours, monday: [{ opens: "7h30", closes: "12:00:00" }] } }));
    expect(result.ok && result.settings.weeklyHours.monday).toEqual([{ opens: "07:30", closes: "12:00" }]);
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
