import { describe, expect, it } from "vitest";
import { isPhoneNumber, normalizeFrenchPhone, telHrefOf } from "./phone-number";

describe("normalizeFrenchPhone", () => {
  it("takes a French number as people type it and writes it '04 74 00 00 00'", () => {
    for (const typed of [
      "0474000000",
      "04 74 00 00 00",
      "04.74.00.00.00",
      "04-74-00-00-00",
      "04\u00a074\u00a000\u00a000\u00a000",
      "(04) 74 00 00 00",
      "+33 4 74 00 00 00",
      "+33474000000",
      "+33 (0)4 74 00 00 00",
      "+330474000000",
      "0033474000000",
      "0033 (0)4 74 00 00 00",
    ]) {
      expect(normalizeFrenchPhone(typed), typed).toBe("04 74 00 00 00");
    }
    expect(normalizeFrenchPhone("06 12 34 56 78")).toBe("06 12 34 56 78");
  });

  it("refuses what is not a complete French number", () => {
    for (const wrong of [
      "",
      "abc",
      "12345",
      "04 74 00 00",
      "04 74 00 00 00 1",
      "474000000",
      "00 74 00 00 00",
      "+33 4 74 00 00",
      "+33 00 74 00 00 00",
      "+44 20 7946 0958",
      "+41 22 123 45 67",
      "04 74 00 00 0a",
    ]) {
      expect(normalizeFrenchPhone(wrong), wrong).toBeNull();
    }
  });
});

describe("isPhoneNumber", () => {
  it("takes French numbers and other countries' numbers written with + or 00", () => {
    for (const ok of [
      "06 12 34 56 78",
      "06.12.34.56.78",
      "06-12-34-56-78",
      "0612345678",
      "+33 6 12 34 56 78",
      "(+33) 6 12 34 56 78",
      "+33 (0)6 12 34 56 78",
      "0033 6 12 34 56 78",
      "+41 22 123 45 67",
      "0041 22 123 45 67",
      "+44 20 7946 0958",
    ]) {
      expect(isPhoneNumber(ok), ok).toBe(true);
    }
  });

  it("refuses an incomplete number, a French one among them however it is prefixed", () => {
    for (const bad of [
      "",
      "06 12 34",
      "612345678",
      "06 12 34 56 78 90",
      "téléphone",
      "+33",
      "0612345678a",
      "+33 6 12 34 56",
      "0033 6 12 34 56",
      "+1234567",
      "+1 234 567 890 123 456",
      "+0 22 123 45 67",
    ]) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });
});

describe("telHrefOf", () => {
  it("dials a French number in its international form, and another country's as given", () => {
    expect(telHrefOf("06 12 34 56 78")).toBe("tel:+33612345678");
    expect(telHrefOf("+33 (0)4 74 00 00 00")).toBe("tel:+33474000000");
    expect(telHrefOf("0033 4.74.00.00.00")).toBe("tel:+33474000000");
    expect(telHrefOf("0041 22 123 45 67")).toBe("tel:+41221234567");
    expect(telHrefOf("+41 22 123 45 67")).toBe("tel:+41221234567");
  });

  it("gives no link for what is not a phone number", () => {
    expect(telHrefOf("06 12")).toBeNull();
    expect(telHrefOf('javascript:alert("x")')).toBeNull();
  });
});
