import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import {
  addOpeningMinutes,
  describeOpening,
  isOpenAt,
  nextOpeningAt,
  parisDay,
  parisWallClock,
  parisYear,
} from "./business-hours";

const hours = DEFAULT_SITE.openingHours; // Mon-Fri 07:00-18:00, Sat 08:00-12:00
const at = (iso: string) => new Date(iso);

describe("business hours (Europe/Paris)", () => {
  it("reads a Paris wall-clock time in winter and in summer", () => {
    expect(parisWallClock(2026, 11, 25, 7, 0).toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(parisWallClock(2026, 7, 1, 7, 0).toISOString()).toBe("2026-07-01T05:00:00.000Z");
  });

  it("is open on a weekday afternoon and closed at night, on Sunday and after Saturday noon", () => {
    expect(isOpenAt(hours, at("2026-11-25T13:00:00Z"))).toBe(true); // Wed 14:00
    expect(isOpenAt(hours, at("2026-11-25T17:00:00Z"))).toBe(false); // Wed 18:00 (closes)
    expect(isOpenAt(hours, at("2026-11-29T10:00:00Z"))).toBe(false); // Sunday
    expect(isOpenAt(hours, at("2026-11-28T10:30:00Z"))).toBe(true); // Sat 11:30
    expect(isOpenAt(hours, at("2026-11-28T11:30:00Z"))).toBe(false); // Sat 12:30
  });

  it("finds the next opening: now when open, tomorrow morning at night, Monday on Saturday afternoon", () => {
    const open = at("2026-11-25T13:00:00Z");
    expect(nextOpeningAt(hours, open)).toEqual(open);
    expect(nextOpeningAt(hours, at("2026-11-25T20:00:00Z"))?.toISOString()).toBe("2026-11-26T06:00:00.000Z");
    expect(nextOpeningAt(hours, at("2026-11-28T14:00:00Z"))?.toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(nextOpeningAt([], at("2026-11-28T14:00:00Z"))).toBeNull();
  });

  it("counts opening minutes only: a request at 17:50 reaches 30 minutes at 7:20 the next morning", () => {
    expect(addOpeningMinutes(hours, at("2026-11-25T13:00:00Z"), 30)?.toISOString()).toBe("2026-11-25T13:30:00.000Z");
    expect(addOpeningMinutes(hours, at("2026-11-25T16:50:00Z"), 30)?.toISOString()).toBe("2026-11-26T06:20:00.000Z");
    // Saturday 11:50 → 10 minutes on Saturday, 20 on Monday
    expect(addOpeningMinutes(hours, at("2026-11-28T10:50:00Z"), 30)?.toISOString()).toBe("2026-11-30T06:20:00.000Z");
    // Sunday night → Monday 7:30
    expect(addOpeningMinutes(hours, at("2026-11-29T22:00:00Z"), 30)?.toISOString()).toBe("2026-11-30T06:30:00.000Z");
  });

  it("crosses the change to summer time without losing an hour", () => {
    // Saturday 28 March 2026 evening → Monday 30 March 7:00 is 05:00 UTC (summer time)
    expect(nextOpeningAt(hours, at("2026-03-28T18:00:00Z"))?.toISOString()).toBe("2026-03-30T05:00:00.000Z");
  });

  it("says when an opening comes in words", () => {
    const now = at("2026-11-25T20:00:00Z"); // Wed 21:00
    expect(describeOpening(at("2026-11-26T06:00:00Z"), now)).toBe("demain à 7h00");
    expect(describeOpening(at("2026-11-30T06:00:00Z"), at("2026-11-28T14:00:00Z"))).toBe("lundi 30 novembre à 7h00");
    expect(describeOpening(at("2026-11-26T06:00:00Z"), at("2026-11-26T05:00:00Z"))).toBe("aujourd'hui à 7h00");
  });

  it("gives the Paris day and year, not the UTC ones", () => {
    expect(parisDay(at("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(parisYear(at("2026-12-31T23:30:00Z"))).toBe(2027);
  });
});
