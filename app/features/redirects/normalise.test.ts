import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseSiteAddress, pageKey } from "./normalise";

describe("pageKey", () => {
  it.each([
    ["/a", "/a"],
    ["/a/", "/a"],
    ["/a?x=1", "/a"],
    ["/a#x", "/a"],
    ["/a/?x=1#y", "/a"],
    ["/./a", "/a"],
    ["/x/../a", "/a"],
    ["/x/y/../../a/.", "/a"],
    ["/../a", "/a"],
    ["/%2E/a", "/a"],
    ["/x/%2e%2E/a", "/a"],
    ["/%61", "/a"],
    ["/café", "/caf%C3%A9"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    ["/", "/"],
    ["/a/..", "/"],
    ["/.", "/"],
  ])("%j names the page %j", (address, key) => {
    expect(pageKey(address)).toBe(key);
  });

  it("keeps apart what names another page: an encoded slash, a reserved character written encoded, the case of letters", () => {
    expect(pageKey("/a%2Fb")).not.toBe(pageKey("/a/b"));
    expect(pageKey("/a%2fb")).toBe("/a%2Fb");
    expect(pageKey("/a%3Bb")).not.toBe(pageKey("/a;b"));
    expect(pageKey("/A")).not.toBe(pageKey("/a"));
    expect(pageKey("/a..")).toBe("/a..");
  });
});

describe("normaliseSiteAddress", () => {
  it("percent-encodes what a Location header cannot carry, in the query and the fragment too", () => {
    expect(normaliseSiteAddress("/nouvelle-€")).toBe("/nouvelle-%E2%82%AC");
    expect(normaliseSiteAddress("/页面")).toBe("/%E9%A1%B5%E9%9D%A2");
    expect(normaliseSiteAddress("/recherche?q=été&x=a b#à-la-fin")).toBe("/recherche?q=%C3%A9t%C3%A9&x=a%20b#%C3%A0-la-fin");
    expect(normaliseSiteAddress('/a"<>`{|}^')).toBe("/a%22%3C%3E%60%7B%7C%7D%5E");
    expect(normaliseSiteAddress("/100%-zinc")).toBe("/100%25-zinc");
  });

  it("keeps the final slash, the query and the fragment, resolves dot segments of the path only", () => {
    expect(normaliseSiteAddress("/blog/")).toBe("/blog/");
    expect(normaliseSiteAddress("/x/../blog?page=2#liste")).toBe("/blog?page=2#liste");
    expect(normaliseSiteAddress("/a?chemin=/../b")).toBe("/a?chemin=/../b");
  });

  it("is idempotent, ASCII only, and agrees with how a browser's URL parser encodes a path", () => {
    const pathChar = fc.oneof(
      fc.constantFrom(
        "/",
        ".",
        "..",
        "%",
        "%2e",
        "%41",
        "%c3%a9",
        "?",
        "#",
        "é",
        "€",
        "页",
        "😀",
        "a",
        "-",
        "~",
        ";",
        "=",
        "'",
        "|",
        "%2F",
      ),
      fc.string({ unit: "grapheme", maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(pathChar, { maxLength: 12 }), (parts) => {
        const address = `/${parts.join("")}`;
        const once = normaliseSiteAddress(address);
        expect(normaliseSiteAddress(once)).toBe(once);
        expect(once).toMatch(/^[\x21-\x7e]*$/);
        expect(pageKey(once)).toBe(pageKey(address));
        // every header accepts it
        expect(new Headers({ location: once }).get("location")).toBe(once);
        // what the form accepts (no '//', space, backslash or control character) names the page a request's path names
        if (!/\/\/|[\s\\\u0000-\u001f\u007f]/.test(address)) {
          expect(pageKey(new URL(address, "https://www.example.fr").pathname), address).toBe(pageKey(address));
        }
      }),
      { numRuns: 500 },
    );
  });
});
