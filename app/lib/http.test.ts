import { describe, expect, it } from "vitest";
import { isSameOrigin, isStateChangingMethod, originOf, requestOrigin } from "./http";

function request(method: string, headers: Record<string, string>, url = "http://localhost:3000/api/leads"): Request {
  return new Request(url, { method, headers });
}

describe("isStateChangingMethod", () => {
  it("treats every method but GET, HEAD and OPTIONS as state-changing", () => {
    for (const m of ["GET", "get", "HEAD", "OPTIONS"]) expect(isStateChangingMethod(m)).toBe(false);
    for (const m of ["POST", "put", "PATCH", "DELETE", "PROPFIND"]) expect(isStateChangingMethod(m)).toBe(true);
  });
});

describe("originOf", () => {
  it("keeps scheme, host and non-default port", () => {
    expect(originOf("https://Example.FR/a?b#c")).toBe("https://example.fr");
    expect(originOf("https://example.fr:443/")).toBe("https://example.fr");
    expect(originOf("http://localhost:3000/x")).toBe("http://localhost:3000");
  });

  it("is null for opaque, foreign-scheme or invalid values", () => {
    for (const v of ["null", "", null, undefined, "file:///etc/passwd", "javascript:alert(1)", "not a url"]) {
      expect(originOf(v)).toBeNull();
    }
  });
});

describe("requestOrigin", () => {
  it("uses the Host header with the request's scheme", () => {
    expect(requestOrigin(request("POST", { host: "www.example.fr" }))).toBe("http://www.example.fr");
    expect(requestOrigin(request("POST", {}))).toBe("http://localhost:3000");
  });

  it("ignores forwarded headers unless trustProxy", () => {
    const r = request("POST", { host: "app:3000", "x-forwarded-proto": "https", "x-forwarded-host": "www.example.fr" });
    expect(requestOrigin(r)).toBe("http://app:3000");
    expect(requestOrigin(r, { trustProxy: true })).toBe("https://www.example.fr");
  });

  it("takes the first forwarded value and ignores a bad forwarded scheme", () => {
    const r = request("POST", {
      host: "app",
      "x-forwarded-proto": "https, http",
      "x-forwarded-host": "www.example.fr, proxy.internal",
    });
    expect(requestOrigin(r, { trustProxy: true })).toBe("https://www.example.fr");
    const odd = request("POST", { host: "app", "x-forwarded-proto": "gopher" });
    expect(requestOrigin(odd, { trustProxy: true })).toBe("http://app");
  });

  it("is null for a malformed host", () => {
    expect(requestOrigin(request("POST", { host: "evil.example/path" }))).toBeNull();
    expect(requestOrigin(request("POST", { host: "user@evil.example" }))).toBeNull();
  });
});

describe("isSameOrigin", () => {
  it("always lets GET and HEAD through", () => {
    expect(isSameOrigin(request("GET", { origin: "https://evil.example" }))).toBe(true);
    expect(isSameOrigin(request("HEAD", {}))).toBe(true);
  });

  it("accepts a POST from the same origin", () => {
    expect(isSameOrigin(request("POST", { host: "localhost:3000", origin: "http://localhost:3000" }))).toBe(true);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a cross-site %s", (method) => {
    expect(isSameOrigin(request(method, { host: "localhost:3000", origin: "https://evil.example" }))).toBe(false);
  });

  it("compares scheme and port too", () => {
    expect(isSameOrigin(request("POST", { host: "localhost:3000", origin: "https://localhost:3000" }))).toBe(false);
    expect(isSameOrigin(request("POST", { host: "localhost:3000", origin: "http://localhost:3001" }))).toBe(false);
    expect(isSameOrigin(request("POST", { host: "localhost:3000", origin: "http://sub.localhost:3000" }))).toBe(false);
  });

  it("falls back to the Referer only when Origin is absent", () => {
    expect(isSameOrigin(request("POST", { host: "localhost:3000", referer: "http://localhost:3000/contact" }))).toBe(true);
    expect(isSameOrigin(request("POST", { host: "localhost:3000", referer: "https://evil.example/x" }))).toBe(false);
    expect(
      isSameOrigin(
        request("POST", { host: "localhost:3000", origin: "https://evil.example", referer: "http://localhost:3000/" }),
      ),
    ).toBe(false);
  });

  it("refuses without Origin and Referer, and an opaque 'null' Origin", () => {
    expect(isSameOrigin(request("POST", { host: "localhost:3000" }))).toBe(false);
    expect(isSameOrigin(request("POST", { host: "localhost:3000", origin: "null", referer: "http://localhost:3000/" }))).toBe(
      false,
    );
  });

  it("accepts a configured origin, given as a string or in options", () => {
    const r = request("POST", { host: "app:3000", origin: "https://www.example.fr" });
    expect(isSameOrigin(r)).toBe(false);
    expect(isSameOrigin(r, "https://www.example.fr/")).toBe(true);
    expect(isSameOrigin(r, { allowedOrigin: ["https://example.fr", "https://www.example.fr"] })).toBe(true);
    expect(isSameOrigin(r, { allowedOrigin: "https://other.example" })).toBe(false);
  });

  it("trusts forwarded headers only with trustProxy", () => {
    const r = request("POST", {
      host: "app:3000",
      origin: "https://www.example.fr",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.example.fr",
    });
    expect(isSameOrigin(r)).toBe(false);
    expect(isSameOrigin(r, { trustProxy: true })).toBe(true);
  });

  it("refuses when the Host header is forged into something malformed", () => {
    expect(isSameOrigin(request("POST", { host: "evil.example/x", origin: "http://evil.example" }))).toBe(false);
  });
});
