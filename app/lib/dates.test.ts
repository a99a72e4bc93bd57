import { describe, expect, it } from "vitest";
import {
  formatFrenchAbbreviatedDateTime,
  formatFrenchDate,
  formatFrenchDateTime,
  isSameInstant,
  parisCalendarDay,
  parisIsoDay,
  parseInstant,
  wasUpdated,
} from "./dates";

describe("formatFrenchDate", () => {
  it("writes the French long format", () => {
    expect(formatFrenchDate("2026-11-21T10:00:00.000Z")).toBe("21 novembre 2026");
    expect(formatFrenchDate("2026-02-03T12:00:00Z")).toBe("3 février 2026");
    expect(formatFrenchDate("2025-08-15T12:00:00Z")).toBe("15 août 2025");
  });

  it("uses the Paris calendar day, not UTC's", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(formatFrenchDate("2025-12-31T23:30:00Z")).toBe("1 janvier 2026");
    // 22:30 UTC on 30 June is 00:30 on 1 July in Paris (UTC+2 in summer).
    expect(formatFrenchDate("2026-06-30T22:30:00Z")).toBe("1 juillet 2026");
    expect(formatFrenchDate("2026-06-30T21:30:00Z")).toBe("30 juin 2026");
  });

  it("reads zoneless SQLite timestamps as UTC", () => {
    expect(formatFrenchDate("2025-12-31 23:30:00")).toBe("1 janvier 2026");
    expect(formatFrenchDate("2025-12-31T22:30")).toBe("31 décembre 2025");
  });

  it("accepts Date and epoch values", () => {
    const date = new Date("2026-11-21T10:00:00Z");
    expect(formatFrenchDate(date)).toBe("21 novembre 2026");
    expect(formatFrenchDate(date.getTime())).toBe("21 novembre 2026");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatFrenchDate("not a date")).toBe("");
    expect(formatFrenchDate("")).toBe("");
  });
});

describe("parseInstant", () => {
  it("returns null for missing or invalid values", () => {
    expect(parseInstant(null)).toBeNull();
    expect(parseInstant(undefined)).toBeNull();
    expect(parseInstant("31/12/2025")).toBeNull();
    expect(parseInstant(Number.NaN)).toBeNull();
  });

  it("does not share the Date it was given", () => {
    const original = new Date("2026-01-01T00:00:00Z");
    const parsed = parseInstant(original);
    expect(parsed).not.toBe(original);
    expect(parsed?.getTime()).toBe(original.getTime());
  });
});

describe("isSameInstant", () => {
  it("compares instants, not spellings", () => {
    expect(isSameInstant("2026-01-01T00:00:00Z", "2026-01-01T01:00:00+01:00")).toBe(true);
    expect(isSameInstant("2026-01-01 00:00:00", "2026-01-01T00:00:00.000Z")).toBe(true);
    expect(isSameInstant("2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.001Z")).toBe(false);
  });

  it("is false when a value is missing or invalid", () => {
    expect(isSameInstant(null, null)).toBe(false);
    expect(isSameInstant("x", "x")).toBe(false);
  });
});

describe("wasUpdated", () => {
  const created = "2026-03-01T10:00:00.000Z";

  it("is false for the same instant or two clock reads of one save", () => {
    expect(wasUpdated(created, created)).toBe(false);
    expect(wasUpdated(created, "2026-03-01T10:00:00.004Z")).toBe(false);
    expect(wasUpdated(created, "2026-03-01T10:00:00.999Z")).toBe(false);
  });

  it("is true when the update is a distinct later (or earlier) save", () => {
    expect(wasUpdated(created, "2026-03-01T10:00:01.000Z")).toBe(true);
    expect(wasUpdated(created, "2026-04-02T08:00:00.000Z")).toBe(true);
    expect(wasUpdated(created, "2026-02-28T08:00:00.000Z")).toBe(true);
  });

  it("is false when a date is missing or invalid", () => {
    expect(wasUpdated(created, null)).toBe(false);
    expect(wasUpdated(undefined, created)).toBe(false);
    expect(wasUpdated(created, "garbage")).toBe(false);
  });
});

describe("formatFrenchDateTime", () => {
  it("writes day, month, year, hours and minutes in Paris", () => {
    expect(formatFrenchDateTime("2026-05-19T08:30:00.000Z")).toBe("19/05/2026 10:30");
    expect(formatFrenchDateTime("2026-12-31T23:30:00.000Z")).toBe("01/01/2027 00:30");
    expect(formatFrenchDateTime("pas une date")).toBe("");
    expect(formatFrenchDateTime(null)).toBe("");
  });
});

describe("formatFrenchAbbreviatedDateTime", () => {
  it("writes the month abbreviated and the time in Paris", () => {
    expect(formatFrenchAbbreviatedDateTime("2026-05-19T08:30:00.000Z")).toBe("19 mai 2026, 10:30");
    expect(formatFrenchAbbreviatedDateTime("2026-11-25T23:05:00.000Z")).toBe("26 nov. 2026, 00:05");
    expect(formatFrenchAbbreviatedDateTime("")).toBe("");
  });
});

describe("the calendar day in Paris", () => {
  it("changes at midnight in Paris, not in UTC", () => {
    expect(parisIsoDay(new Date("2026-05-18T21:59:00Z"))).toBe("2026-05-18");
    expect(parisIsoDay(new Date("2026-05-18T22:00:00Z"))).toBe("2026-05-19");
    expect(parisCalendarDay(new Date("2026-05-18T22:00:00Z"))).toEqual({ year: 2026, month: 5, day: 19 });
    expect(parisCalendarDay(new Date("2026-12-31T23:30:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
