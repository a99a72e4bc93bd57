/**
 * The business settings on a real database (docs/product.md#business-settings):
 * the environment's values until a save, the saved ones after it, seen at once
 * through another connection that had cached the old ones (another instance).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { createDatabase, type Database } from "~/db/client.server";
import { settingsFromSite } from "~/features/business-settings/site-config";
import {
  loadBusinessSettings,
  loadPublicSite,
  loadSettingsForEditing,
  saveBusinessSettings,
  settingsRevision,
} from "~/features/business-settings/settings.server";
import { publicSeo } from "~/features/seo/page-seo.server";
import { bumpContentVersion, readContentVersion } from "~/lib/content-version.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

describe.each(TEST_ENGINES)("business settings on %s", (kind) => {
  let t: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    t = await useTestDatabase(kind, { SITE_PHONE: "04 78 11 22 33" });
    other = createDatabase(getEnv());
  });
  afterAll(async () => {
    await other?.close();
    await t?.cleanup();
  });

  it("uses the environment's values until the owner saves (SITE_* are first-boot defaults)", async () => {
    const site = await loadBusinessSettings();
    expect(site.phone).toBe("04 78 11 22 33");
    expect(site.url).toBe("http://127.0.0.1:3999");
    expect(await settingsRevision()).toBeNull();
    const editing = await loadSettingsForEditing();
    expect(editing.saved).toBe(false);
    expect(editing.settings.phone).toBe("04 78 11 22 33");
    // the loaders' SEO builder brands titles with the configured name
    const seo = await publicSeo(() => ({ title: "Plan du site", description: "d", path: "/plan-du-site" }));
    expect(seo.title).toBe(`Plan du site | ${DEFAULT_SITE.name}`);
  });

  it("a save wins over the environment, moves the site version, and another connection that cached the old values sees it at once", async () => {
    expect((await loadBusinessSettings(other.db)).phone).toBe("04 78 11 22 33"); // cached on the other connection
    const before = await readContentVersion("site");
    const settings = {
      ...settingsFromSite(await loadBusinessSettings()),
      name: "Toitures Dupont",
      phone: "06 12 34 56 78",
      closures: [
        { from: "2020-08-01", to: "2020-08-15", label: "Congés passés" },
        { from: "2999-12-24", to: "2999-12-26", label: "Noël" },
      ],
    };
    await saveBusinessSettings(settings, "Jean Patron", t.database.db, () => Date.parse("2026-11-25T10:00:00Z"));
    expect(Number(await readContentVersion("site"))).toBe(Number(before) + 1);

    const site: SiteConfig = await loadBusinessSettings(other.db);
    expect(site.phone).toBe("06 12 34 56 78");
    expect(site.name).toBe("Toitures Dupont");
    expect(site.url).toBe("http://127.0.0.1:3999"); // still the environment's
    expect((await loadBusinessSettings()).phone).toBe("06 12 34 56 78");
    expect(await settingsRevision()).toEqual({ updatedAt: "2026-11-25T10:00:00.000Z", updatedBy: "Jean Patron" });
    // public pages leave out the closures already over
    expect((await loadPublicSite(() => Date.parse("2026-11-25T10:00:00Z"))).closures.map((c) => c.label)).toEqual(["Noël"]);
    const seo = await publicSeo(() => ({ title: "Plan du site", description: "d", path: "/plan-du-site" }));
    expect(seo.title).toBe("Plan du site | Toitures Dupont");

    // saved again: one row, updated
    await saveBusinessSettings({ ...settings, phone: "05 55 44 33 22" }, "Marie Patron");
    expect((await loadBusinessSettings(other.db)).phone).toBe("05 55 44 33 22");
    expect(await t.database.db.selectFrom("business_settings").select("id").execute()).toHaveLength(1);
  });

  it("a stored value that no longer passes the rules falls back to the environment's values", async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("business_settings")
        .set({ settings: JSON.stringify({ phone: "12" }) })
        .where("id", "=", 1)
        .execute();
      await bumpContentVersion("site", trx);
    });
    expect((await loadBusinessSettings()).phone).toBe("04 78 11 22 33");
  });
});
