import { describe, expect, it } from "vitest";
import { yearsOfExperience } from "./experience";

describe("yearsOfExperience", () => {
  it("counts whole years since 19 May 2020 in Paris time, changing on the anniversary day", () => {
    expect(yearsOfExperience(new Date("2026-05-18T21:59:00Z"))).toBe(5); // 23:59 in Paris, 18 May
    expect(yearsOfExperience(new Date("2026-05-18T22:00:00Z"))).toBe(6); // 00:00 in Paris, 19 May
    expect(yearsOfExperience(new Date("2026-11-21T10:00:00Z"))).toBe(6);
    expect(yearsOfExperience(new Date("2020-05-19T10:00:00Z"))).toBe(0);
    expect(yearsOfExperience(new Date("2019-01-01T10:00:00Z"))).toBe(0);
  });
});
