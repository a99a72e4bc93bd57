import { describe, expect, it } from "vitest";
import { checkFrenchVatNumber, checkSiret, frenchVatKey, sirenOfSiret } from "./company-identifiers";

describe("SIRET", () => {
  it("accepts 14 digits passing the Luhn check, typed with or without spaces, and writes them in groups", () => {
    expect(checkSiret("44306184100047")).toEqual({ ok: true, siret: "443 061 841 00047" });
    expect(checkSiret(" 443 061 841 00047 ")).toEqual({ ok: true, siret: "443 061 841 00047" });
    expect(checkSiret("443\u00a0061\u00a0841\u202f00047")).toEqual({ ok: true, siret: "443 061 841 00047" });
    expect(checkSiret("123 456 782 00010")).toEqual({ ok: true, siret: "123 456 782 00010" });
  });

  it("refuses a wrong length or other characters as a format error", () => {
    for (const typed of [
      "",
      "4430618410004",
      "443061841000470",
      "443-061-841-00047",
      "443.061.841.00047",
      "SIRET 44306184100047",
    ]) {
      expect(checkSiret(typed), typed).toEqual({ ok: false, reason: "format" });
    }
  });

  it("refuses a number with one digit wrong or two swapped (the Luhn key)", () => {
    expect(checkSiret("44306184100048")).toEqual({ ok: false, reason: "checksum" });
    expect(checkSiret("44306184100074")).toEqual({ ok: false, reason: "checksum" });
    expect(checkSiret("12345678900012")).toEqual({ ok: false, reason: "checksum" });
  });

  it("accepts La Poste's establishments by their own rule too (digits adding up to a multiple of 5)", () => {
    expect(checkSiret("356 000 000 00048")).toEqual({ ok: true, siret: "356 000 000 00048" });
    expect(checkSiret("35600000000010")).toEqual({ ok: true, siret: "356 000 000 00010" });
    expect(checkSiret("35600000000011")).toEqual({ ok: false, reason: "checksum" });
    // the rule is La Poste's only
    expect(checkSiret("12345678200011")).toEqual({ ok: false, reason: "checksum" });
  });

  it("gives the SIREN of a SIRET", () => {
    expect(sirenOfSiret("443 061 841 00047")).toBe("443061841");
  });
});

describe("French VAT number", () => {
  it("computes the key from the SIREN", () => {
    expect(frenchVatKey("443061841")).toBe("64");
    expect(frenchVatKey("123456782")).toBe("11");
  });

  it("accepts FR, the key and the SIREN, in any case and with spaces, and writes it compact", () => {
    expect(checkFrenchVatNumber("FR64443061841")).toEqual({ ok: true, vatNumber: "FR64443061841", siren: "443061841" });
    expect(checkFrenchVatNumber("fr 64 443 061 841")).toEqual({ ok: true, vatNumber: "FR64443061841", siren: "443061841" });
  });

  it("refuses another shape, another country or a key that does not match the SIREN", () => {
    for (const typed of [
      "",
      "64443061841",
      "FR6444306184",
      "FR644430618410",
      "DE123456789",
      "FRAB443061841",
      "FR 64-443-061-841",
    ]) {
      expect(checkFrenchVatNumber(typed), typed).toEqual({ ok: false, reason: "format" });
    }
    expect(checkFrenchVatNumber("FR65443061841")).toEqual({ ok: false, reason: "key" });
    expect(checkFrenchVatNumber("FR64443061842")).toEqual({ ok: false, reason: "key" });
  });
});
