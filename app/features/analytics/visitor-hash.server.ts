import { createHash, randomBytes } from "node:crypto";

/**
 * A visitor's key for one day (docs/product.md#statistics): SHA-256 of the
 * day's random salt, the site, the address and the user agent, cut to 16 hex
 * characters (64 bits: no two of a day's visitors share one in practice). The
 * salt is deleted once its day is over, so a key can no longer be recomputed
 * from an address; the address and user agent are never stored.
 */
export function dailyVisitorKey(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest("hex").slice(0, 16);
}

/** A new day's salt: 32 random bytes. */
export function newDailySalt(): string {
  return randomBytes(32).toString("base64url");
}
