import { describe, expect, it } from "vitest";
import { formatWait, formatWaitMs } from "./durations";

describe("formatWait", () => {
  it("writes French durations", () => {
    expect(formatWait(0.2)).toBe("1 s");
    expect(formatWait(45)).toBe("45 s");
    expect(formatWait(61)).toBe("2 min");
    expect(formatWait(3600)).toBe("1 h");
    expect(formatWait(5400)).toBe("1 h 30");
  });

  it("takes milliseconds through formatWaitMs", () => {
    expect(formatWaitMs(300)).toBe("1 s");
    expect(formatWaitMs(90_000)).toBe("2 min");
  });
});
