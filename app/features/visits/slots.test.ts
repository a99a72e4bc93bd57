import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { parisWallClock } from "~/lib/business-hours";
import { checkCustomerSlot, checkOwnerVisit, freeSlots, parisInstant, SLOT_MESSAGES, type SlotRules } from "./slots";

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const rules = (overrides: Partial<SlotRules["slots"]> = {}, closures: SlotRules["closures"] = []): SlotRules => ({
  slots: { ...DEFAULT_SITE.visitSlots, days: EVERY_DAY, minimumNoticeHours: 0, perDay: 10, ...overrides },
  closures,
});
const at = (y: number, mo: number, d: number, h: number, mi = 0) => parisWallClock(y, mo, d, h, mi);
const slotsOf = (days: ReturnType<typeof freeSlots>, day: string) => days.find((d) => d.day === day)?.slots ?? [];

describe("visit slots (docs/product.md#visits)", () => {
  it("keeps 09:00 Paris across the changes of time: 08:00 UTC before, 07:00 UTC after, in March and in October", () => {
    // Sunday 29 March 2026 (clocks go forward at 02:00), Sunday 25 October 2026 (back at 03:00)
    const march = freeSlots(rules(), [], at(2026, 3, 27, 20), 4);
    expect(slotsOf(march, "2026-03-28")[0]!.startsAt).toBe("2026-03-28T08:00:00.000Z");
    expect(slotsOf(march, "2026-03-29")[0]!.startsAt).toBe("2026-03-29T07:00:00.000Z");
    expect(slotsOf(march, "2026-03-29")[0]!.time).toBe("09:00");
    const october = freeSlots(rules(), [], at(2026, 10, 23, 20), 4);
    expect(slotsOf(october, "2026-10-24")[0]!.startsAt).toBe("2026-10-24T07:00:00.000Z");
    expect(slotsOf(october, "2026-10-25")[0]!.startsAt).toBe("2026-10-25T08:00:00.000Z");
    // a one-hour visit lasts one hour even on the day of the change
    const last = slotsOf(october, "2026-10-25").at(-1)!;
    expect(Date.parse(last.endsAt) - Date.parse(last.startsAt)).toBe(60 * 60_000);
    expect(last.time).toBe("16:00");
  });

  it("refuses a time the clocks skip", () => {
    expect(parisInstant("2026-03-29", "02:30")).toBeNull();
    expect(parisInstant("2026-02-30", "09:00")).toBeNull();
    expect(parisInstant("2026-03-29", "03:30")!.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("follows the settings' days, hours and duration", () => {
    // Wednesday 2 December 2026; default days Monday to Friday, 09:00–17:00, one hour
    const days = freeSlots(rules({ days: DEFAULT_SITE.visitSlots.days }), [], at(2026, 12, 2, 6), 7);
    expect(days.map((d) => d.day)).toEqual(["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08"]);
    expect(slotsOf(days, "2026-12-02").map((s) => s.time)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    const ninety = freeSlots(rules({ durationMinutes: 90 }), [], at(2026, 12, 2, 6), 1);
    expect(slotsOf(ninety, "2026-12-02").map((s) => s.time)).toEqual(["09:00", "10:30", "12:00", "13:30", "15:00"]);
  });

  it("leaves out closures, the past, the minimum notice, full days and booked times", () => {
    const now = at(2026, 12, 2, 10, 30);
    const closures = [{ from: "2026-12-04", to: "2026-12-05", label: "Pont" }];
    const booked = [
      { startsAt: at(2026, 12, 3, 14).toISOString(), endsAt: at(2026, 12, 3, 15, 30).toISOString() },
      { startsAt: at(2026, 12, 6, 9).toISOString(), endsAt: at(2026, 12, 6, 10).toISOString() },
      { startsAt: at(2026, 12, 6, 11).toISOString(), endsAt: at(2026, 12, 6, 12).toISOString() },
    ];
    const days = freeSlots(rules({ minimumNoticeHours: 24, perDay: 2 }, closures), booked, now, 6);
    // today: everything is sooner than 24 h; tomorrow from 11:00 (10:30 + 24 h)
    expect(slotsOf(days, "2026-12-02")).toEqual([]);
    expect(slotsOf(days, "2026-12-03").map((s) => s.time)).toEqual(["11:00", "12:00", "13:00", "16:00"]);
    expect(slotsOf(days, "2026-12-04")).toEqual([]);
    expect(slotsOf(days, "2026-12-05")).toEqual([]);
    // two visits already: the day is full
    expect(slotsOf(days, "2026-12-06")).toEqual([]);
    expect(slotsOf(days, "2026-12-07")).toHaveLength(8);
  });

  it("says in French why a customer's pick is refused", () => {
    const now = at(2026, 12, 2, 10, 30);
    const r = rules({ minimumNoticeHours: 24, perDay: 1 }, [{ from: "2026-12-10", to: "2026-12-10", label: "" }]);
    const booked = [{ startsAt: at(2026, 12, 8, 9).toISOString(), endsAt: at(2026, 12, 8, 10).toISOString() }];
    const refusal = (day: string, time: string) => {
      const checked = checkCustomerSlot(r, booked, now, day, time);
      return checked.ok ? null : checked.message;
    };
    expect(refusal("2026-12-01", "09:00")).toBe(SLOT_MESSAGES.past);
    expect(refusal("2026-12-02", "09:00")).toBe(SLOT_MESSAGES.past);
    expect(refusal("2026-12-03", "09:00")).toBe(SLOT_MESSAGES.tooSoon(24));
    expect(refusal("2026-12-10", "09:00")).toBe(SLOT_MESSAGES.closed);
    expect(refusal("2026-12-09", "08:00")).toBe(SLOT_MESSAGES.outsideHours);
    expect(refusal("2026-12-09", "09:30")).toBe(SLOT_MESSAGES.outsideHours);
    expect(refusal("2026-12-09", "17:00")).toBe(SLOT_MESSAGES.outsideHours);
    expect(refusal("2026-12-08", "09:00")).toBe(SLOT_MESSAGES.taken);
    expect(refusal("2026-12-08", "11:00")).toBe(SLOT_MESSAGES.dayFull);
    expect(refusal("2027-02-01", "09:00")).toBe(SLOT_MESSAGES.tooFar);
    expect(refusal("2026-12-09", "9h")).toBe(SLOT_MESSAGES.invalid);
    expect(checkCustomerSlot(r, booked, now, "2026-12-09", "11:00")).toMatchObject({ ok: true, slot: { time: "11:00" } });
  });

  it("lets the owner plan any time of the visit hours, never in the past, on a closure or over another visit", () => {
    const now = at(2026, 12, 2, 10, 30);
    const r = rules({}, [{ from: "2026-12-10", to: "2026-12-10", label: "" }]);
    const booked = [{ startsAt: at(2026, 12, 8, 9).toISOString(), endsAt: at(2026, 12, 8, 10).toISOString() }];
    const plan = (day: string, time: string, durationMinutes = 60) =>
      checkOwnerVisit(r, booked, now, { day, time, durationMinutes });
    expect(plan("2026-12-02", "10:00")).toEqual({ ok: false, message: SLOT_MESSAGES.past });
    expect(plan("2026-12-10", "10:00")).toEqual({ ok: false, message: SLOT_MESSAGES.closed });
    expect(plan("2026-12-09", "16:30")).toEqual({ ok: false, message: SLOT_MESSAGES.outsideHours });
    expect(plan("2026-12-08", "09:30", 30)).toEqual({ ok: false, message: SLOT_MESSAGES.overlaps });
    // the notice does not bind the owner: this afternoon, at a quarter past
    expect(plan("2026-12-02", "14:15", 45)).toMatchObject({
      ok: true,
      slot: { startsAt: "2026-12-02T13:15:00.000Z", endsAt: "2026-12-02T14:00:00.000Z" },
    });
    expect(plan("2026-12-08", "10:00")).toMatchObject({ ok: true });
  });
});
