import { describe, expect, it } from "vitest";
import { isPreviewTokenFormat, previewPath, PREVIEW_TOKEN_PATTERN } from "./preview-links";
import { hashPreviewToken, newPreviewToken } from "./preview-links.server";

describe("preview link tokens", () => {
  it("are 32 random bytes in base64url: 43 URL-safe characters, never twice the same", () => {
    const tokens = Array.from({ length: 200 }, () => newPreviewToken());
    for (const token of tokens) {
      expect(token).toMatch(PREVIEW_TOKEN_PATTERN);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(isPreviewTokenFormat(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("refuses anything else before any lookup", () => {
    const token = newPreviewToken();
    for (const forged of [
      "",
      token.slice(1),
      `${token}A`,
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}/`,
      "../../etc/passwd",
    ]) {
      expect(isPreviewTokenFormat(forged), forged).toBe(false);
    }
  });

  it("are stored as their SHA-256 only", () => {
    const token = "a".repeat(43);
    // SHA-256 of 43 × "a", in hex (as `printf %s aaa… | sha256sum` gives it)
    expect(hashPreviewToken(token)).toBe("66d34fba71f8f450f7e45598853e53bfc23bbd129027cbb131a2f4ffd7878cd0");
    expect(hashPreviewToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashPreviewToken(token)).not.toContain(token);
    expect(hashPreviewToken(newPreviewToken())).not.toBe(hashPreviewToken(token));
    expect(previewPath(token)).toBe(`/apercu/${token}`);
  });
});
