/**
 * The customer's private link to a devis, `/devis/{token}` (docs/product.md#devis-link).
 * The token is HMAC-SHA256(server secret, quote id + nonce), base64url: unguessable
 * without the secret, and the server can write the same link again (a reminder, a
 * new version) without keeping it. The database keeps the nonce and the token's
 * SHA-256, by which a visit finds the devis; a new nonce, or a revocation, ends
 * the old link.
 */
import { getEnv } from "~/config/env.server";
import { newLinkNonce, sha256Hex, signedLinkToken } from "~/lib/link-token.server";

export const QUOTE_PATH_PREFIX = "/devis/";

/** A fresh nonce for a new link. */
export function newQuoteLinkNonce(): string {
  return newLinkNonce();
}

export function quoteLinkToken(quoteId: string, nonce: string, secret: string = getEnv().AUTH_SECRET): string {
  return signedLinkToken("devis-link", [quoteId, nonce], secret);
}

/** What is stored and looked up: the token's SHA-256, in hex. */
export function hashQuoteLinkToken(token: string): string {
  return sha256Hex(token);
}

/** The absolute address the customer receives. */
export function quoteLinkUrl(quoteId: string, nonce: string, siteUrl: string = getEnv().SITE_URL): string {
  return `${siteUrl}${QUOTE_PATH_PREFIX}${quoteLinkToken(quoteId, nonce)}`;
}
