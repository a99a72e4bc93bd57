import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { createDatabase } from "~/db/client.server";
import { hashClientIp, hitRateLimit, peekRateLimit, pruneRateLimits } from "~/lib/rate-limit.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const HOUR = 60 * 60 * 1000;

describe.each(TEST_ENGINES)("rate limiter on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("allows `limit` hits in a window, then refuses until the window ends", async () => {
    const now = Date.UTC(2026, 4, 19, 10, 15, 0);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit("t:a", 3, HOUR, { now }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0, 0]);
    // the hour window ends at 11:00, 45 minutes later
    expect(results[3].retryAfterS).toBe(45 * 60);

    const nextWindow = await hitRateLimit("t:a", 3, HOUR, { now: now + 45 * 60 * 1000 });
    expect(nextWindow).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("tells what a hit would be told without counting one", async () => {
    const now = Date.UTC(2026, 4, 19, 18, 15, 0);
    expect(await peekRateLimit("t:peek", 2, HOUR, { now })).toMatchObject({ allowed: true, remaining: 2 });
    await hitRateLimit("t:peek", 2, HOUR, { now });
    expect(await peekRateLimit("t:peek", 2, HOUR, { now })).toMatchObject({ allowed: true, remaining: 1 });
    // the last hit allowed: a peek before it said yes, and a peek after it says no, with the wait
    expect((await hitRateLimit("t:peek", 2, HOUR, { now })).allowed).toBe(true);
    expect(await peekRateLimit("t:peek", 2, HOUR, { now })).toEqual({ allowed: false, remaining: 0, retryAfterS: 45 * 60 });
    expect(await peekRateLimit("t:peek", 2, HOUR, { now })).toMatchObject({ allowed: false });
    const row = await t.database.db.selectFrom("rate_limits").selectAll().where("key", "=", "t:peek").executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(2);
    // the next window starts afresh
    expect(await peekRateLimit("t:peek", 2, HOUR, { now: now + 45 * 60 * 1000 })).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("counts each key on its own", async () => {
    const now = Date.UTC(2026, 4, 19, 12, 0, 0);
    expect((await hitRateLimit("t:b", 1, HOUR, { now })).allowed).toBe(true);
    expect((await hitRateLimit("t:b", 1, HOUR, { now })).allowed).toBe(false);
    expect((await hitRateLimit("t:c", 1, HOUR, { now })).allowed).toBe(true);
  });

  it("never rewinds the window for a late request from an older one", async () => {
    const now = Date.UTC(2026, 4, 19, 14, 0, 0);
    await hitRateLimit("t:d", 2, HOUR, { now });
    await hitRateLimit("t:d", 2, HOUR, { now });
    const late = await hitRateLimit("t:d", 2, HOUR, { now: now - 1000 });
    expect(late.allowed).toBe(false);
    const row = await t.database.db.selectFrom("rate_limits").selectAll().where("key", "=", "t:d").executeTakeFirstOrThrow();
    expect(Number(row.window_start)).toBe(now);
    expect(Number(row.count)).toBe(3);
  });

  it("lets exactly `limit` of many simultaneous hits through, across two app instances", async () => {
    const env = getEnv();
    const other = createDatabase(env);
    try {
      const now = Date.UTC(2026, 4, 19, 16, 0, 0);
      const hits = Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? hitRateLimit("t:concurrent", 10, HOUR, { now })
          : hitRateLimit("t:concurrent", 10, HOUR, { now, db: other.db, kind: other.kind }),
      );
      const results = await Promise.all(hits);
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });

  it("prunes counters of old windows only", async () => {
    const now = Date.UTC(2026, 4, 20, 10, 0, 0);
    await hitRateLimit("t:old", 5, HOUR, { now: now - 3 * 24 * HOUR });
    await hitRateLimit("t:recent", 5, HOUR, { now });
    await pruneRateLimits(24 * HOUR, { now });
    const keys = (await t.database.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(keys).toContain("t:recent");
    expect(keys).not.toContain("t:old");
  });
});

describe("hashClientIp", () => {
  const secret = "s".repeat(32);
  it("is stable, salted, and never contains the address", () => {
    const a = hashClientIp("203.0.113.7", secret);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toBe(hashClientIp("203.0.113.7", secret));
    expect(a).toBe(hashClientIp("::ffff:203.0.113.7", secret));
    expect(a).not.toBe(hashClientIp("203.0.113.8", secret));
    expect(a).not.toBe(hashClientIp("203.0.113.7", "t".repeat(32)));
    expect(a).not.toContain("203");
    expect(hashClientIp(null, secret)).toBeNull();
    expect(hashClientIp("  ", secret)).toBeNull();
  });
});
