import { describe, expect, it } from "vitest";
import { parseCatalogueItem } from "./catalogue-form";
import { QUOTE_MESSAGES } from "./parse-form";

describe("parseCatalogueItem", () => {
  it("reads a prestation typed the French way", () => {
    expect(parseCatalogueItem({ name: "  Faîtage  scellé ", unit: "ml", unitPrice: "1 234,5", vatRate: "1000" })).toEqual({
      ok: true,
      item: { name: "Faîtage scellé", unit: "ml", unitPriceCents: 123_450, vatRate: 1000 },
    });
  });

  it("names each wrong field", () => {
    expect(parseCatalogueItem({ name: "", unit: "kg", unitPrice: "12,345", vatRate: "700" })).toEqual({
      ok: false,
      errors: {
        name: QUOTE_MESSAGES.required,
        unit: QUOTE_MESSAGES.unit,
        unitPrice: QUOTE_MESSAGES.amount,
        vatRate: QUOTE_MESSAGES.vatRate,
      },
    });
  });
});
