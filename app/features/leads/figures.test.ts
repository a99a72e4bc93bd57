import { describe, expect, it } from "vitest";
import { failedNotificationsTitle, formatElapsed, median } from "./figures";

const MIN = 60_000;

describe("median", () => {
  it("is the middle value, the mean of the two middle ones for an even count, null for none", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("formatElapsed", () => {
  it("writes minutes, hours and minutes, days and hours", () => {
    expect(formatElapsed(null)).toBe("—");
    expect(formatElapsed(0)).toBe("0 min");
    expect(formatElapsed(45 * MIN)).toBe("45 min");
    expect(formatElapsed(59.4 * MIN)).toBe("59 min");
    expect(formatElapsed(60 * MIN)).toBe("1 h");
    expect(formatElapsed(135 * MIN)).toBe("2 h 15");
    expect(formatElapsed(125 * MIN)).toBe("2 h 05");
    expect(formatElapsed(27 * 60 * MIN)).toBe("1 j 3 h");
    expect(formatElapsed(48 * 60 * MIN + 20 * MIN)).toBe("2 j");
  });

  it("shows nothing measurable as a dash", () => {
    expect(formatElapsed(-1)).toBe("—");
    expect(formatElapsed(Number.NaN)).toBe("—");
  });
});

describe("failedNotificationsTitle", () => {
  it("agrees with the count", () => {
    expect(failedNotificationsTitle(1)).toBe("1 notification n'a pas pu être envoyée");
    expect(failedNotificationsTitle(3)).toBe("3 notifications n'ont pas pu être envoyées");
  });
});
