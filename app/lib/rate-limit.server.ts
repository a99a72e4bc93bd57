import { createHmac } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { getEnv } from "~/config/env.server";
import { getDatabase, type DbKind } from "~/db/client.server";
import { systemClock, type Clock } from "~/lib/clock";
import type { DB } from "~/db/schema";

/**
 * Fixed-window rate limits shared by every app instance: one row per key in
 * `rate_limits` (key, window_start, count), bumped with a single atomic
 * upsert, so two processes (or two requests in one) never both slip under the
 * limit. Works the same on SQLite and PostgreSQL.
 */
export interface RateLimitResult {
  /** false once the key has been hit more than `limit` times in the current window */
  allowed: boolean;
  /** hits left in the current window (0 when refused) */
  remaining: number;
  /** seconds until the window ends, for a Retry-After header (0 when allowed) */
  retryAfterS: number;
}

export interface RateLimitOptions {
  /** another database than the process's (tests of several instances) */
  db?: Kysely<DB>;
  kind?: DbKind;
  /** the current time in ms, from the caller's clock (app/lib/clock.ts); Date.now() when absent */
  now?: number;
}

/**
 * Counts one hit for `key` in the window of `windowMs` containing now, and
 * says whether it is within `limit`. A refused hit is counted too (a client
 * hammering the endpoint stays refused until the window ends).
 */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  options: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const database = options.db && options.kind ? null : getDatabase();
  const db = options.db ?? database!.db;
  const kind = options.kind ?? database!.kind;
  const now = options.now ?? Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  // A late request from an older window (clock skew between instances) never rewinds the window.
  const newerWindow = kind === "postgres" ? sql`greatest` : sql`max`;

  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when excluded.window_start > rate_limits.window_start then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`${newerWindow}(excluded.window_start, rate_limits.window_start)`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();

  const count = Number(row.count);
  const allowed = count <= limit;
  const windowEnd = Number(row.window_start) + windowMs;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

/**
 * What a hit for `key` would be told now, without counting one: for a check
 * made before costly work (reading a form's photos), whose hit is counted
 * with hitRateLimit once the work is done, so that the client pays as it
 * would without the check.
 */
export async function peekRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  options: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const db = options.db ?? getDatabase().db;
  const now = options.now ?? Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db.selectFrom("rate_limits").select(["count", "window_start"]).where("key", "=", key).executeTakeFirst();
  // an older window is over (a newer one, from another instance's clock, still counts, as in hitRateLimit)
  const current = row && Number(row.window_start) >= windowStart ? row : null;
  const count = current ? Number(current.count) : 0;
  const allowed = count < limit;
  const windowEnd = (current ? Number(current.window_start) : windowStart) + windowMs;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

/**
 * Gives back one hit of the current window (a sign-in that succeeded is not
 * an attempt against the account). Never below zero.
 */
export async function refundRateLimit(key: string, options: RateLimitOptions = {}): Promise<void> {
  const db = options.db ?? getDatabase().db;
  await db
    .updateTable("rate_limits")
    .set({ count: sql<number>`count - 1` })
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
}

/** Deletes counters whose window started more than `olderThanMs` ago. */
export async function pruneRateLimits(olderThanMs: number, options: RateLimitOptions = {}): Promise<number> {
  const db = options.db ?? getDatabase().db;
  const now = options.now ?? Date.now();
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", now - olderThanMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A client IP as stored anywhere in the database: an HMAC with AUTH_SECRET as
 * the salt (no raw IP is kept; the same IP gives the same key on every instance).
 */
export function hashClientIp(ip: string | null | undefined, secret: string = getEnv().AUTH_SECRET): string | null {
  if (!ip) return null;
  const normalised = ip.trim().replace(/^::ffff:/, "");
  if (!normalised) return null;
  return createHmac("sha256", secret).update(`ip:${normalised}`).digest("hex").slice(0, 32);
}

/** Counters older than this are deleted by the hourly pruning (longer than any window we use). */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes stale counters every hour (unref'd timer); returns the function that stops it. */
export function startRateLimitPruning(everyMs = 60 * 60 * 1000, clock: Clock = systemClock): () => void {
  const timer = setInterval(() => {
    pruneRateLimits(RATE_LIMIT_RETENTION_MS, { now: clock() }).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
