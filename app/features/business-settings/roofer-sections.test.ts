import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, validQualifications, type SiteConfig } from "~/config/site";
import { draftFromForm, draftFromSettings } from "./draft";
import { SETTINGS_MESSAGES as M } from "./messages";
import { settingsFromSite } from "./site-config";
import { parseStoredSettings } from "./stored-settings";
import type { SettingsDraft } from "./types";
import { validateDraft } from "./validate";

const defaults = settingsFromSite(DEFAULT_SITE as SiteConfig);
const draft = (change: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...draftFromSettings(defaults), ...change });
const errorsOf = (d: SettingsDraft) => {
  const result = validateDraft(d);
  return result.ok ? {} : result.errors;
};

describe("repair prices (docs/product.md#repair-prices)", () => {
  it("reads the posted rows, keeps the filled ones, stores cents TTC, and shows them back as French amounts", () => {
    const form = new URLSearchParams({
      "hourlyRates.0.label": "Main-d'œuvre couvreur",
      "hourlyRates.0.amount": "55",
      "hourlyRates.1.label": "",
      "hourlyRates.1.amount": "",
      "travelCosts.0.label": "Déplacement jusqu'à 20 km",
      "travelCosts.0.amount": "35,50",
      "flatRates.0.label": "Remplacement de tuiles (jusqu'à 5)",
      "flatRates.0.amount": "1 234,50",
      quoteFree: "no",
      quotePrice: "49",
    });
    const typed = { ...draft(), ...draftFromForm(form) } as SettingsDraft;
    // the other sections' fields as they are: only this section's rows come from the form
    const result = validateDraft({
      ...draft(),
      hourlyRates: typed.hourlyRates,
      travelCosts: typed.travelCosts,
      flatRates: typed.flatRates,
      quoteFree: "no",
      quotePrice: "49",
    });
    expect(result.ok && result.settings.repairPrices).toEqual({
      hourlyRates: [{ label: "Main-d'œuvre couvreur", cents: 5500 }],
      travelCosts: [{ label: "Déplacement jusqu'à 20 km", cents: 3550 }],
      flatRates: [{ label: "Remplacement de tuiles (jusqu'à 5)", cents: 123450 }],
      quoteCents: 4900,
    });
    if (!result.ok) return;
    const back = draftFromSettings(result.settings);
    expect(back.flatRates).toEqual([{ label: "Remplacement de tuiles (jusqu'à 5)", amount: "1 234,50" }]);
    expect([back.quoteFree, back.quotePrice]).toEqual(["no", "49"]);
  });

  it("names the wrong field of a row in French: a label without price, a price without label, a wrong amount, a paid quote without price", () => {
    expect(
      errorsOf(
        draft({
          hourlyRates: [{ label: "Main-d'œuvre", amount: "" }],
          travelCosts: [{ label: "", amount: "30" }],
          flatRates: [{ label: "Forfait", amount: "55,555" }],
          quoteFree: "no",
          quotePrice: "",
        }),
      ),
    ).toEqual({
      "hourlyRates.0.amount": M.priceAmountRequired,
      "travelCosts.0.label": M.priceLabelRequired,
      "flatRates.0.amount": M.priceAmountInvalid,
      quotePrice: M.quotePriceRequired,
    });
    expect(errorsOf(draft({ quoteFree: "no", quotePrice: "gratuit" }))).toEqual({ quotePrice: M.priceAmountInvalid });
    // a free quote needs no price (one typed is ignored)
    const free = validateDraft(draft({ quoteFree: "yes", quotePrice: "12" }));
    expect(free.ok && free.settings.repairPrices.quoteCents).toBeNull();
  });

  it("settings saved before these sections existed still pass: no prices, a free quote, no insurance, no qualifications", () => {
    const saved = JSON.parse(JSON.stringify(defaults)) as Record<string, unknown>;
    delete saved.repairPrices;
    delete saved.decennale;
    delete saved.qualifications;
    const settings = parseStoredSettings(JSON.stringify(saved));
    expect(settings?.repairPrices).toEqual({ hourlyRates: [], travelCosts: [], flatRates: [], quoteCents: null });
    expect(settings?.decennale).toEqual({ insurer: "", contractNumber: "", coverage: "" });
    expect(settings?.qualifications).toEqual([]);
  });
});

describe("décennale insurance (docs/product.md#decennale-insurance)", () => {
  it("may stay empty; once begun, asks for the insurer, the contract number and the coverage", () => {
    expect(errorsOf(draft({ decennaleInsurer: "", decennaleContract: "", decennaleCoverage: "" }))).toEqual({});
    expect(errorsOf(draft({ decennaleInsurer: "", decennaleContract: "DEC-1", decennaleCoverage: "" }))).toEqual({
      decennaleInsurer: M.insurerRequired,
      decennaleCoverage: M.insuranceCoverageRequired,
    });
    const ok = validateDraft(
      draft({ decennaleInsurer: " SMABTP ", decennaleContract: "DEC-1", decennaleCoverage: "France métropolitaine" }),
    );
    expect(ok.ok && ok.settings.decennale).toEqual({
      insurer: "SMABTP",
      contractNumber: "DEC-1",
      coverage: "France métropolitaine",
    });
  });
});

describe("qualifications (docs/product.md#qualifications)", () => {
  it("asks for a name, a number and a real date, in French", () => {
    expect(
      errorsOf(
        draft({
          qualifications: [
            { name: "", number: "123", validUntil: "2027-01-31" },
            { name: "RGE", number: "", validUntil: "2027-02-30" },
            { name: "Qualibat 3111", number: "E-1", validUntil: "" },
          ],
        }),
      ),
    ).toEqual({
      "qualifications.0.name": M.qualificationNameRequired,
      "qualifications.1.number": M.qualificationNumberRequired,
      "qualifications.1.validUntil": M.dateInvalid,
      "qualifications.2.validUntil": M.qualificationDateRequired,
    });
  });

  it("one is shown until its last day included, then no more", () => {
    const list = [
      { name: "Qualibat 3111", number: "E-1", validUntil: "2026-12-31" },
      { name: "RGE", number: "R-2", validUntil: "2027-06-30" },
    ];
    expect(validQualifications(list, "2026-12-31").map((q) => q.name)).toEqual(["Qualibat 3111", "RGE"]);
    expect(validQualifications(list, "2027-01-01").map((q) => q.name)).toEqual(["RGE"]);
    expect(validQualifications(list, "2027-07-01")).toEqual([]);
  });
});
