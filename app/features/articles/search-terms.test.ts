import { describe, expect, it } from "vitest";
import { ftsMatchQuery, SEARCH_MESSAGES, searchTerms } from "./search-terms";

describe("searchTerms", () => {
  it("keeps letters and digits, without accents or case, and drops French filler words", () => {
    expect(searchTerms("  Nettoyage de la Gouttière  ")).toEqual({
      ok: true,
      query: "Nettoyage de la Gouttière",
      words: ["nettoyage", "gouttiere"],
    });
  });

  it("turns query syntax into plain words", () => {
    const result = searchTerms(`zinc" OR "*" NEAR(toit) -ardoise ^x AND`);
    expect(result).toEqual({
      ok: true,
      query: `zinc" OR "*" NEAR(toit) -ardoise ^x AND`,
      words: ["zinc", "or", "near", "toit", "ardoise", "x", "and"],
    });
  });

  it("refuses more than 100 characters, and text without any word", () => {
    expect(searchTerms("a".repeat(101))).toMatchObject({ ok: false, error: SEARCH_MESSAGES.tooLong });
    expect(searchTerms("a".repeat(100)).ok).toBe(true);
    expect(searchTerms(`"*" -- ()`)).toMatchObject({ ok: false, error: SEARCH_MESSAGES.noWords });
  });
});

describe("ftsMatchQuery", () => {
  it("quotes every word as a prefix and drops a plural ending", () => {
    expect(ftsMatchQuery(["gouttieres", "zinc", "near", "or"])).toBe(`"gouttiere"* "zinc"* "near"* "or"*`);
  });
});
