/**
 * 'Données personnelles' (docs/product.md#personal-data) below the browser: the real route
 * modules with real better-auth sessions, requests stored through the real submission endpoints
 * (photos included), the real digest, pipeline and sign-in throttle writing what they write, on
 * the engine of the run (SQLite, or PostgreSQL with TEST_DATABASE_URL) and with both photo
 * storages: the disk, and S3 on a real S3-compatible server on loopback (s3rver).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { createAdmin } from "~/features/auth/admins.server";
import { createAuth } from "~/features/auth/auth.server";
import { hitSignInThrottle } from "~/features/auth/sign-in-throttle.server";
import { ORPHAN_AGE_MS, sweepLeadPhotos } from "~/features/lead-photos/lead-photos.server";
import { getLeadPhotoStorage, photoKey } from "~/features/lead-photos/storage.server";
import { sendDailyDigest } from "~/features/leads/digest.server";
import { handleLeadSubmission } from "~/features/leads/submit.server";
import { leadJobs } from "~/jobs/jobs.server";
import { registerLeadPhotos } from "~/features/leads/lead-photos-lifecycle.server";
import { addLeadNote, setLeadStatus } from "~/features/leads/pipeline.server";
import { acknowledgementCounterKey } from "~/features/personal-data/counter-keys.server";
import { EXPORT_JSON_NAME } from "~/features/personal-data/export-document";
import { parsePersonSearch } from "~/features/personal-data/identifier";
import { ERASED_REQUEST_LINE } from "~/features/personal-data/mail-redaction";
import { PERSONAL_DATA_MESSAGES } from "~/features/personal-data/messages";
import { loadPersonalDataPage, personalDataDependencies } from "~/features/personal-data/page.server";
import { findPersonalData } from "~/features/personal-data/records.server";
import { automaticDeletionDay } from "~/features/personal-data/retention-schedule.server";
import type { EraseActionData, PersonalDataPageData } from "~/features/personal-data/view";
import { formatFrenchDate } from "~/lib/dates";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/personal-data";
import { loader as zipLoader } from "~/routes/admin/personal-data-zip";
import { createAdminUser } from "../helpers/admin-user";
import { roofPhoto } from "../helpers/sample-images";
import { readZip } from "../helpers/zip";
import { captureLogs } from "./helpers/capture-logs";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO } from "./helpers/leads";

const ORIGIN = "http://127.0.0.1:3999";
const PAGE = "/dashboard-management-panel/donnees-personnelles";
const ZIP = "/dashboard-management-panel/donnees-personnelles.zip";
const S3_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
const ADMIN = { email: "gerant@az-toiture.test", password: "Ardoise-et-zinc-2024", name: "Gérant" };
const TEMPORARY = { email: "stagiaire@az-toiture.test", password: "Provisoire-2024!", name: "Stagiaire" };

/** The person whose data is asked for, with three requests written three ways. */
const JEAN = {
  quote: {
    firstName: "Jean",
    lastName: "Dupont",
    email: "Jean.Dupont@Example.fr",
    phone: "06 12 34 56 78",
    address: "3 impasse des Ardoises, 69005 Lyon",
    projectType: "",
    surface: "",
    description: "Tuiles envolées.",
  },
  contact: {
    prenom: "Jean",
    nom: "Dupont",
    telephone: "+33 6 12 34 56 78",
    email: "jean.dupont@example.fr",
    ville: "Lyon",
    projet: "gouttieres",
    description: "Gouttière percée.",
  },
  callback: { nom: "Jean Dupont", telephone: "06.12.34.56.78", codePostal: "69005" },
};
/** Two other people: one unrelated, one whose e-mail and phone are near Jean's. */
const MARIE = {
  firstName: "Marie",
  lastName: "Martin",
  email: "marie.martin@example.fr",
  phone: "04 72 00 00 00",
  address: "12 rue des Tuiles, 69001 Lyon",
  projectType: "",
  surface: "",
  description: "Fuite.",
};
const PAUL = {
  prenom: "Paul",
  nom: "Durand",
  telephone: "06 12 34 56 79",
  email: "xjean.dupont@example.fr",
  ville: "Vienne",
  projet: "gouttieres",
  description: "Chéneau.",
};

