import { describe, expect, it } from "vitest";
import { monthsBefore } from "~/features/leads/retention.server";
import { automaticDeletionDay, nextParisMidnight, purgeSchedule } from "./retention-schedule.server";

describe("the retention purge's schedule", () => {
  it("is due within the minute until today's has run, then at the next Paris midnight", () => {
    const now = new Date("2026-11-26T15:30:00.000Z");
    expect(purgeSchedule(now, 36, false)).toEqual({
      nextRunAt: now.toISOString(),
      ranToday: false,
      cutoff: "2023-11-26T15:30:00.000Z",
      months: 36,
    });
    // Paris is UTC+1 in November: midnight is 23:00 UTC the day before
    expect(purgeSchedule(now, 36, true)).toEqual({
      nextRunAt: "2026-11-26T23:00:00.000Z",
      ranToday: true,
      cutoff: "2023-11-26T23:00:00.000Z",
      months: 36,
    });
    // in summer, UTC+2; across a month's end
    expect(nextParisMidnight(new Date("2026-06-30T21:59:00.000Z")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(nextParisMidnight(new Date("2026-06-30T22:00:00.000Z")).toISOString()).toBe("2026-07-01T22:00:00.000Z");
  });

  it("takes a request on the first day whose midnight run looks back past it", () => {
    for (const [received, months] of [
      ["2026-11-26T09:00:00.000Z", 36],
      ["2026-01-31T10:00:00.000Z", 1],
      ["2024-02-29T23:30:00.000Z", 12],
      ["2026-03-29T00:30:00.000Z", 18],
    ] as const) {
      const at = new Date(received);
      const day = automaticDeletionDay(at, months);
      const [y, m, d] = day.split("-").map(Number) as [number, number, number];
      const run = nextParisMidnight(new Date(Date.UTC(y, m - 1, d - 1, 12)));
      expect(monthsBefore(run, months).getTime(), received).toBeGreaterThan(at.getTime());
      const dayBefore = nextParisMidnight(new Date(Date.UTC(y, m - 1, d - 2, 12)));
      expect(monthsBefore(dayBefore, months).getTime(), received).toBeLessThanOrEqual(at.getTime());
    }
    expect(automaticDeletionDay(new Date("2026-11-26T09:00:00.000Z"), 36)).toBe("2029-11-27");
  });
});
