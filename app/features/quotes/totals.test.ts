import { describe, expect, it } from "vitest";
import type { QuoteContent, QuoteLine } from "./content";
import { computeQuoteTotals } from "./totals";

const line = (
  id: string,
  quantityHundredths: number,
  unitPriceCents: number,
  vatRate: QuoteLine["vatRate"],
  optional = false,
): QuoteLine => ({
  id,
  designation: id,
  quantityHundredths,
  unit: "u",
  unitPriceCents,
  vatRate,
  optional,
});

const content = (lines: QuoteLine[], extra: Partial<QuoteContent> = {}) => ({
  sections: [{ id: "s", title: "", lines }],
  travelCents: 0,
  travelVatRate: 2000 as const,
  deposit: { kind: "none" as const },
  ...extra,
});

describe("computeQuoteTotals", () => {
  it("rounds each line to the cent, then VAT once per rate on that rate's sum", () => {
    // 3 × 0,333 € is not typable; 1,5 × 0,33 € = 0,495 € → 0,50 € (half away from zero)
    const totals = computeQuoteTotals(content([line("a", 150, 33, 1000), line("b", 150, 33, 1000), line("c", 100, 1005, 550)]));
    expect(totals.lineCents).toEqual({ a: 50, b: 50, c: 1005 });
    // 10 %: VAT on 1,00 € = 0,10 €; 5,5 %: 10,05 × 0,055 = 0,55275 → 0,55 €
    expect(totals.vat).toEqual([
      { rate: 550, baseCents: 1005, vatCents: 55 },
      { rate: 1000, baseCents: 100, vatCents: 10 },
    ]);
    expect(totals.htCents).toBe(1105);
    expect(totals.ttcCents).toBe(1105 + 65);
  });

  it("the VAT of a rate is not the sum of each line's rounded VAT", () => {
    // three lines of 0,05 € at 10 %: per line 0,005 → 0,01 each (0,03), on the sum 0,15 → 0,015 → 0,02
    const totals = computeQuoteTotals(content([line("a", 100, 5, 1000), line("b", 100, 5, 1000), line("c", 100, 5, 1000)]));
    expect(totals.vatCents).toBe(2);
  });

  it("leaves optional lines out unless ticked, and shows them apart", () => {
    const c = content([line("a", 100, 100_00, 2000), line("opt", 200, 50_00, 2000, true)]);
    expect(computeQuoteTotals(c)).toMatchObject({ htCents: 100_00, optionsNotTakenHtCents: 100_00, ttcCents: 120_00 });
    expect(computeQuoteTotals(c, ["opt"])).toMatchObject({ htCents: 200_00, optionsNotTakenHtCents: 0, ttcCents: 240_00 });
  });

  it("adds travel at its own rate, and computes a deposit share or a capped amount", () => {
    const lines = [line("a", 100, 1000_00, 1000)];
    const percent = computeQuoteTotals(
      content(lines, { travelCents: 50_00, travelVatRate: 2000, deposit: { kind: "percent", basisPoints: 3000 } }),
    );
    expect(percent.vat).toEqual([
      { rate: 1000, baseCents: 1000_00, vatCents: 100_00 },
      { rate: 2000, baseCents: 50_00, vatCents: 10_00 },
    ]);
    expect(percent.ttcCents).toBe(1160_00);
    expect(percent.depositCents).toBe(348_00);
    const capped = computeQuoteTotals(content(lines, { deposit: { kind: "amount", cents: 5_000_00 } }));
    expect(capped.depositCents).toBe(capped.ttcCents);
  });

  it("stays exact at 1 M€", () => {
    const totals = computeQuoteTotals(content([line("a", 100, 100_000_000, 2000)]));
    expect(totals.ttcCents).toBe(120_000_000);
    expect(Number.isSafeInteger(totals.ttcCents)).toBe(true);
  });
});
