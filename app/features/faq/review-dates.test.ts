import { describe, expect, it } from "vitest";
import { frenchDay, frenchMonth, monthPreposition, parisToday, parseCalendarDay, reviewDatesText } from "./review-dates";

describe("parseCalendarDay", () => {
  it("reads real calendar days only", () => {
    expect(parseCalendarDay("2026-03-12")).toEqual({ year: 2026, month: 3, day: 12 });
    expect(parseCalendarDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    for (const value of [
      "2025-02-29",
      "2026-04-31",
      "2026-00-10",
      "2026-12-00",
      "12/03/2026",
      "2026-03-12T10:00",
      "1899-12-31",
      "",
    ]) {
      expect(parseCalendarDay(value)).toBeNull();
    }
  });
});

describe("French review dates", () => {
  it("writes the review's day and the work's month", () => {
    expect(frenchDay("2026-03-12")).toBe("12 mars 2026");
    expect(frenchDay("2026-03-01")).toBe("1er mars 2026");
    expect(frenchMonth("2026-02-20")).toBe("février 2026");
    expect(frenchDay("2026-02-30")).toBe("");
  });

  it("elides 'de' before a month that starts with a vowel", () => {
    expect(reviewDatesText({ reviewDate: "2026-03-12", workDate: "2026-02-20" })).toBe(
      "Avis du 12 mars 2026 · chantier de février 2026",
    );
    expect(reviewDatesText({ reviewDate: "2026-05-02", workDate: "2026-04-15" })).toBe(
      "Avis du 2 mai 2026 · chantier d'avril 2026",
    );
    expect(monthPreposition("2025-08-01")).toBe("d'");
    expect(monthPreposition("2025-10-01")).toBe("d'");
    expect(monthPreposition("2025-12-01")).toBe("de ");
  });
});

describe("parisToday", () => {
  it("is the Paris calendar day of the clock, not UTC's", () => {
    expect(parisToday(() => Date.parse("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(parisToday(() => Date.parse("2026-06-30T21:30:00Z"))).toBe("2026-06-30");
  });
});
