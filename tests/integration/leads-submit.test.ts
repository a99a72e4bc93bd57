import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readLeadFormState } from "~/features/leads/form-state.server";
import type { LeadFormState } from "~/features/leads/form-state";
import { BODY_TOO_LARGE_MESSAGE } from "~/features/leads/submit.server";
import { action as contactAction } from "~/routes/api/contact";
import { action as quoteAction } from "~/routes/api/quote";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { CONTACT_FIELDS, formPost, ORIGIN, QUOTE_FIELDS, visitorsFrom } from "./helpers/lead-requests";

const LIMIT = 4;
const contact = CONTACT_FIELDS;
const quote = QUOTE_FIELDS;
const { freshIp, call } = visitorsFrom("198.51.100");
const post = formPost;

/** Follows a no-JS redirect: the page's loader reads the state from the cookies the endpoint set. */
async function stateAfterRedirect(response: Response): Promise<{ state: LeadFormState | null; clears: string[] }> {
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const request = new Request(`${ORIGIN}${response.headers.get("location")}`, {
    headers: { cookie: cookies.filter((c) => !c.endsWith("=")).join("; ") },
  });
  const { leadForm, headers } = await readLeadFormState(request);
  return { state: leadForm, clears: headers.getSetCookie() };
}

describe.each(TEST_ENGINES)("lead submission endpoints on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    // one message per request here (the owner's notification); the acknowledgement has its own tests (lead-acknowledgement.test.ts)
    t = await useTestDatabase(kind, { RATE_LIMIT_LEADS_PER_HOUR: String(LIMIT), SMTP_URL: "", LEAD_ACKNOWLEDGEMENT: "off" });
  });
  afterEach(async () => {
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("leads").execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const leads = () => t.database.db.selectFrom("leads").selectAll().execute();

  it("stores a valid form A request and answers JSON to fetch", async () => {
    const ip = freshIp();
    const res = await call(
      contactAction,
      post(
        "/api/leads/contact",
        { ...contact, redirectTo: "/contact#formulaire-contact" },
        { json: true, userAgent: "UA".repeat(400) },
      ),
      ip,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: "Votre demande a été envoyée avec succès !",
      reference: expect.stringMatching(/^D-\d{4}-\d{4}$/),
    });
    const [lead] = await leads();
    expect(lead).toMatchObject({
      form: "contact",
      first_name: "Jean",
      city: "Lyon",
      project: "gouttieres",
      source_path: "/contact",
    });
    expect(lead.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(lead)).not.toContain(ip);
    expect(lead.user_agent).toHaveLength(300);
    const outbox = await t.database.db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toHaveLength(1);
  });

  it("reads a multipart body as well as an urlencoded one", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries(contact)) body.set(k, v);
    const res = await call(
      contactAction,
      new Request(`${ORIGIN}/api/leads/contact`, {
        method: "POST",
        headers: { origin: ORIGIN, accept: "application/json" },
        body,
      }),
    );
    expect(res.status).toBe(200);
    expect((await leads())[0]).toMatchObject({ first_name: "Jean", message: "Fuite dans la gouttière." });
  });

  it("stores a valid form B request (optional fields empty)", async () => {
    const res = await call(quoteAction, post("/api/leads/quote", quote, { json: true }));
    expect(res.status).toBe(200);
    const [lead] = await leads();
    expect(lead).toMatchObject({
      form: "quote",
      address: "12 rue des Tuiles, 69001 Lyon",
      project: null,
      surface: null,
      message: "",
    });
  });

  it("answers 400 with the field messages and stores nothing for an invalid form A", async () => {
    const res = await call(contactAction, post("/api/leads/contact", { ville: "Lyon", email: "pas-un-email" }, { json: true }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      message: null,
      errors: {
        prenom: "Le prénom est requis",
        nom: "Le nom est requis",
        telephone: "Le téléphone est requis",
        email: "Adresse email invalide",
        projet: "Veuillez sélectionner un type de projet",
        description: "La description est requise",
      },
    });
    expect(await leads()).toHaveLength(0);
  });

  it("without JavaScript: redirects back with the errors and every entry, shown once", async () => {
    const long = "Toiture en zinc à reprendre côté nord, accès par la cour. ".repeat(85).slice(0, 5000);
    const res = await call(
      contactAction,
      post("/api/leads/contact", { ...contact, email: "jean@", description: long, redirectTo: "/#formulaire-contact" }),
    );
    expect(res.status).toBe(303);
    // no fragment: the browser then focuses the first field in error (autofocus)
    expect(res.headers.get("location")).toBe("/");
    const { state, clears } = await stateAfterRedirect(res);
    expect(state).toMatchObject({ form: "contact", status: "invalid", errors: { email: "Adresse email invalide" } });
    expect(state?.values).toEqual({ ...contact, email: "jean@", description: long });
    expect(clears.every((c) => c.includes("Max-Age=0"))).toBe(true);
    expect(await leads()).toHaveLength(0);
  });

  it("without JavaScript: a valid request redirects with the success state and the toast", async () => {
    const res = await call(quoteAction, post("/api/leads/quote", { ...quote, redirectTo: "/devis-gratuit#formulaire-devis" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/devis-gratuit#formulaire-devis");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
    const { state } = await stateAfterRedirect(res);
    expect(state).toEqual({ form: "quote", status: "success", reference: expect.stringMatching(/^D-\d{4}-\d{4}$/) });
    expect(await leads()).toHaveLength(1);
  });

  it.each([
    "https://evil.example/x",
    "https://evil",
    "//evil",
    "//evil.example/x",
    "/.//evil.example/x",
    "/%2e//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "contact",
  ])("never redirects outside the site (%s)", async (redirectTo) => {
    const stored = await call(contactAction, post("/api/leads/contact", { ...contact, redirectTo }));
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toBe("/contact");
    const invalid = await call(quoteAction, post("/api/leads/quote", { redirectTo }));
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe("/devis-gratuit");
  });

  it("refuses an address that would rig the inbox's reply link, and stores nothing", async () => {
    const email = "x@evil.example?cc=spy%40evil%2Eexample&body=hi&x=1.fr";
    const res = await call(contactAction, post("/api/leads/contact", { ...contact, email }, { json: true }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, message: null, errors: { email: "Adresse email invalide" } });
    const quoteRes = await call(quoteAction, post("/api/leads/quote", { ...quote, email }, { json: true }));
    expect(quoteRes.status).toBe(400);
    expect(await leads()).toHaveLength(0);
  });

  it("refuses a forged or tampered state cookie", async () => {
    const res = await call(contactAction, post("/api/leads/contact", { ...contact, email: "" }));
    const cookie = res.headers.getSetCookie()[0].split(";")[0];
    // one character of the signed value changed (the last character of a signature can differ in padding bits only)
    const at = cookie.indexOf("=") + 5;
    const tampered = `${cookie.slice(0, at)}${cookie[at] === "A" ? "B" : "A"}${cookie.slice(at + 1)}`;
    const { leadForm } = await readLeadFormState(new Request(`${ORIGIN}/contact`, { headers: { cookie: tampered } }));
    expect(leadForm).toBeNull();
  });

  it("stores where the visit came from, sent in the hidden fields", async () => {
    const res = await call(
      quoteAction,
      post(
        "/api/leads/quote",
        {
          ...quote,
          redirectTo: "/devis-gratuit#formulaire-devis",
          _landing: "/landing/zinguerie",
          _referrer: "www.google.com",
          _utm_source: "google",
          _utm_medium: "cpc",
          _utm_campaign: "hiver",
          _gclid: "abc",
        },
        { json: true },
      ),
    );
    const body = (await res.json()) as { reference: string };
    const [lead] = await leads();
    expect(lead).toMatchObject({
      reference: body.reference,
      source_path: "/devis-gratuit",
      landing_path: "/landing/zinguerie",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "hiver",
      gclid: "abc",
    });
  });

  it("without the hidden fields, the form's page is the first page and an external Referer the referrer", async () => {
    const external = post("/api/leads/quote", { ...quote, redirectTo: "/devis-gratuit#formulaire-devis" });
    external.headers.set("referer", "https://www.bing.com/search?q=toiture");
    await call(quoteAction, external);
    const own = post("/api/leads/contact", { ...contact, redirectTo: "/contact#formulaire-contact" });
    own.headers.set("referer", `${ORIGIN}/contact`);
    await call(contactAction, own);
    const rows = await t.database.db.selectFrom("leads").selectAll().orderBy("created_at").orderBy("form", "desc").execute();
    expect(rows.find((r) => r.form === "quote")).toMatchObject({
      landing_path: "/devis-gratuit",
      referrer_host: "www.bing.com",
      utm_source: null,
    });
    expect(rows.find((r) => r.form === "contact")).toMatchObject({ landing_path: "/contact", referrer_host: null, gclid: null });
  });

  it("answers a repeat with the first request's reference, with and without JavaScript", async () => {
    const fields = { ...quote, idempotencyKey: "r".repeat(32), redirectTo: "/devis-gratuit#formulaire-devis" };
    const ip = freshIp();
    const first = (await (await call(quoteAction, post("/api/leads/quote", fields, { json: true }), ip)).json()) as {
      reference: string;
    };
    const again = (await (await call(quoteAction, post("/api/leads/quote", fields, { json: true }), ip)).json()) as {
      reference: string;
    };
    expect(again.reference).toBe(first.reference);
    const { state } = await stateAfterRedirect(await call(quoteAction, post("/api/leads/quote", fields), ip));
    expect(state).toMatchObject({ status: "success", reference: first.reference });
    expect(await leads()).toHaveLength(1);
  });

  it("honeypot filled: accepted silently, stored as spam, never queued for e-mail", async () => {
    const res = await call(
      contactAction,
      post("/api/leads/contact", { ...contact, website: "http://spam.example" }, { json: true }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    const [lead] = await leads();
    expect(lead.spam === true || lead.spam === (1 as unknown)).toBe(true);
    expect(await t.database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(0);

    // an invalid request with the honeypot filled gets the same silent success, and nothing is stored
    const res2 = await call(contactAction, post("/api/leads/contact", { website: "x" }, { json: true }));
    expect(await res2.json()).toMatchObject({ ok: true });
    expect(await leads()).toHaveLength(1);
  });

  it(`limits each address to RATE_LIMIT_LEADS_PER_HOUR (${LIMIT}) requests: 429 in French`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // each request different: the same entries again from the same address would be a repeat, answered without counting
    const nth = (i: number) => ({ ...contact, description: `Demande numéro ${i}` });
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await call(contactAction, post("/api/leads/contact", nth(i), { json: true }), ip)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    const refused = await call(contactAction, post("/api/leads/contact", nth(LIMIT), { json: true }), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      ok: false,
      errors: {},
      message: "Trop de demandes envoyées. Veuillez réessayer dans quelques minutes.",
    });
    // form B shares the limit; another address does not
    expect((await call(quoteAction, post("/api/leads/quote", quote, { json: true }), ip)).status).toBe(429);
    expect((await call(contactAction, post("/api/leads/contact", contact, { json: true }), freshIp())).status).toBe(200);
    expect(await leads()).toHaveLength(LIMIT + 1);

    // without JavaScript: back to the form with the message and the entries
    const noJs = await call(contactAction, post("/api/leads/contact", nth(LIMIT + 1)), ip);
    expect(noJs.status).toBe(303);
    const { state } = await stateAfterRedirect(noJs);
    expect(state).toMatchObject({
      status: "error",
      message: "Trop de demandes envoyées. Veuillez réessayer dans quelques minutes.",
    });
    expect(state?.values).toMatchObject(nth(LIMIT + 1));
  });

  it("refuses an oversized body unread, in French", async () => {
    const res = await call(
      contactAction,
      post("/api/leads/contact", { ...contact, description: "x".repeat(70 * 1024) }, { json: true }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, message: BODY_TOO_LARGE_MESSAGE });
  });

  it("keeps the entries and answers the failure message when the request cannot be stored", async () => {
    await sql`alter table leads rename to leads_hidden`.execute(t.database.db);
    try {
      const res = await call(contactAction, post("/api/leads/contact", contact, { json: true }));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ ok: false, errors: {}, message: "Erreur lors de l'envoi. Veuillez réessayer." });
      const noJs = await call(contactAction, post("/api/leads/contact", { ...contact, redirectTo: "/contact" }));
      const { state } = await stateAfterRedirect(noJs);
      expect(state).toMatchObject({ status: "error", message: "Erreur lors de l'envoi. Veuillez réessayer.", values: contact });
    } finally {
      await sql`alter table leads_hidden rename to leads`.execute(t.database.db);
    }
  });
});
