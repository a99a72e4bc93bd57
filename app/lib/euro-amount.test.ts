import { describe, expect, it } from "vitest";
import { euroAmountForInput, formatEuros, parseEuroAmount } from "./euro-amount";

describe("euro amounts", () => {
  it("reads amounts as French people type them", () => {
    expect(parseEuroAmount("55")).toBe(5500);
    expect(parseEuroAmount("55,50")).toBe(5550);
    expect(parseEuroAmount("55,5")).toBe(5550);
    expect(parseEuroAmount("55.50")).toBe(5550);
    expect(parseEuroAmount("1 234,50")).toBe(123450);
    expect(parseEuroAmount("1\u202f234,50\u00a0€")).toBe(123450);
    expect(parseEuroAmount(" 1234 € ")).toBe(123400);
    expect(parseEuroAmount("0")).toBe(0);
  });

  it("refuses what is not an amount", () => {
    for (const typed of ["", "abc", "-5", "55,555", "1 23,50", "12 34", "55,", "1e3", "1 000 000 000"]) {
      expect(parseEuroAmount(typed), typed).toBeNull();
    }
  });

  it("shows amounts with French typography", () => {
    expect(formatEuros(5500)).toBe("55\u00a0€");
    expect(formatEuros(5550)).toBe("55,50\u00a0€");
    expect(formatEuros(123450)).toBe("1\u202f234,50\u00a0€");
    expect(formatEuros(123456705)).toBe("1\u202f234\u202f567,05\u00a0€");
    expect(formatEuros(0)).toBe("0\u00a0€");
  });

  it("gives the form a value it reads back", () => {
    for (const cents of [0, 5, 5500, 5550, 123450, 99_999_999]) expect(parseEuroAmount(euroAmountForInput(cents))).toBe(cents);
    expect(euroAmountForInput(123450)).toBe("1 234,50");
  });
});
