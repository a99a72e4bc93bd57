/**
 * The review e-mail's unsubscribe link, `/avis/desinscription/{token}` (docs/product.md#review-requests).
 * The token is HMAC-SHA256(server secret, lead id), base64url: unguessable without the secret, the
 * same for every message about one request. The database keeps its SHA-256, by which the page finds
 * the request (and so the address to stop writing to).
 */
import { getEnv } from "~/config/env.server";
import { sha256Hex, signedLinkToken } from "~/lib/link-token.server";
import { REVIEW_UNSUBSCRIBE_PREFIX } from "./paths";

export function unsubscribeToken(leadId: string, secret: string = getEnv().AUTH_SECRET): string {
  return signedLinkToken("review-unsubscribe", [leadId], secret);
}

/** What is stored and looked up: the token's SHA-256, in hex. */
export function hashUnsubscribeToken(token: string): string {
  return sha256Hex(token);
}

export function unsubscribeUrl(leadId: string, siteUrl: string = getEnv().SITE_URL, secret?: string): string {
  return `${siteUrl}${REVIEW_UNSUBSCRIBE_PREFIX}${unsubscribeToken(leadId, secret)}`;
}

/** The key an address is remembered by once it opted out: SHA-256 of the address, trimmed and lower-cased. */
export function optOutKey(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}
