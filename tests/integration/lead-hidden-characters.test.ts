/**
 * No stored field of a request keeps a hidden character (docs/product.md#visitor-text): U+0085
 * (a C1 control, 'next line') and U+202E (right-to-left override, with which a text shows other
 * than it reads) sent in the names, the other fields, the attribution's hidden fields and the
 * User-Agent of the three forms' real endpoints are gone from what the database holds.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as callbackAction } from "~/routes/api/callback";
import { action as contactAction } from "~/routes/api/contact";
import { action as quoteAction } from "~/routes/api/quote";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { formPost, visitorsFrom } from "./helpers/lead-requests";

const HIDDEN = /[\u0085\u202E]/;
const NEL = "\u0085";
const RLO = "\u202E";

const { call } = visitorsFrom("192.0.2");
// a header's bytes are read as Latin-1: 0x85 arrives as U+0085
const post = (path: string, fields: Record<string, string>) =>
  formPost(path, fields, { json: true, userAgent: `Mozilla/5.0${NEL} (vitest)` });

const attribution = {
  _landing: `/landing/${RLO}zinguerie${NEL}`,
  _referrer: `www.goo${NEL}gle.com`,
  _utm_source: `goo${NEL}gle`,
  _utm_medium: `c${RLO}pc`,
  _utm_campaign: `hiver${NEL}${RLO} 2026`,
  _gclid: `abc${RLO}`,
};

describe.each(TEST_ENGINES)("hidden characters in a request on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind, { SMTP_URL: "", LEAD_ACKNOWLEDGEMENT: "off", RATE_LIMIT_LEADS_PER_HOUR: "1000" });
  });
  afterEach(async () => {
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("leads").execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const storedLead = () => t.database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();

  function expectNoHiddenCharacter(lead: Record<string, unknown>) {
    for (const [column, value] of Object.entries(lead)) {
      if (typeof value === "string") expect(value, column).not.toMatch(HIDDEN);
    }
  }

  it("form A: the names, every other field and the attribution lose U+0085 and U+202E", async () => {
    const res = await call(
      contactAction,
      post("/api/leads/contact", {
        prenom: `${RLO}Jean${NEL}`,
        nom: `Du${RLO}pont`,
        telephone: `06 12 34 56 78${NEL}`,
        email: `jean.dupont@example.fr${RLO}`,
        ville: `Ta${NEL}rare`,
        projet: "gouttieres",
        description: `Fuite${RLO} côté rue.\nMerci${NEL} de rappeler.`,
        ...attribution,
      }),
    );
    expect(res.status).toBe(200);
    const lead = await storedLead();
    expectNoHiddenCharacter(lead);
    expect(lead).toMatchObject({
      first_name: "Jean",
      last_name: "Du pont",
      phone: "06 12 34 56 78",
      email: "jean.dupont@example.fr",
      city: "Ta rare",
      message: "Fuite côté rue.\nMerci de rappeler.",
      landing_path: "/landing/zinguerie",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "hiver 2026",
      gclid: "abc",
      user_agent: "Mozilla/5.0 (vitest)",
    });
  });

  it("form B: the site's address and the description too", async () => {
    const res = await call(
      quoteAction,
      post("/api/leads/quote", {
        firstName: `Hélène${RLO}`,
        lastName: `Mül${NEL}ler`,
        email: "helene@example.fr",
        phone: "0472000000",
        address: `12 rue des Tuiles${RLO}, 69001 Lyon`,
        projectType: "renovation",
        surface: "",
        description: `Toiture${NEL} à refaire${RLO}.`,
        _utm_campaign: `printemps${RLO}`,
      }),
    );
    expect(res.status).toBe(200);
    const lead = await storedLead();
    expectNoHiddenCharacter(lead);
    expect(lead).toMatchObject({
      first_name: "Hélène",
      last_name: "Mül ler",
      message: "Toiture à refaire.",
      utm_campaign: "printemps",
    });
  });

  it("the emergency call-back: its name and postcode too", async () => {
    const res = await call(
      callbackAction,
      post("/api/leads/callback", {
        nom: `Jean${RLO} Dupont${NEL}`,
        telephone: "06 12 34 56 78",
        codePostal: "69003",
        ...attribution,
      }),
    );
    expect(res.status).toBe(200);
    const lead = await storedLead();
    expectNoHiddenCharacter(lead);
    expect(lead).toMatchObject({ last_name: "Jean Dupont", utm_campaign: "hiver 2026" });
  });
});
