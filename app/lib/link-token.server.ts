/**
 * Private links sent by e-mail (a devis, a visit booking, an unsubscribe, the owner's calendar):
 * the token is an HMAC of what the link is for, keyed with the server's secret, so nobody can
 * guess one and the server can write the same link again without keeping it; the database
 * keeps only the token's SHA-256, by which a visit finds its row. A new nonce ends the old link.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

/** A fresh nonce: 16 random bytes, base64url. */
export function newLinkNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** base64url(HMAC-SHA256(secret, 'purpose:part:part…')): 43 characters. */
export function signedLinkToken(purpose: string, parts: readonly string[], secret: string): string {
  return createHmac("sha256", secret)
    .update([purpose, ...parts].join(":"), "utf8")
    .digest("base64url");
}

/** What is stored and looked up: the SHA-256 of a token (or of any text), in hex. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** 43 base64url characters: anything else is refused before the database is asked. */
export function isLinkTokenFormat(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
