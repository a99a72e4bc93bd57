import { describe, expect, it } from "vitest";
import { withoutHiddenCharacters } from "./hidden-characters";

describe("withoutHiddenCharacters", () => {
  it("removes C0, C1, DEL, separators and bidirectional controls", () => {
    expect(withoutHiddenCharacters("a\u0000b\u0085c\u007fd\u202Ee\u2066f\u200Fg\u2028h\u061Ci")).toBe("abcdefghi");
  });

  it("keeps ordinary French text, accents and emoji", () => {
    expect(withoutHiddenCharacters("Toiture à Clermont-Ferrand — l'été 🌧")).toBe("Toiture à Clermont-Ferrand — l'été 🌧");
  });
});
