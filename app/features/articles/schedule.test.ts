import { describe, expect, it } from "vitest";
import {
  checkPublishAt,
  describeScheduledTime,
  parseParisDateTimeLocal,
  SCHEDULE_MESSAGES,
  toDateTimeLocalValue,
} from "./schedule";

const iso = (value: string) => parseParisDateTimeLocal(value)?.toISOString() ?? null;

describe("parseParisDateTimeLocal", () => {
  it("reads a datetime-local value as Paris wall time, winter and summer", () => {
    expect(iso("2026-12-03T08:00")).toBe("2026-12-03T07:00:00.000Z");
    expect(iso("2026-07-14T08:00")).toBe("2026-07-14T06:00:00.000Z");
    expect(iso("2026-07-14T08:00:00")).toBe("2026-07-14T06:00:00.000Z");
  });

  it("reads the hour skipped in March as one hour later", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00
    expect(iso("2026-03-29T01:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(iso("2026-03-29T02:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(iso("2026-03-29T03:00")).toBe("2026-03-29T01:00:00.000Z");
  });

  it("reads the hour that happens twice in October as its first occurrence", () => {
    // 25 October 2026: clocks go from 03:00 back to 02:00
    expect(iso("2026-10-25T01:30")).toBe("2026-10-24T23:30:00.000Z");
    expect(iso("2026-10-25T02:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(iso("2026-10-25T03:00")).toBe("2026-10-25T02:00:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    for (const value of [
      "",
      "demain",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-12-03T24:00",
      "2026-12-03T10:60",
      "2026-12-03",
      "2026-12-03T10:00Z",
      "2026-12-03 10:00x",
    ]) {
      expect(parseParisDateTimeLocal(value), value).toBeNull();
    }
  });

  it("gives back the value it read", () => {
    for (const value of ["2026-12-03T08:00", "2026-07-14T23:59", "2027-01-01T00:00", "2026-10-25T02:30"]) {
      expect(toDateTimeLocalValue(parseParisDateTimeLocal(value)!)).toBe(value);
    }
  });
});

describe("checkPublishAt", () => {
  const now = new Date("2026-11-26T10:00:00Z"); // 11:00 in Paris

  it("accepts a time in the future", () => {
    expect(checkPublishAt("2026-12-03T08:00", now)).toEqual({ ok: true, at: new Date("2026-12-03T07:00:00Z") });
    expect(checkPublishAt("2026-11-26T11:01", now)).toEqual({ ok: true, at: new Date("2026-11-26T10:01:00Z") });
  });

  it("refuses the past, now, garbage, nothing, and beyond two years", () => {
    expect(checkPublishAt("2026-11-26T11:00", now)).toEqual({ ok: false, error: SCHEDULE_MESSAGES.past });
    expect(checkPublishAt("2020-01-01T10:00", now)).toEqual({ ok: false, error: SCHEDULE_MESSAGES.past });
    expect(checkPublishAt("n'importe quoi", now)).toEqual({ ok: false, error: SCHEDULE_MESSAGES.invalid });
    expect(checkPublishAt("  ", now)).toEqual({ ok: false, error: SCHEDULE_MESSAGES.missing });
    expect(checkPublishAt(null, now)).toEqual({ ok: false, error: SCHEDULE_MESSAGES.missing });
    expect(checkPublishAt("2028-11-26T11:00", now)).toEqual({ ok: false, error: SCHEDULE_MESSAGES.tooFar });
    expect(SCHEDULE_MESSAGES.past).toBe("La date de publication doit être dans le futur");
  });
});

describe("describeScheduledTime", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  it("says the day and the Paris time, with the year only when it is not this year", () => {
    expect(describeScheduledTime(new Date("2026-12-03T07:00:00Z"), now)).toBe("3 décembre à 08:00");
    expect(describeScheduledTime(new Date("2027-07-14T06:05:00Z"), now)).toBe("14 juillet 2027 à 08:05");
    expect(SCHEDULE_MESSAGES.scheduledOn(describeScheduledTime(new Date("2026-12-03T07:00:00Z"), now))).toBe(
      "Programmé le 3 décembre à 08:00",
    );
  });
});
