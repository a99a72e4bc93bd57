/**
 * Fixed-window rate limiting shared by every app instance: one row per key in
 * `rate_limits` (key, window_start in ms, count), bumped with a single upsert
 * (ON CONFLICT … DO UPDATE … RETURNING, the same statement on SQLite and
 * PostgreSQL), so concurrent requests never lose a hit.
 */
import { sql } from "kysely";
import { getDb } from "~/db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  /** hits left in the current window */
  remaining: number;
  /** seconds until the window resets (0 when allowed) */
  retryAfterS: number;
}

export interface RateLimitOptions {
  /** the current time in ms (tests) */
  now?: number;
}

export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  options: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const now = options.now ?? Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await getDb()
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        // both expressions read the row as it was before the update
        count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        window_start: sql<number>`excluded.window_start`,
      }),
    )
    .returning(["count"])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}
