/**
 * The business details as every page, e-mail and job sees them
 * (docs/product.md#business-settings): the environment's SITE_* values until
 * the owner saves the 'Réglages' page, then the saved ones. Reading is cheap:
 * the merged configuration is kept in memory under the 'site' content
 * version, so a render costs one small query, and a save (which moves that
 * version in its transaction) is seen by every instance on its next read.
 */
import type { Kysely } from "kysely";
import { getEnv, siteConfigFromEnv, type Env } from "~/config/env.server";
import { validQualifications, type SiteConfig } from "~/config/site";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { parisDay } from "~/lib/business-hours";
import { systemClock, type Clock } from "~/lib/clock";
import { bumpContentVersion, readContentVersion } from "~/lib/content-version.server";
import { logger } from "~/lib/logger.server";
import { applyBusinessSettings, settingsFromSite } from "./site-config";
import { parseStoredSettings } from "./stored-settings";
import type { BusinessSettings } from "./types";

const ROW_ID = 1;

interface Cached {
  version: string;
  env: Env;
  site: SiteConfig;
  saved: BusinessSettings | null;
}

/** One entry per database handle (tests open several). */
const cache = new WeakMap<Kysely<DB>, Cached>();

async function readSaved(db: Kysely<DB>): Promise<BusinessSettings | null> {
  const row = await db.selectFrom("business_settings").select("settings").where("id", "=", ROW_ID).executeTakeFirst();
  if (!row) return null;
  const settings = parseStoredSettings(row.settings);
  if (!settings) logger.warn("saved business settings do not pass validation: the environment's values are used");
  return settings;
}

async function current(db: Kysely<DB>, env: Env): Promise<Cached> {
  // the version first: a save that lands between the two reads only makes the next call read again
  const version = await readContentVersion("site", db);
  const hit = cache.get(db);
  if (hit && hit.version === version && hit.env === env) return hit;
  const saved = await readSaved(db);
  const base = siteConfigFromEnv(env);
  const entry: Cached = { version, env, saved, site: saved ? applyBusinessSettings(base, saved) : base };
  cache.set(db, entry);
  return entry;
}

/** The site configuration: the environment's, with the owner's saved settings over it. */
export async function loadBusinessSettings(db: Kysely<DB> = getDb(), env: Env = getEnv()): Promise<SiteConfig> {
  return (await current(db, env)).site;
}

/**
 * The site as public pages show it: closures already over and qualifications
 * past their date (docs/product.md#qualifications) are left out (they no
 * longer concern a visitor; pages are cached per day, so they drop off at
 * midnight, Paris time).
 */
export async function loadPublicSite(clock: Clock = systemClock, db: Kysely<DB> = getDb()): Promise<SiteConfig> {
  const site = await loadBusinessSettings(db);
  const today = parisDay(new Date(clock()));
  const qualifications = validQualifications(site.qualifications, today);
  if (site.closures.every((c) => c.to >= today) && qualifications.length === site.qualifications.length) return site;
  return { ...site, closures: site.closures.filter((c) => c.to >= today), qualifications };
}

/** What the 'Réglages' form starts from: the saved settings, else the environment's values. */
export async function loadSettingsForEditing(
  db: Kysely<DB> = getDb(),
  env: Env = getEnv(),
): Promise<{ settings: BusinessSettings; saved: boolean }> {
  const entry = await current(db, env);
  return entry.saved ? { settings: entry.saved, saved: true } : { settings: settingsFromSite(entry.site), saved: false };
}

/** When and by whom the settings were last saved; null while the environment's values are in use. */
export async function settingsRevision(
  db: Kysely<DB> = getDb(),
): Promise<{ updatedAt: string; updatedBy: string | null } | null> {
  const row = await db
    .selectFrom("business_settings")
    .select(["updated_at", "updated_by"])
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  return row ? { updatedAt: toIso(row.updated_at), updatedBy: row.updated_by } : null;
}

/** Stores the owner's settings and moves the 'site' version in the same transaction (every cached page re-renders). */
export async function saveBusinessSettings(
  settings: BusinessSettings,
  by: string,
  db: Kysely<DB> = getDb(),
  clock: Clock = systemClock,
): Promise<void> {
  const values = { settings: JSON.stringify(settings), updated_at: new Date(clock()).toISOString(), updated_by: by };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("business_settings")
      .values({ id: ROW_ID, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    await bumpContentVersion("site", trx);
  });
}
