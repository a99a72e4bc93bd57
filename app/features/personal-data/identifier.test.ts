import { describe, expect, it } from "vitest";
import { parsePersonSearch, phoneLikePattern, significantPhoneDigits, storedPhoneMatches } from "./identifier";
import { PERSONAL_DATA_MESSAGES } from "./messages";

describe("parsePersonSearch", () => {
  it("reads an e-mail address, lower-cased for the comparison", () => {
    expect(parsePersonSearch("  Jean.Dupont@Example.FR ")).toEqual({
      ok: true,
      identifier: { kind: "email", email: "jean.dupont@example.fr", display: "Jean.Dupont@Example.FR" },
    });
  });

  it("reads a phone number however it is written", () => {
    for (const written of [
      "06 12 34 56 78",
      "0612345678",
      "06.12.34.56.78",
      "06-12-34-56-78",
      "+33 6 12 34 56 78",
      "+33 (0)6 12 34 56 78",
      "0033612345678",
      "06\u00a012\u00a034\u00a056\u00a078",
    ]) {
      const parsed = parsePersonSearch(written);
      expect(parsed.ok && parsed.identifier.kind === "phone" ? parsed.identifier.digits : parsed, written).toBe("612345678");
    }
    const foreign = parsePersonSearch("+44 20 7946 0958");
    expect(foreign.ok && foreign.identifier.kind === "phone" && foreign.identifier.digits).toBe("442079460958");
  });

  it("refuses an empty search and what is neither, in French", () => {
    expect(parsePersonSearch("   ")).toEqual({ ok: false, message: PERSONAL_DATA_MESSAGES.emptySearch });
    expect(parsePersonSearch(undefined)).toEqual({ ok: false, message: PERSONAL_DATA_MESSAGES.emptySearch });
    for (const wrong of ["jean", "jean@", "jean@exemple", "06 12", "1234567890", "06 12 34 56 78 9", "%", "' or 1=1 --"]) {
      expect(parsePersonSearch(wrong), wrong).toEqual({ ok: false, message: PERSONAL_DATA_MESSAGES.invalidSearch(wrong) });
    }
    expect(PERSONAL_DATA_MESSAGES.invalidSearch("x")).toMatch(/^«\u00a0x\u00a0» n'est ni .* Exemples\u00a0: /);
  });
});

describe("stored phones", () => {
  it("match by their significant digits, whatever the spacing or prefix", () => {
    for (const stored of [
      "06 12 34 56 78",
      "+33612345678",
      "0033 6 12 34 56 78",
      "+33 (0)6 12 34 56 78",
      "06 12 34 56 78 (le soir)",
      "04 72 00 00 00 ou 06 12 34 56 78",
    ]) {
      expect(storedPhoneMatches(stored, "612345678"), stored).toBe(true);
    }
    for (const stored of ["06 12 34 56 79", "04 72 00 00 00", "+44 612 345 678"])
      expect(storedPhoneMatches(stored, "612345678"), stored).toBe(false);
  });

  it("are pre-selected by a pattern every matching number fits", () => {
    expect(phoneLikePattern("612345678")).toBe("%6%1%2%3%4%5%6%7%8%");
    expect(significantPhoneDigits("+33 6 12 34 56 78")).toBe("612345678");
  });
});
