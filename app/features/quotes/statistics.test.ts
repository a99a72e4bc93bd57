import { describe, expect, it } from "vitest";
import { acceptanceRateText, expiredOn, listedMonths, monthLabel, quoteStatisticsOf, signedAmountText } from "./statistics";

describe("the devis's figures (docs/product.md#statistics-devis)", () => {
  const days = ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"];

  it("counts per month within the period's days, the rate over the devis settled", () => {
    const stats = quoteStatisticsOf(
      [
        { kind: "sent", day: "2026-10-29" }, // before the period
        { kind: "sent", day: "2026-10-30" },
        { kind: "sent", day: "2026-11-01" },
        { kind: "accepted", day: "2026-11-01", ttcCents: 123_456 },
        { kind: "not-accepted", day: "2026-11-02" },
        { kind: "not-accepted", day: "2026-11-02" },
        { kind: "accepted", day: "2026-11-03", ttcCents: 1 }, // after it
      ],
      days,
    );
    expect(stats.months).toEqual([
      { month: "2026-11", sent: 1, accepted: 1, decided: 3, rate: 1 / 3, signedTtcCents: 123_456 },
      { month: "2026-10", sent: 1, accepted: 0, decided: 0, rate: null, signedTtcCents: 0 },
    ]);
    expect(stats.totals).toEqual({ sent: 2, accepted: 1, decided: 3, rate: 1 / 3, signedTtcCents: 123_456 });
  });

  it("writes the figures the French way", () => {
    expect(acceptanceRateText(1 / 3)).toBe("33,3\u00a0%");
    expect(acceptanceRateText(null)).toBe("—");
    expect(signedAmountText(123_456)).toBe("1\u202f235\u00a0€");
    expect(monthLabel("2026-11")).toBe("Novembre 2026");
    expect(monthLabel("2026-09", "short")).toBe("Sept. 2026");
    expect(expiredOn("2026-11-30")).toBe("2026-12-01");
  });

  it("lists the months from the first with a devis, the current one always", () => {
    const stats = quoteStatisticsOf([{ kind: "sent", day: "2026-10-31" }], days);
    expect(listedMonths(stats.months).map((m) => m.month)).toEqual(["2026-11", "2026-10"]);
    expect(listedMonths(quoteStatisticsOf([], days).months).map((m) => m.month)).toEqual(["2026-11"]);
  });
});
