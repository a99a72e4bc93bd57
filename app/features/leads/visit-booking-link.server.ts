/**
 * The customer's private link to pick a visit slot, `/visite/{token}` (docs/product.md#visits).
 * As for a devis' link (features/quotes/link.server.ts): the token is HMAC-SHA256(server secret,
 * lead id + nonce), base64url, so the acknowledgement, the devis page and every e-mail write the
 * same link without keeping it; the database keeps the nonce and the token's SHA-256, by which a
 * visit finds the request. A revoked link answers as an unknown one.
 */
import type { Kysely, Transaction } from "kysely";
import { getEnv } from "~/config/env.server";
import { isLinkTokenFormat, newLinkNonce, sha256Hex, signedLinkToken } from "~/lib/link-token.server";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";

export const VISIT_BOOKING_PATH_PREFIX = "/visite/";

export function visitLinkToken(leadId: string, nonce: string, secret: string = getEnv().AUTH_SECRET): string {
  return signedLinkToken("visit-link", [leadId, nonce], secret);
}

export function hashVisitLinkToken(token: string): string {
  return sha256Hex(token);
}

/**
 * The request's booking address, its link row written if missing (in the caller's transaction
 * when given). A revoked link stays revoked: null then.
 */
export async function visitBookingUrl(
  db: Kysely<DB> | Transaction<DB> = getDatabase().db,
  leadId: string,
  { now = new Date(), siteUrl = getEnv().SITE_URL }: { now?: Date; siteUrl?: string } = {},
): Promise<string | null> {
  const nonce = newLinkNonce();
  await db
    .insertInto("visit_booking_links")
    .values({
      lead_id: leadId,
      nonce,
      token_hash: hashVisitLinkToken(visitLinkToken(leadId, nonce)),
      created_at: now.toISOString(),
      revoked_at: null,
    })
    .onConflict((oc) => oc.column("lead_id").doNothing())
    .execute();
  const row = await db
    .selectFrom("visit_booking_links")
    .select(["nonce", "revoked_at"])
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!row || row.revoked_at) return null;
  return `${siteUrl}${VISIT_BOOKING_PATH_PREFIX}${visitLinkToken(leadId, row.nonce)}`;
}

/** The request a token opens, or null (malformed, unknown, revoked: all the same to the caller). */
export async function leadIdOfBookingToken(
  token: string,
  db: Kysely<DB> | Transaction<DB> = getDatabase().db,
): Promise<string | null> {
  // the same work whatever the token, so the answer's timing tells nothing
  const hash = hashVisitLinkToken(isLinkTokenFormat(token) ? token : "-".repeat(43));
  const row = await db
    .selectFrom("visit_booking_links")
    .select(["lead_id", "revoked_at"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (!row || row.revoked_at || !isLinkTokenFormat(token)) return null;
  return row.lead_id;
}

/** Ends a request's booking link (its page then answers as an unknown one). */
export async function revokeVisitBookingLink(db: Kysely<DB>, leadId: string, now: Date): Promise<void> {
  await db.updateTable("visit_booking_links").set({ revoked_at: now.toISOString() }).where("lead_id", "=", leadId).execute();
}
