/**
 * The customer's private link to a devis, `/devis/{token}` (docs/product.md#devis-link).
 * The token is HMAC-SHA256(server secret, quote id + nonce), base64url: unguessable
 * without the secret, and the server can write the same link again (a reminder, a
 * new version) without keeping it. The database keeps the nonce and the token's
 * SHA-256, by which a visit finds the devis; a new nonce, or a revocation, ends
 * the old link.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { getEnv } from "~/config/env.server";

export const QUOTE_PATH_PREFIX = "/devis/";

/** A fresh nonce for a new link. */
export function newQuoteLinkNonce(): string {
  return randomBytes(16).toString("base64url");
}

export function quoteLinkToken(quoteId: string, nonce: string, secret: string = getEnv().AUTH_SECRET): string {
  return createHmac("sha256", secret).update(`devis-link:${quoteId}:${nonce}`, "utf8").digest("base64url");
}

/** What is stored and looked up: the token's SHA-256, in hex. */
export function hashQuoteLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The absolute address the customer receives. */
export function quoteLinkUrl(quoteId: string, nonce: string, siteUrl: string = getEnv().SITE_URL): string {
  return `${siteUrl}${QUOTE_PATH_PREFIX}${quoteLinkToken(quoteId, nonce)}`;
}
