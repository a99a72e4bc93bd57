import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type Closure } from "~/config/site";
import { addOpeningMinutes, isOpenAt, nextOpeningAt, scheduleOf } from "./business-hours";

// Mon-Fri 07:00-18:00, Sat 08:00-12:00 (Paris); 2026-11-25 is a Wednesday
const christmas: Closure = { from: "2026-12-24", to: "2027-01-01", label: "Congés de fin d'année" };
const armistice: Closure = { from: "2026-11-11", to: "2026-11-11", label: "Armistice" };
const schedule = scheduleOf({ openingHours: DEFAULT_SITE.openingHours, closures: [christmas, armistice] });
const at = (iso: string) => new Date(iso);

describe("business hours with exceptional closures", () => {
  it("is closed all day on a closure day that would be open, and open again the day after", () => {
    expect(isOpenAt(DEFAULT_SITE.openingHours, at("2026-11-11T09:00:00Z"))).toBe(true); // Wed 10:00, no closure
    expect(isOpenAt(schedule, at("2026-11-11T09:00:00Z"))).toBe(false);
    expect(isOpenAt(schedule, at("2026-11-10T22:59:00Z"))).toBe(false); // 23:59 the day before: closed anyway
    expect(isOpenAt(schedule, at("2026-11-12T09:00:00Z"))).toBe(true);
    // the first and the last day of a range are both closed
    expect(isOpenAt(schedule, at("2026-12-24T09:00:00Z"))).toBe(false);
    expect(isOpenAt(schedule, at("2027-01-01T09:00:00Z"))).toBe(false);
  });

  it("finds the next opening after the closure: a request on 23 December evening is called back on 2 January", () => {
    expect(nextOpeningAt(schedule, at("2026-11-10T19:00:00Z"))?.toISOString()).toBe("2026-11-12T06:00:00.000Z");
    // Wed 23 Dec 19:00 → Sat 2 Jan 2027 08:00 (Saturday hours)
    expect(nextOpeningAt(schedule, at("2026-12-23T18:00:00Z"))?.toISOString()).toBe("2027-01-02T07:00:00.000Z");
  });

  it("counts no opening minute during a closure", () => {
    // Tue 10 Nov 17:50 → 10 minutes that day, 20 on Thursday 12 (Wednesday 11 is closed)
    expect(addOpeningMinutes(schedule, at("2026-11-10T16:50:00Z"), 30)?.toISOString()).toBe("2026-11-12T06:20:00.000Z");
  });

  it("skips a closure longer than two weeks instead of declaring the schedule never open", () => {
    const summer = scheduleOf({
      openingHours: DEFAULT_SITE.openingHours,
      closures: [{ from: "2026-07-27", to: "2026-08-23", label: "Congés d'été" }],
    });
    expect(nextOpeningAt(summer, at("2026-07-27T08:00:00Z"))?.toISOString()).toBe("2026-08-24T05:00:00.000Z"); // Mon 24 Aug 07:00 (summer time)
  });
});
