import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding";

const BOTH = ["br", "gzip"] as const;

describe("preferredEncoding", () => {
  it("prefers brotli when a browser accepts it, whatever its order", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", BOTH)).toBe("br");
    expect(preferredEncoding("br", BOTH)).toBe("br");
  });

  it("falls back to gzip, then to the identity body", () => {
    expect(preferredEncoding("gzip, deflate", BOTH)).toBe("gzip");
    expect(preferredEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("deflate", BOTH)).toBeNull();
    expect(preferredEncoding("identity", BOTH)).toBeNull();
    expect(preferredEncoding(undefined, BOTH)).toBeNull();
    expect(preferredEncoding("", BOTH)).toBeNull();
    expect(preferredEncoding("br, gzip", [])).toBeNull();
  });

  it("honours q=0 refusals and the wildcard", () => {
    expect(preferredEncoding("br;q=0, gzip", BOTH)).toBe("gzip");
    expect(preferredEncoding("BR ; q=0.5", BOTH)).toBe("br");
    expect(preferredEncoding("*", BOTH)).toBe("br");
    expect(preferredEncoding("*, br;q=0", BOTH)).toBe("gzip");
    expect(preferredEncoding("*;q=0", BOTH)).toBeNull();
  });
});
