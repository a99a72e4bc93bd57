import { describe, expect, it } from "vitest";
import { decideRange, etagMatches, ifRangeAllows } from "./http-range";

describe("decideRange", () => {
  it("serves the whole file without a usable Range header", () => {
    for (const header of [undefined, null, "", "bytes=", "items=0-1", "bytes=0-1,4-5", "bytes=5-2", "bytes=-", "garbage"]) {
      expect(decideRange(header, 100)).toEqual({ kind: "full" });
    }
  });
  it("clamps a range to the file and honours open and suffix ranges", () => {
    expect(decideRange("bytes=0-99", 1000)).toEqual({ kind: "partial", range: { start: 0, end: 99 } });
    expect(decideRange("bytes=900-5000", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
    expect(decideRange("bytes=10-", 1000)).toEqual({ kind: "partial", range: { start: 10, end: 999 } });
    expect(decideRange("bytes=-100", 1000)).toEqual({ kind: "partial", range: { start: 900, end: 999 } });
    expect(decideRange("bytes=-5000", 1000)).toEqual({ kind: "partial", range: { start: 0, end: 999 } });
    expect(decideRange(" bytes = 0 - 0 ", 1)).toEqual({ kind: "partial", range: { start: 0, end: 0 } });
  });
  it("refuses ranges starting past the end, empty suffixes and ranges of an empty file", () => {
    expect(decideRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=0-10", 0)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("etagMatches / ifRangeAllows", () => {
  it("compares entity tags weakly for If-None-Match, with lists and '*'", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
  it("applies a range only when If-Range is absent or our strong tag", () => {
    expect(ifRangeAllows(undefined, '"abc"')).toBe(true);
    expect(ifRangeAllows('"abc"', '"abc"')).toBe(true);
    expect(ifRangeAllows('W/"abc"', '"abc"')).toBe(false);
    expect(ifRangeAllows("Wed, 21 Oct 2015 07:28:00 GMT", '"abc"')).toBe(false);
  });
});
