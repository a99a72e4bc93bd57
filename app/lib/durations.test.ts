import { describe, expect, it } from "vitest";
import { formatMonths, formatWait, formatWaitMs } from "./durations";

describe("formatWait", () => {
  it("writes French durations", () => {
    expect(formatWait(0.2)).toBe("1 s");
    expect(formatWait(45)).toBe("45 s");
    expect(formatWait(61)).toBe("2 min");
    expect(formatWait(3600)).toBe("1 h");
    expect(formatWait(5400)).toBe("1 h 30");
  });

  it("takes milliseconds through formatWaitMs", () => {
    expect(formatWaitMs(300)).toBe("1 s");
    expect(formatWaitMs(90_000)).toBe("2 min");
  });
});

describe("formatMonths", () => {
  it("says whole years in years and anything else in months", () => {
    expect(formatMonths(36)).toBe("3 ans");
    expect(formatMonths(12)).toBe("1 an");
    expect(formatMonths(18)).toBe("18 mois");
    expect(formatMonths(6)).toBe("6 mois");
    expect(formatMonths(1)).toBe("1 mois");
  });
});
