import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { parisWallClock, scheduleOf } from "~/lib/business-hours";
import { daysAfter, dueReminderOf, reminderDaysOf, reminderMomentOf } from "./reminder-schedule";

const paris = (month: number, day: number, hour: number, minute = 0) => parisWallClock(2026, month, day, hour, minute);
const schedule = scheduleOf(DEFAULT_SITE);

describe("when a devis is recalled (docs/product.md#devis-reminders)", () => {
  it("keeps the Paris hour across the clock change", () => {
    // 23 October 2026, summer time; 26 October, winter time
    expect(daysAfter(paris(10, 23, 10), 3)).toEqual(paris(10, 26, 10));
  });

  it("moves a moment outside the opening hours or on a closure to the next opening", () => {
    // Wednesday 4 November 15:00 + 3 days = Saturday 15:00 (open 08:00–12:00): Monday 07:00
    expect(reminderMomentOf(schedule, paris(11, 4, 15), 3)).toEqual(paris(11, 9, 7));
    // Saturday 10:00 is open
    expect(reminderMomentOf(schedule, paris(11, 4, 10), 3)).toEqual(paris(11, 7, 10));
    const closed = scheduleOf({
      openingHours: DEFAULT_SITE.openingHours,
      closures: [{ from: "2026-11-09", to: "2026-11-10", label: "Congés" }],
    });
    expect(reminderMomentOf(closed, paris(11, 4, 15), 3)).toEqual(paris(11, 11, 7));
    // a schedule that never opens: the moment itself
    expect(reminderMomentOf([], paris(11, 4, 15), 3)).toEqual(paris(11, 7, 15));
  });

  it("sends the latest day due, nothing before the first, nothing past the look-back", () => {
    const sent = paris(11, 2, 10);
    expect(dueReminderOf(schedule, sent, [3, 10], paris(11, 5, 9, 59))).toBeNull();
    expect(dueReminderOf(schedule, sent, [3, 10], paris(11, 5, 10))).toEqual({ day: 3, at: paris(11, 5, 10) });
    expect(dueReminderOf(schedule, sent, [10, 3], paris(11, 13, 9))).toEqual({ day: 10, at: paris(11, 12, 10) });
    expect(dueReminderOf(schedule, sent, [3, 10], paris(11, 26, 10, 1))).toBeNull();
  });

  it("reads the days as whole, from 1 to 365, each once, increasing", () => {
    expect(reminderDaysOf([10, 3, 3, 0, -2, 1.5, 400])).toEqual([3, 10]);
    expect(reminderDaysOf(undefined)).toEqual([]);
  });
});
