import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blogPageHref, pagerLinks, parsePageParam } from "./pagination";

describe("parsePageParam", () => {
  it("reads the first page when there is no parameter and a positive integer otherwise", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("1")).toBe(1);
    expect(parsePageParam("400")).toBe(400);
  });
  it.each(["", "0", "-1", "1.5", "abc", "01", "2e3", " 2", "1234567890"])("refuses %j (a 404)", (value) => {
    expect(parsePageParam(value)).toBeNull();
  });
});

describe("blogPageHref", () => {
  it("keeps /blog canonical for the first page", () => {
    expect(blogPageHref(1)).toBe("/blog");
    expect(blogPageHref(2)).toBe("/blog?page=2");
  });
});

describe("pagerLinks", () => {
  it("shows first, last and neighbours with gaps", () => {
    const labels = (current: number, count: number) => pagerLinks(current, count).map((l) => (l.type === "page" ? l.page : "…"));
    expect(labels(1, 1)).toEqual([1]);
    expect(labels(1, 3)).toEqual([1, 2, 3]);
    expect(labels(5, 834)).toEqual([1, "…", 4, 5, 6, "…", 834]);
    expect(labels(3, 834)).toEqual([1, 2, 3, 4, "…", 834]);
    expect(labels(834, 834)).toEqual([1, "…", 833, 834]);
  });
  it("always lists the current page once, in increasing order, in a bounded number of links", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (count, offset) => {
        const current = (offset % count) + 1;
        const links = pagerLinks(current, count);
        const pages = links.flatMap((l) => (l.type === "page" ? [l.page] : []));
        expect(pages.filter((p) => p === current)).toHaveLength(1);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(links.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});
