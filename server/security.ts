import { randomFillSync } from "node:crypto";
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

/**
 * The policy of a response. Its own inline scripts are allowed by this request's nonce, or, on a
 * page shared from the cache, by their hashes (server/script-hashes.ts); 'strict-dynamic' lets
 * them load the rest, and nothing else runs.
 */
export function contentSecurityPolicy(scriptSources: string[], options: SecurityOptions): string {
  const google = options.analytics ? GOOGLE_TAG_HOSTS : [];
  const media = ["'self'", "data:", "blob:", ...options.mediaOrigins];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources, "'strict-dynamic'", ...google],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Article images may point to any https host (docs/product.md#article-save).
    "img-src": [...media, "https:", ...google],
    "media-src": media,
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...google, ...(options.isProduction ? [] : ["ws:"])],
    // the admin's service worker (alerts), from this site only: said outright rather than left to
    // script-src, where 'strict-dynamic' would decide
    "worker-src": ["'self'"],
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

/** Random bytes are drawn 4 KB at a time (one system call for 256 nonces), each nonce used once. */
const randomPool = Buffer.alloc(4096);
let poolOffset = randomPool.length;
function newNonce(): string {
  if (poolOffset + 16 > randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  poolOffset += 16;
  return randomPool.toString("base64", poolOffset - 16, poolOffset);
}

/** The security headers of every response but its Content-Security-Policy. */
export function fixedSecurityHeaders(options: SecurityOptions): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/**
 * Files under build/client (scripts, styles, fonts, icons, images): the
 * headers of every page, and a policy under which a file opened on its own
 * (an SVG, say) can run nothing and be framed by no one.
 */
export function staticFileSecurityHeaders(options: SecurityOptions): [string, string][] {
  return [
    ...fixedSecurityHeaders(options),
    [
      "Content-Security-Policy",
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ],
  ];
}

/** Per-request nonce (handed to React Router through the load context) and the security headers. */
export function securityHeaders(options: SecurityOptions) {
  const fixed = fixedSecurityHeaders(options);
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