let ipCounter = 0;

function submission(path: string, fields: Record<string, string>, photos: { name: string; bytes: Buffer }[] = []): Request {
  const headers = { origin: ORIGIN, accept: "application/json", "user-agent": "Mozilla/5.0 (vitest)" };
  if (photos.length === 0) {
    return new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const p of photos) body.append("photos", new File([new Uint8Array(p.bytes)], p.name, { type: "image/jpeg" }));
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}

async function submit(
  form: "quote" | "contact" | "callback",
  fields: Record<string, string>,
  photos: { name: string; bytes: Buffer }[] = [],
  clock?: () => number,
): Promise<string> {
  const res = await handleLeadSubmission(
    form,
    submission(`/api/leads/${form}`, fields, photos),
    { clientIp: `203.0.113.${++ipCounter}` },
    clock ? { clock } : {},
  );
  const body = (await res.json()) as { reference?: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.reference!;
}

/** What React Router hands a loader or action for this URL. */
function routeArgs<Args>(url: string, cookie: string, form?: Record<string, string>): Args {
  const request = new Request(`${ORIGIN}${url}`, {
    method: form ? "POST" : "GET",
    headers: { cookie, origin: ORIGIN, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { request, params: {}, context: {} } as unknown as Args;
}

/** What a loader or action answered: a thrown or returned Response, or React Router's data(). */
async function answer<T>(run: () => Promise<unknown>): Promise<{ status: number; body: T; location: string | null }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: null as T, location: result.headers.get("location") };
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: T; init?: { status?: number } };
    return { status: init?.status ?? 200, body: data, location: null };
  }
  return { status: 200, body: result as T, location: null };
}

async function signInCookie(email: string, password: string): Promise<string> {
  const signIn = await createAuth(getEnv(), getDatabaseOf()).api.signInEmail({ body: { email, password }, asResponse: true });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

let current: TestDatabase;
const getDatabaseOf = () => current.database;

let s3server: S3rver;
let s3Dir: string;
let s3Endpoint: string;
let s3Client: S3Client;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), "az-s3rver-"));
  s3server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir });
  const { port } = await s3server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3Client = new S3Client({
    region: "us-east-1",
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY },
  });
});
afterAll(async () => {
  s3Client?.destroy();
  await s3server?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
});

const VARIANTS = TEST_ENGINES.flatMap((kind) => (["disk", "s3"] as const).map((storage) => ({ kind, storage })));

