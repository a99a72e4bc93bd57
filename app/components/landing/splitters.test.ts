import { describe, expect, it } from "vitest";
import { conseilLanding, etancheiteLanding, faconnageLanding, landings, maintenanceLanding } from "~/content";
import { splitHighlight } from "./landing-hero";
import { splitPeriod } from "./price-card";
import { splitPrice } from "./price-tag";

describe("splitPrice", () => {
  it("sets the wording before the first figure apart from the amount", () => {
    expect(splitPrice("À partir de 45 €/m²")).toEqual({ lead: "À partir de", amount: "45 €/m²" });
    expect(splitPrice("Forfait à partir de 150 €")).toEqual({ lead: "Forfait à partir de", amount: "150 €" });
    expect(splitPrice("350 à 650 €")).toEqual({ lead: "", amount: "350 à 650 €" });
    expect(splitPrice("Gratuit")).toEqual({ lead: "", amount: "Gratuit" });
    expect(splitPrice("Sur devis")).toEqual({ lead: "", amount: "Sur devis" });
  });

  it("never loses a word of the content's prices", () => {
    const prices = [
      ...etancheiteLanding.services.map((s) => s.price),
      ...faconnageLanding.creations.map((c) => c.price),
      ...conseilLanding.services.map((s) => s.price),
    ];
    for (const price of prices) {
      const { lead, amount } = splitPrice(price);
      expect([lead, amount].filter(Boolean).join(" ")).toBe(price);
    }
  });
});

describe("splitPeriod", () => {
  it("separates the amount from its period", () => {
    expect(maintenanceLanding.contracts.map((c) => splitPeriod(c.priceLabel))).toEqual([
      ["120 €", "/an"],
      ["220 €", "/an"],
      ["380 €", "/an"],
    ]);
    expect(splitPeriod("Sur devis")).toEqual(["Sur devis", ""]);
  });
});

describe("splitHighlight", () => {
  it("finds every landing's highlight inside its title", () => {
    for (const landing of Object.values(landings)) {
      const [before, highlight, after] = splitHighlight(landing.hero.title, landing.hero.highlight);
      expect(highlight).toBe(landing.hero.highlight);
      expect(before + highlight + after).toBe(landing.hero.title);
    }
  });

  it("keeps the whole title when the highlight is absent", () => {
    expect(splitHighlight("Un titre", "absent")).toEqual(["Un titre", "", ""]);
  });
});
