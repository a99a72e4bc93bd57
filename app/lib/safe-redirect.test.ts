import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/contact", "/contact"],
    ["/", "/"],
    ["/#formulaire-contact", "/#formulaire-contact"],
    ["/devis-gratuit?source=landing#formulaire-devis", "/devis-gratuit?source=landing#formulaire-devis"],
    ["/a/../contact", "/contact"],
    ["/./contact", "/contact"],
    ["/%2e/contact", "/contact"],
    ["/blog/toiture?q=//evil.example", "/blog/toiture?q=//evil.example"],
    ["/contact#//evil.example", "/contact#//evil.example"],
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(safeRedirectPath(value, "/fallback")).toBe(expected);
  });

  it.each([
    // normalise to a path a browser reads as another host
    "/.//evil.example/x",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/././/evil.example",
    "/a/..//evil.example",
    "/a/%2e%2e//evil.example",
    "/..//evil.example",
    // another host outright
    "//evil",
    "//evil.example",
    "///evil.example",
    "https://evil",
    "https://evil.example/",
    "http://site.invalid@evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    // not a path
    "javascript:alert(1)",
    "data:text/html,x",
    "contact",
    "",
    "/con\ntact",
    "/con\ttact",
    `/${"a".repeat(250)}`,
    null,
    undefined,
    42,
  ])("falls back for %j", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it("never returns a target that leaves the site, whatever the input", () => {
    const site = "https://www.az-toiture.fr";
    const pieces = ["/", "//", ".", "..", "%2e", "%2E", "%2f", "\\", "evil.example", "?", "#", "@", ":", "\t"];
    const seen = new Set<string>();
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const value = `/${a}${b}${c}`;
          const path = safeRedirectPath(value, "/fallback");
          seen.add(path);
          expect(new URL(path, site).origin, value).toBe(site);
          expect(path.startsWith("//"), value).toBe(false);
        }
    expect(seen.size).toBeGreaterThan(10);
  });
});
