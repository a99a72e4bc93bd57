import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export interface SecurityOptions {
  isProduction: boolean;
  /** The site is served over https (SITE_URL): enables HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Extra origins allowed for images and media (an S3 public URL). */
  mediaOrigins: string[];
  analytics: boolean;
}

const GOOGLE_TAG_HOSTS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.google.com",
  "https://googleads.g.doubleclick.net",
  "https://www.googleadservices.com",
];

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const google = options.analytics ? GOOGLE_TAG_HOSTS : [];
  const media = ["'self'", "data:", "blob:", ...options.mediaOrigins];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...google],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Article images may point to any https host (SPEC: main image URL).
    "img-src": [...media, "https:", ...google],
    "media-src": media,
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...google, ...(options.isProduction ? [] : ["ws:"])],
    "frame-src": options.analytics ? ["https://www.googletagmanager.com"] : ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  if (options.https) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([k, v]) => [k, ...v].join(" "))
    .join("; ");
}

/** Per-request nonce (handed to React Router through the load context) and the security headers. */
export function securityHeaders(options: SecurityOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