describe.each(VARIANTS)("personal data on $kind, photos on $storage", ({ kind, storage }) => {
  let t: TestDatabase;
  let bucket = "";
  let cookie = "";
  let temporaryCookie = "";
  const db = () => t.database.db;
  const jeanRefs: string[] = [];

  /** The photo storage's keys (disk: the folder; S3: under the private prefix). */
  async function storedKeys(): Promise<string[]> {
    if (storage === "disk") {
      const dir = path.join(t.dataDir, "lead-photos");
      return existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f !== "tmp")
            .sort()
        : [];
    }
    const page = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: "lead-photos/" }));
    return (page.Contents ?? []).map((item) => (item.Key ?? "").slice("lead-photos/".length)).sort();
  }

  /** Every row and file that is not Jean's: what an erasure of Jean must leave exactly as it was. */
  async function othersSnapshot() {
    const others = await db()
      .selectFrom("leads")
      .select(["id", "reference"])
      .where("email", "not in", ["Jean.Dupont@Example.fr", "jean.dupont@example.fr"])
      .where("phone", "!=", JEAN.callback.telephone)
      .orderBy("id")
      .execute();
    const ids = others.map((o) => o.id);
    const photos = await db().selectFrom("lead_photos").selectAll().where("lead_id", "in", ids).orderBy("id").execute();
    const photoIds = new Set(photos.map((p) => p.id));
    return {
      leads: others,
      photos,
      events: await db().selectFrom("lead_events").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
      mails: await db()
        .selectFrom("outbox")
        .select(["id", "payload", "status"])
        .where("lead_id", "in", ids)
        .orderBy("id")
        .execute(),
      submissions: await db().selectFrom("lead_submissions").selectAll().where("lead_id", "in", ids).orderBy("key").execute(),
      counters: (await db().selectFrom("rate_limits").select(["key", "count"]).orderBy("key").execute()).filter(
        (r) =>
          !r.key.includes("jean.dupont@example.fr") &&
          r.key !== acknowledgementCounterKey(JEAN.contact.email, getEnv().AUTH_SECRET),
      ),
      files: (await storedKeys()).filter((key) => photoIds.has(key.slice(0, 36))),
    };
  }

  async function seedJean(): Promise<void> {
    jeanRefs.length = 0;
    jeanRefs.push(
      await submit("quote", JEAN.quote, [
        { name: "toiture avant.jpg", bytes: await roofPhoto(1200, 800, 1) },
        { name: "gouttière.jpg", bytes: await roofPhoto(900, 900, 2) },
      ]),
    );
    jeanRefs.push(await submit("contact", JEAN.contact));
    jeanRefs.push(await submit("callback", JEAN.callback));
  }

  const leadIdOf = async (reference: string) =>
    (await db().selectFrom("leads").select("id").where("reference", "=", reference).executeTakeFirstOrThrow()).id;
  const page = async (query: string, as = cookie) =>
    answer<PersonalDataPageData>(() => pageLoader(routeArgs(`${PAGE}?q=${encodeURIComponent(query)}`, as)));
  const erase = async (form: Record<string, string>, as = cookie) =>
    answer<EraseActionData>(() => pageAction(routeArgs(`${PAGE}?q=${encodeURIComponent(form.q ?? "")}`, as, form)));

  beforeAll(async () => {
    const extra: Record<string, string> = {
      RATE_LIMIT_LEADS_PER_HOUR: "1000",
      SMTP_URL: "",
      LEADS_TO,
      LEAD_ACKNOWLEDGEMENT: "on",
      LOG_LEVEL: "silent",
    };
    if (storage === "s3") {
      bucket = `personal-data-${kind}-${Date.now().toString(36)}`;
      await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));
      Object.assign(extra, {
        S3_BUCKET: bucket,
        S3_ENDPOINT: s3Endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_PUBLIC_URL: "",
        ...S3_KEYS,
      });
    }
    t = await useTestDatabase(kind, extra);
    current = t;
    expect(getLeadPhotoStorage(getEnv()).storage.driver).toBe(storage);
    registerLeadPhotos();
    await createAdminUser(getEnv(), t.database, ADMIN);
    await createAdmin({ ...TEMPORARY, mustChangePassword: true });
    cookie = await signInCookie(ADMIN.email, ADMIN.password);
    temporaryCookie = await signInCookie(TEMPORARY.email, TEMPORARY.password);

    await seedJean();
    await submit("quote", MARIE, [{ name: "fuite.jpg", bytes: await roofPhoto(800, 600, 3) }]);
    await submit("contact", PAUL);
    await setLeadStatus(await leadIdOf(jeanRefs[0]!), { status: "contacte", lostReason: null }, ADMIN.email);
    await addLeadNote(await leadIdOf(jeanRefs[1]!), "Rappeler après 18h au 06 12 34 56 78.", ADMIN.email);
    await hitSignInThrottle("198.51.100.7", "Jean.Dupont@example.fr", 5);
    // the morning digest lists every open request, Jean's among the others'
    expect(
      await sendDailyDigest(
        { db: db(), siteHost: "127.0.0.1", inboxUrl: `${ORIGIN}/dashboard-management-panel/leads` },
        new Date("2030-01-15T09:00:00Z"),
      ),
    ).toBe("queued");
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("is an administrator's page: signed out to sign-in, a temporary password to the account page", async () => {
    // the page asked for is kept for after the sign-in (docs/product.md#sign-in-return)
    expect(await page(JEAN.contact.email, "")).toMatchObject({
      status: 302,
      location: `/auth-portal-secure?${new URLSearchParams({ retour: `${PAGE}?q=${encodeURIComponent(JEAN.contact.email)}` })}`,
    });
    expect(await page(JEAN.contact.email, temporaryCookie)).toMatchObject({
      status: 302,
      location: "/dashboard-management-panel/account",
    });
    expect((await answer(() => zipLoader(routeArgs(`${ZIP}?q=x%40y.fr`, "")))).location).toBe(
      `/auth-portal-secure?${new URLSearchParams({ retour: `${ZIP}?q=x%40y.fr` })}`,
    );
    expect((await answer(() => zipLoader(routeArgs(`${ZIP}?q=x%40y.fr`, temporaryCookie)))).location).toBe(
      "/dashboard-management-panel/account",
    );
    const form = { intent: "erase", q: JEAN.contact.email, confirmation: "EFFACER" };
    expect((await erase(form, "")).status).toBe(401);
    expect((await erase(form, temporaryCookie)).status).toBe(403);
    expect(await db().selectFrom("leads").select("id").where("reference", "in", jeanRefs).execute()).toHaveLength(3);
  });

  it("refuses an empty or invalid search with a French message", async () => {
    const empty = await page("  ");
    expect(empty.body).toMatchObject({ error: PERSONAL_DATA_MESSAGES.emptySearch, found: null });
    const invalid = await page("dupont");
    expect(invalid.body).toMatchObject({ error: PERSONAL_DATA_MESSAGES.invalidSearch("dupont"), found: null });
    // no search yet: the form alone
    expect((await answer<PersonalDataPageData>(() => pageLoader(routeArgs(PAGE, cookie)))).body).toMatchObject({
      error: null,
      found: null,
      query: "",
    });
    const zip = await answer(() => zipLoader(routeArgs(`${ZIP}?q=`, cookie)));
    expect(zip.status).toBe(400);
  });

  it("finds by e-mail whatever its case, by phone whatever its writing, and only that person's data", async () => {
    const byEmail = (await page("JEAN.DUPONT@example.FR")).body.found!;
    expect(byEmail.leads.map((l) => l.reference).sort()).toEqual(jeanRefs.slice(0, 2).sort());
    // photos 2; events: a status, a note, an acknowledgement held back (same address); e-mails: 2 notifications,
    // 1 acknowledgement, the digest; keys: one per request; counters: the acknowledgement's and the sign-in's
    expect(byEmail.counts).toEqual({
      leads: 2,
      photos: 2,
      events: 3,
      mails: 4,
      submissions: 2,
      counters: 2,
      quotes: 0,
      visits: 0,
    });
    expect(byEmail.otherMails.map((m) => m.label)).toEqual(["Récapitulatif du matin"]);

    for (const written of ["0612345678", "+33 (0)6 12 34 56 78", "0033 6 12 34 56 78"]) {
      const byPhone = (await page(written)).body.found!;
      expect(byPhone.leads.map((l) => l.reference).sort(), written).toEqual([...jeanRefs].sort());
      expect(byPhone.counts, written).toEqual({
        leads: 3,
        photos: 2,
        events: 3,
        mails: 5,
        submissions: 3,
        counters: 0,
        quotes: 0,
        visits: 0,
      });
    }
    const seen = JSON.stringify((await page("06 12 34 56 78")).body);
    for (const other of ["Marie", "Martin", "Paul", "xjean", "06 12 34 56 79", "04 72 00 00 00"])
      expect(seen).not.toContain(other);
    expect((await page("xjean.dupont@example.fr")).body.found!.leads.map((l) => l.name)).toEqual(["Paul Durand"]);
  });

  it("finds the acknowledgement counter the submission wrote, under its keyed hash", async () => {
    const written = (await db().selectFrom("rate_limits").select("key").where("key", "like", "lead-ack-to:%").execute()).map(
      (r) => r.key,
    );
    // Jean's (both spellings of his address are one), Marie's and Paul's
    expect(written).toHaveLength(3);
    const search = parsePersonSearch("JEAN.DUPONT@EXAMPLE.FR");
    const record = await findPersonalData(db(), search.ok ? search.identifier : (null as never), {
      secret: getEnv().AUTH_SECRET,
    });
    const acknowledgement = record.counters.filter((c) => c.kind === "acknowledgement");
    expect(acknowledgement).toHaveLength(1);
    expect(written).toContain(acknowledgement[0]!.key);
    expect(acknowledgement[0]!.key).toBe(acknowledgementCounterKey(JEAN.contact.email, getEnv().AUTH_SECRET));
    expect(record.counters.map((c) => c.kind).sort()).toEqual(["acknowledgement", "sign-in"]);
  });

  it("exports a ZIP with the readable JSON and every photo's full-size file", async () => {
    const logs = captureLogs();
    let res: Response;
    try {
      res = (await zipLoader(routeArgs(`${ZIP}?q=${encodeURIComponent("JEAN.dupont@example.fr")}`, cookie))) as Response;
    } finally {
      logs.restore();
    }
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="donnees-personnelles-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    const quoteRef = jeanRefs[0]!;
    expect([...files.keys()].sort()).toEqual([
      EXPORT_JSON_NAME,
      `photos/${quoteRef}/1-toiture-avant.jpg`,
      `photos/${quoteRef}/2-gouttiere.jpg`,
    ]);

    const photoStorage = getLeadPhotoStorage(getEnv()).storage;
    const rows = await db()
      .selectFrom("lead_photos")
      .selectAll()
      .where("lead_id", "=", await leadIdOf(quoteRef))
      .orderBy("position")
      .execute();
    for (const [i, row] of rows.entries()) {
      const stored = await photoStorage.read(row.storage_key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored as Readable) chunks.push(chunk as Buffer);
      expect(
        files.get(`photos/${quoteRef}/${i + 1}-${i === 0 ? "toiture-avant" : "gouttiere"}.jpg`)!.equals(Buffer.concat(chunks)),
      ).toBe(true);
    }

    const text = files.get(EXPORT_JSON_NAME)!.toString("utf8");
    const json = JSON.parse(text) as {
      genere_le: string;
      recherche: { par: string };
      demandes: {
        reference: string;
        recue_le: string;
        email: string;
        telephone: string;
        photos: { fichier: string; nom_d_origine: string }[];
        historique: { evenement: string }[];
        e_mails: { type: string; destinataire: string }[];
        effacement_automatique_le: string;
      }[];
      autres_e_mails_qui_la_citent: { texte: string }[];
      compteurs: { nature: string }[];
    };
    expect(json.recherche.par).toBe("adresse e-mail");
    expect(json.genere_le).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(json.demandes.map((d) => d.reference).sort()).toEqual(jeanRefs.slice(0, 2).sort());
    const quote = json.demandes.find((d) => d.reference === quoteRef)!;
    expect(quote.recue_le).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(quote.photos.map((p) => [p.fichier, p.nom_d_origine])).toEqual([
      [`photos/${quoteRef}/1-toiture-avant.jpg`, "toiture avant.jpg"],
      [`photos/${quoteRef}/2-gouttiere.jpg`, "gouttière.jpg"],
    ]);
    expect(quote.historique.map((h) => h.evenement)).toEqual(["Statut : Contacté"]);
    expect(quote.e_mails.map((m) => [m.type, m.destinataire]).sort()).toEqual([
      ["Accusé de réception au client", "Jean.Dupont@Example.fr"],
      ["Notification au bureau", "l'entreprise"],
    ]);
    expect(quote.effacement_automatique_le).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(json.autres_e_mails_qui_la_citent).toHaveLength(1);
    expect(json.compteurs).toHaveLength(2);
    // the digest that cites him is quoted by his lines only: the others it names are not his to read
    expect(json.autres_e_mails_qui_la_citent[0]!.texte).toContain(quoteRef);
    expect(text).not.toMatch(/Marie|Martin|Paul|Durand|xjean/);

    // the log says who exported how much, never about whom
    const line = logs.lines.find((l) => l.includes("personal data exported"))!;
    expect(line).toContain(ADMIN.email);
    expect(line).toContain('"leads":2');
    expect(line.toLowerCase()).not.toMatch(/dupont|612345678|jean/);
  });

  it("says in the JSON when a photo's file is missing from the storage", async () => {
    const callbackId = await leadIdOf(jeanRefs[2]!);
    const photoStorage = getLeadPhotoStorage(getEnv()).storage;
    const [second] = await db()
      .selectFrom("lead_photos")
      .selectAll()
      .where("lead_id", "=", await leadIdOf(jeanRefs[0]!))
      .where("position", "=", 1)
      .execute();
    await photoStorage.remove([second!.storage_key]);
    const res = (await zipLoader(routeArgs(`${ZIP}?q=0612345678`, cookie))) as Response;
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].filter((name) => name.startsWith("photos/"))).toEqual([`photos/${jeanRefs[0]}/1-toiture-avant.jpg`]);
    const json = JSON.parse(files.get(EXPORT_JSON_NAME)!.toString("utf8")) as {
      demandes: { reference: string; photos: { fichier: string | null; remarque?: string }[] }[];
    };
    expect(json.demandes).toHaveLength(3);
    expect(json.demandes.find((d) => d.reference === jeanRefs[0])!.photos[1]).toMatchObject({
      fichier: null,
      remarque: "Fichier introuvable dans le stockage des photos.",
    });
    expect(callbackId).toBeTruthy();
  });

  it("erases nothing without the confirmation word", async () => {
    const refused = await erase({ intent: "erase", q: JEAN.contact.email, confirmation: "oui" });
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, confirmationError: PERSONAL_DATA_MESSAGES.confirmationMissing },
    });
    const invalid = await erase({ intent: "erase", q: "dupont", confirmation: "EFFACER" });
    expect(invalid).toMatchObject({ status: 400, body: { ok: false, message: PERSONAL_DATA_MESSAGES.invalidSearch("dupont") } });
    expect((await page(JEAN.contact.email)).body.found!.counts.leads).toBe(2);
  });

  it("erases every row and file of that person, and nothing of the others'", async () => {
    const before = await othersSnapshot();
    expect(before.leads).toHaveLength(2);
    expect(before.files).toHaveLength(3);
    const jeanPhotoIds = (
      await db()
        .selectFrom("lead_photos")
        .select("id")
        .where("lead_id", "=", await leadIdOf(jeanRefs[0]!))
        .execute()
    ).map((r) => r.id);

    const logs = captureLogs();
    let byEmail;
    try {
      byEmail = await erase({ intent: "erase", q: "Jean.Dupont@example.fr", confirmation: " effacer " });
    } finally {
      logs.restore();
    }
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual({
      ok: true,
      erased: {
        counts: { leads: 2, photos: 2, events: 3, mails: 3, submissions: 2, counters: 2, quotes: 0, visits: 0, redactedMails: 1 },
        leftovers: [],
        keptQuotes: [],
      },
    });
    const line = logs.lines.find((l) => l.includes("personal data erased"))!;
    expect(line).toMatch(/^info /);
    expect(line).toContain(`"by":"${ADMIN.email}"`);
    expect(line).toMatch(/"at":"\d{4}-\d{2}-\d{2}T/);
    expect(line).toContain('"leads":2');
    expect(line.toLowerCase()).not.toMatch(/dupont|612345678|jean|lyon/);

    // the call-back (no e-mail) is still there until it is asked for by phone
    expect((await page("06 12 34 56 78")).body.found!.leads.map((l) => l.reference)).toEqual([jeanRefs[2]]);
    const byPhone = await erase({ intent: "erase", q: "+33612345678", confirmation: "EFFACER" });
    expect(byPhone.body).toEqual({
      ok: true,
      erased: {
        counts: { leads: 1, photos: 0, events: 0, mails: 1, submissions: 1, counters: 0, quotes: 0, visits: 0, redactedMails: 1 },
        leftovers: [],
        keptQuotes: [],
      },
    });

    // nothing of Jean's is left, anywhere
    for (const query of [JEAN.contact.email, "0612345678"])
      expect((await page(query)).body.found!.counts).toEqual({
        leads: 0,
        photos: 0,
        events: 0,
        mails: 0,
        submissions: 0,
        counters: 0,
        quotes: 0,
        visits: 0,
      });
    expect(await db().selectFrom("leads").select("id").where("reference", "in", jeanRefs).execute()).toEqual([]);
    expect(await db().selectFrom("lead_photos").select("id").where("id", "in", jeanPhotoIds).execute()).toEqual([]);
    expect((await storedKeys()).filter((key) => jeanPhotoIds.includes(key.slice(0, 36)))).toEqual([]);
    expect((await db().selectFrom("rate_limits").select("key").execute()).filter((r) => r.key.includes("jean.dupont"))).toEqual(
      [],
    );
    const digest = await db().selectFrom("outbox").select("payload").where("kind", "=", "lead_digest").executeTakeFirstOrThrow();
    const digestText = (JSON.parse(digest.payload) as { text: string }).text;
    expect(digestText).not.toMatch(/Dupont|Jean/);
    for (const reference of jeanRefs) expect(digestText).not.toContain(reference);
    expect(digestText).toContain(ERASED_REQUEST_LINE);
    expect(digestText).toContain("Marie Martin");

    // the others' rows and files, exactly as they were
    expect(await othersSnapshot()).toEqual(before);

    // erasing again finds nothing and says so
    expect((await erase({ intent: "erase", q: JEAN.contact.email, confirmation: "EFFACER" })).body).toEqual({
      ok: true,
      erased: {
        counts: { leads: 0, photos: 0, events: 0, mails: 0, submissions: 0, counters: 0, quotes: 0, visits: 0, redactedMails: 0 },
        leftovers: [],
        keptQuotes: [],
      },
    });
  });

  it("reports a photo the storage refuses to delete; the rows go, the hourly sweep removes the file later", async () => {
    const reference = await submit("quote", JEAN.quote, [
      { name: "toit.jpg", bytes: await roofPhoto(1000, 700, 4) },
      { name: "cheneau.jpg", bytes: await roofPhoto(700, 1000, 5) },
    ]);
    const before = await othersSnapshot();
    const photos = await db()
      .selectFrom("lead_photos")
      .selectAll()
      .where("lead_id", "=", await leadIdOf(reference))
      .orderBy("position")
      .execute();
    const refused = photos[1]!;
    // the storage cannot delete this copy: where its file was (on disk, or the object's bytes in s3rver's folder), a folder with something in it
    const blocker =
      storage === "disk"
        ? path.join(t.dataDir, "lead-photos", photoKey(refused.id, "thumb"))
        : path.join(s3Dir, bucket, "lead-photos", `${photoKey(refused.id, "thumb")}._S3rver_object`);
    expect(existsSync(blocker)).toBe(true);
    rmSync(blocker);
    mkdirSync(blocker);
    writeFileSync(path.join(blocker, "verrou"), "x");

    const result = await erase({ intent: "erase", q: JEAN.quote.email, confirmation: "EFFACER" });
    expect(result.status).toBe(200);
    const erased = result.body.ok ? result.body.erased : null;
    expect(erased?.counts).toMatchObject({ leads: 1, photos: 2 });
    expect(erased?.leftovers).toEqual([
      { photoId: refused.id, reference, name: "cheneau.jpg", reason: expect.any(String) as string },
    ]);
    // every row went; of the files, only the refused copy is left
    expect(await db().selectFrom("lead_photos").select("id").where("lead_id", "=", photos[0]!.lead_id).execute()).toEqual([]);
    expect(await db().selectFrom("leads").select("id").where("reference", "=", reference).execute()).toEqual([]);
    const left = (await storedKeys()).filter((key) => photos.some((p) => key.startsWith(p.id)));
    // (s3rver does not list an object whose bytes it cannot read: its folder says it is there)
    expect(left).toEqual(storage === "disk" ? [photoKey(refused.id, "thumb")] : []);
    expect(existsSync(blocker)).toBe(true);
    expect(await othersSnapshot()).toEqual(before);

    // once the storage deletes again, the sweep of files without a row takes it
    rmSync(blocker, { recursive: true });
    writeFileSync(blocker, "jpeg");
    await sweepLeadPhotos({ now: Date.now() + ORPHAN_AGE_MS + 60_000 });
    expect((await storedKeys()).filter((key) => photos.some((p) => key.startsWith(p.id)))).toEqual([]);
    expect(existsSync(blocker)).toBe(false);
    expect(await othersSnapshot()).toEqual(before);
  });
});

