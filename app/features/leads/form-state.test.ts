import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./form-state";

describe("safeRedirectPath", () => {
  it.each([
    ["/contact", "/contact"],
    ["/#formulaire-contact", "/#formulaire-contact"],
    ["/devis-gratuit?source=landing#formulaire-devis", "/devis-gratuit?source=landing#formulaire-devis"],
    ["/a/../contact", "/contact"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeRedirectPath(value, "/fallback")).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "contact",
    "",
    "/con\ntact",
    "/con\ttact",
    `/${"a".repeat(250)}`,
    null,
    42,
  ])("falls back for %j", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });
});
