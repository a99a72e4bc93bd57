import { describe, expect, it } from "vitest";
import { showsUpdateDate } from "./article-dates";

describe("the article page's update date", () => {
  it("is not shown for an update the same day in Paris", () => {
    expect(showsUpdateDate("2026-11-27T08:00:00.000Z", "2026-11-27T21:30:00.000Z")).toBe(false);
  });

  it("reads the day in Paris, not in UTC", () => {
    // 23:30 and 00:30 in Paris are two days, though the same UTC day
    expect(showsUpdateDate("2026-11-27T22:30:00.000Z", "2026-11-27T23:30:00.000Z")).toBe(true);
    // 00:30 and 22:00 in Paris are one day, though two UTC days
    expect(showsUpdateDate("2026-11-26T23:30:00.000Z", "2026-11-27T21:00:00.000Z")).toBe(false);
  });

  it("is shown when the update is a later day", () => {
    expect(showsUpdateDate("2026-11-27T08:00:00.000Z", "2026-11-28T08:00:00.000Z")).toBe(true);
    expect(showsUpdateDate("2026-11-28T08:00:00.000Z", "2026-11-27T08:00:00.000Z")).toBe(false);
    expect(showsUpdateDate("garbage", "2026-11-27T08:00:00.000Z")).toBe(false);
  });
});
