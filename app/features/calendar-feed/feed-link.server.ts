/**
 * The owner's private calendar feed address, `/agenda/{token}.ics` (docs/product.md#calendar-feed).
 * One secret for the business: the token is HMAC-SHA256(server secret, nonce), base64url, so the
 * Réglages page can show the address again without storing it; the database keeps the nonce and the
 * token's SHA-256, by which a calendar's request is recognised. 'Générer une nouvelle adresse' draws
 * a new nonce: the old address then answers 404.
 */
import type { Kysely } from "kysely";
import { getEnv } from "~/config/env.server";
import { newLinkNonce, sha256Hex, signedLinkToken } from "~/lib/link-token.server";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";

export const CALENDAR_FEED_PREFIX = "/agenda/";
export const CALENDAR_FEED_SUFFIX = ".ics";
const ROW_ID = 1;

export function calendarFeedToken(nonce: string, secret: string = getEnv().AUTH_SECRET): string {
  return signedLinkToken("calendar-feed", [nonce], secret);
}

export function hashCalendarFeedToken(token: string): string {
  return sha256Hex(token);
}

export function calendarFeedUrl(nonce: string, siteUrl: string = getEnv().SITE_URL, secret?: string): string {
  return `${siteUrl}${CALENDAR_FEED_PREFIX}${calendarFeedToken(nonce, secret)}${CALENDAR_FEED_SUFFIX}`;
}

function newRow(now: Date) {
  const nonce = newLinkNonce();
  return { id: ROW_ID, nonce, token_hash: hashCalendarFeedToken(calendarFeedToken(nonce)), created_at: now.toISOString() };
}

/** The feed's current address; the first call creates it. */
export async function currentCalendarFeed(now: Date, db: Kysely<DB> = getDb()): Promise<{ url: string; createdAt: string }> {
  await db
    .insertInto("calendar_feed_secrets")
    .values(newRow(now))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const row = await db
    .selectFrom("calendar_feed_secrets")
    .select(["nonce", "created_at"])
    .where("id", "=", ROW_ID)
    .executeTakeFirstOrThrow();
  return { url: calendarFeedUrl(row.nonce), createdAt: new Date(row.created_at).toISOString() };
}

/** A new address; the previous one stops answering at once. */
export async function regenerateCalendarFeed(now: Date, db: Kysely<DB> = getDb()): Promise<void> {
  const row = newRow(now);
  await db
    .insertInto("calendar_feed_secrets")
    .values(row)
    .onConflict((oc) => oc.column("id").doUpdateSet({ nonce: row.nonce, token_hash: row.token_hash, created_at: row.created_at }))
    .execute();
}

/**
 * Whether a requested file name (`{token}.ics`) is the current feed. The same work whatever is asked:
 * one hash and one query, so a guessed or revoked address cannot be told from an unknown one by its timing.
 */
export async function isCurrentCalendarFeed(fileName: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  const token = fileName.endsWith(CALENDAR_FEED_SUFFIX) ? fileName.slice(0, -CALENDAR_FEED_SUFFIX.length) : fileName;
  const row = await db
    .selectFrom("calendar_feed_secrets")
    .select("id")
    .where("id", "=", ROW_ID)
    .where("token_hash", "=", hashCalendarFeedToken(token.slice(0, 200)))
    .executeTakeFirst();
  return Boolean(row) && fileName.endsWith(CALENDAR_FEED_SUFFIX);
}
