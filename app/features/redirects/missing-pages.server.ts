/**
 * The log of public addresses that answered 404 (docs/product.md#redirects):
 * one row per path with its visits (people and robots apart) and when it was
 * last asked for. Written on every 404 with a single upsert; kept to the most
 * recent rows by an occasional trim, so it cannot grow without bound.
 */
import { sql, type Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { systemClock, type Clock } from "~/lib/clock";
import { isPrivatePath, MAX_PATH_LENGTH } from "./paths";

/** How many paths the log keeps (the most recently seen). */
export const MISSING_PAGES_CAP = 500;
/** The trim runs on one write in this many (per process): the log may exceed the cap by that much meanwhile. */
const TRIM_EVERY = 25;

const ROBOT_AGENT =
  /bot|crawl|spider|slurp|fetch|scan|monitor|preview|facebookexternalhit|curl|wget|python|go-http|java\/|httpclient|axios|node-fetch|^$/i;
/** Files, not pages: a missing one is a stale cache or a probe, nothing to redirect. */
const FILE_PATH =
  /^\/(assets|media|build|fonts|images)\/|\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|mp4|webm|pdf|json|txt|xml|webmanifest)$/i;

export function isRobot(userAgent: string | null): boolean {
  return ROBOT_AGENT.test((userAgent ?? "").trim());
}

/** True for the paths the log keeps: short public page addresses. */
export function isLoggablePath(path: string): boolean {
  return path.length > 0 && path.length <= MAX_PATH_LENGTH && !isPrivatePath(path) && !FILE_PATH.test(path);
}

export interface RecordOptions {
  db?: Kysely<DB>;
  clock?: Clock;
  cap?: number;
  /** trim on one write in this many; 1 trims on every write */
  trimEvery?: number;
}

let writes = 0;

/** Counts one 404 for `path`. Never throws: the 404 page answers whatever happens here. */
export async function recordMissingPage(path: string, userAgent: string | null, options: RecordOptions = {}): Promise<void> {
  if (!isLoggablePath(path)) return;
  const { db = getDb(), clock = systemClock, cap = MISSING_PAGES_CAP, trimEvery = TRIM_EVERY } = options;
  const robot = isRobot(userAgent);
  const now = new Date(clock()).toISOString();
  try {
    await db
      .insertInto("missing_pages")
      .values({ path, hits: robot ? 0 : 1, bot_hits: robot ? 1 : 0, last_seen_at: now })
      .onConflict((oc) =>
        oc.column("path").doUpdateSet({
          hits: sql<number>`missing_pages.hits + excluded.hits`,
          bot_hits: sql<number>`missing_pages.bot_hits + excluded.bot_hits`,
          last_seen_at: now,
        }),
      )
      .execute();
    writes += 1;
    if (writes % trimEvery === 0) await trimMissingPages(db, cap);
  } catch {
    // the log is a help, not a duty: a failed write loses one count
  }
}

/** Keeps the `cap` most recently seen paths. */
export async function trimMissingPages(db: Kysely<DB> = getDb(), cap = MISSING_PAGES_CAP): Promise<void> {
  const oldestKept = await db
    .selectFrom("missing_pages")
    .select("last_seen_at")
    .orderBy("last_seen_at", "desc")
    .limit(1)
    .offset(cap - 1)
    .executeTakeFirst();
  if (!oldestKept) return;
  await db.deleteFrom("missing_pages").where("last_seen_at", "<", oldestKept.last_seen_at).execute();
}

export interface MissingPage {
  path: string;
  hits: number;
  botHits: number;
  lastSeenAt: string;
}

/** The most recently seen missing paths first. */
export async function listMissingPages(limit = 100, db: Kysely<DB> = getDb()): Promise<MissingPage[]> {
  const rows = await db
    .selectFrom("missing_pages")
    .select(["path", "hits", "bot_hits", "last_seen_at"])
    .orderBy("last_seen_at", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    path: r.path,
    hits: Number(r.hits),
    botHits: Number(r.bot_hits),
    lastSeenAt: toIso(r.last_seen_at),
  }));
}

/** Forgets a path (once a redirect answers it, it is no longer missing). */
export async function forgetMissingPage(path: string, db: Kysely<DB> = getDb()): Promise<void> {
  await db.deleteFrom("missing_pages").where("path", "=", path).execute();
}
