/**
 * Qualifications past their date leave the public site by themselves
 * (docs/product.md#qualifications): public pages read the site through
 * loadPublicSite with the clock, on a real database; 'Réglages' keeps them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsFromSite } from "~/features/business-settings/site-config";
import {
  loadBusinessSettings,
  loadPublicSite,
  loadSettingsForEditing,
  saveBusinessSettings,
} from "~/features/business-settings/settings.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const at = (iso: string) => () => Date.parse(iso);

describe.each(TEST_ENGINES)("qualifications on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("shows a qualification until its last day included, Paris time, and no more the next day", async () => {
    await saveBusinessSettings(
      {
        ...settingsFromSite(await loadBusinessSettings()),
        qualifications: [
          { name: "Qualibat 3111", number: "E-12345", validUntil: "2026-12-31" },
          { name: "RGE Qualibat", number: "R-678", validUntil: "2027-06-30" },
        ],
      },
      "Jean Patron",
    );
    const names = async (iso: string) => (await loadPublicSite(at(iso))).qualifications.map((q) => q.name);
    expect(await names("2026-12-31T22:59:00Z")).toEqual(["Qualibat 3111", "RGE Qualibat"]); // 23:59 in Paris
    expect(await names("2026-12-31T23:00:00Z")).toEqual(["RGE Qualibat"]); // midnight in Paris
    expect(await names("2027-07-01T10:00:00Z")).toEqual([]);
    // the owner still sees it in 'Réglages', to renew or remove it
    expect((await loadSettingsForEditing()).settings.qualifications).toHaveLength(2);
  });
});
