import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { scheduleOf } from "~/lib/business-hours";
import { callBackPromise, CALLBACK_PROMISES } from "./callback-time";

const hours = DEFAULT_SITE.openingHours; // Mon-Fri 07:00-18:00, Sat 08:00-12:00 (Paris)
const at = (iso: string) => () => Date.parse(iso);

describe("the emergency call-back's promise", () => {
  it("during opening hours: an artisan within 15 minutes", () => {
    expect(callBackPromise(hours, at("2026-11-25T09:00:00Z"))).toEqual({
      during: "open",
      minutes: 15,
      text: CALLBACK_PROMISES.open,
    }); // Wed 10:00
    expect(callBackPromise(hours, at("2026-11-28T10:30:00Z")).text).toBe("Un artisan vous rappelle dans les 15 minutes."); // Sat 11:30
    expect(callBackPromise(hours, at("2026-11-25T06:00:00Z")).during).toBe("open"); // Wed 07:00 sharp
  });

  it("outside them, the on-call roofer within 30 minutes: evening, night, Saturday afternoon, Sunday", () => {
    const closed = {
      during: "closed",
      minutes: 30,
      text: "Notre astreinte vous rappelle dans les 30 minutes, même la nuit et le week-end.",
    };
    expect(callBackPromise(hours, at("2026-11-25T17:00:00Z"))).toEqual(closed); // Wed 18:00 (closes)
    expect(callBackPromise(hours, at("2026-11-26T02:30:00Z"))).toEqual(closed); // Thu 03:30
    expect(callBackPromise(hours, at("2026-11-28T11:30:00Z"))).toEqual(closed); // Sat 12:30
    expect(callBackPromise(hours, at("2026-11-29T10:00:00Z"))).toEqual(closed); // Sunday 11:00
  });

  it("reads the hours in Paris time, summer time included", () => {
    // 1 July 2026, 05:30 UTC is 07:30 in Paris (open); 04:30 UTC is 06:30 (closed)
    expect(callBackPromise(hours, at("2026-07-01T05:30:00Z")).during).toBe("open");
    expect(callBackPromise(hours, at("2026-07-01T04:30:00Z")).during).toBe("closed");
  });

  it("a schedule that never opens always promises the on-call roofer", () => {
    expect(callBackPromise([], at("2026-11-25T09:00:00Z")).during).toBe("closed");
  });

  it("on an exceptional closure day (the owner's settings), the on-call roofer even during usual hours", () => {
    const closed = scheduleOf({ openingHours: hours, closures: [{ from: "2026-11-11", to: "2026-11-11", label: "Armistice" }] });
    expect(callBackPromise(hours, at("2026-11-11T09:00:00Z")).during).toBe("open"); // Wed 10:00
    expect(callBackPromise(closed, at("2026-11-11T09:00:00Z")).during).toBe("closed");
    expect(callBackPromise(closed, at("2026-11-12T09:00:00Z")).during).toBe("open");
  });
});
