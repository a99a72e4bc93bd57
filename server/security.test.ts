import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, type SecurityOptions } from "./security";

const OPTIONS: SecurityOptions = { isProduction: true, https: true, mediaOrigins: [], analytics: false };

function nonceOfOneResponse(middleware: ReturnType<typeof securityHeaders>): { nonce: string; policy: string } {
  const headers = new Map<string, string>();
  const res = { locals: {} as Record<string, unknown>, setHeader: (name: string, value: string) => headers.set(name, value) };
  middleware({} as Request, res as unknown as Response, (() => {}) as NextFunction);
  return { nonce: String(res.locals.cspNonce), policy: headers.get("Content-Security-Policy")! };
}

describe("security headers", () => {
  it("gives every response its own 128-bit nonce, in its policy", () => {
    const middleware = securityHeaders(OPTIONS);
    const nonces = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const { nonce, policy } = nonceOfOneResponse(middleware);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(1000);
  });

  it("allows a shared page's scripts by their hashes, and keeps every other directive", () => {
    const hashed = contentSecurityPolicy(["'sha256-abc='", "'sha256-def='"], OPTIONS);
    expect(hashed).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=' 'strict-dynamic';");
    expect(hashed.replace(/script-src [^;]+/, "")).toBe(
      contentSecurityPolicy(["'nonce-x'"], OPTIONS).replace(/script-src [^;]+/, ""),
    );
    expect(hashed).toContain("frame-ancestors 'none'");
    expect(hashed).toContain("upgrade-insecure-requests");
  });
});