describe.each(TEST_ENGINES)("the next retention purge, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind, {
      RATE_LIMIT_LEADS_PER_HOUR: "1000",
      SMTP_URL: "",
      LEADS_TO,
      LEAD_RETENTION_MONTHS: "36",
      LOG_LEVEL: "silent",
    });
    registerLeadPhotos();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("is said on the page as of the injected clock: within the minute, then after midnight once today's has run; and takes a request on the day said", async () => {
    // received 26 November 2026, 10:00 in Paris
    const received = Date.parse("2026-11-26T09:00:00.000Z");
    const reference = await submit(
      "contact",
      { ...PAUL, email: "ancien@example.fr", telephone: "04 78 00 00 01" },
      [],
      () => received,
    );
    const deletionDay = automaticDeletionDay(new Date(received), 36);
    expect(deletionDay).toBe("2029-11-27");

    const purge = leadJobs({
      db: t.database.db,
      reminderMinutes: 30,
      openingHours: [],
      ownerTo: LEADS_TO,
      retentionMonths: 36,
      siteUrl: ORIGIN,
      onMailQueued: () => {},
    }).find((job) => job.name === "retention-purge")!;
    const at = (iso: string) => ({ ...personalDataDependencies(ADMIN.email), clock: () => Date.parse(iso) });

    // the 26th (Paris), a few seconds after midnight: the day's purge has not run yet
    const midnight = "2029-11-25T23:00:10.000Z";
    expect((await loadPersonalDataPage(null, at(midnight))).schedule).toEqual({
      retention: "3 ans",
      nextRun: "dans la minute",
      cutoffDate: "26 novembre 2026",
    });
    await purge.run(new Date(midnight));
    expect(await t.database.db.selectFrom("leads").select("id").where("reference", "=", reference).execute()).toHaveLength(1);
    // later that day: it ran, the next is the 27th's
    const evening = "2029-11-26T19:00:00.000Z";
    expect(await purge.run(new Date(evening))).toBeNull();
    expect(await t.database.db.selectFrom("leads").select("id").where("reference", "=", reference).execute()).toHaveLength(1);
    const after = (await loadPersonalDataPage("ancien@example.fr", at(evening))).found!;
    expect(after.leads[0]!.deletedOn).toBe(formatFrenchDate("2029-11-27T12:00:00Z"));
    expect((await loadPersonalDataPage(null, at(evening))).schedule).toEqual({
      retention: "3 ans",
      nextRun: "le 27 novembre 2029, peu après minuit (heure de Paris)",
      cutoffDate: "27 novembre 2026",
    });

    // the first run of the 27th (Paris) takes it
    await purge.run(new Date("2029-11-26T23:00:30.000Z"));
    expect(await t.database.db.selectFrom("leads").select("id").where("reference", "=", reference).execute()).toEqual([]);
  });
});
