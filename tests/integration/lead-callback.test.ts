/**
 * The emergency call-back (docs/product.md#emergency-callback) through its real
 * endpoint, database and mail outbox, delivered to an in-process SMTP server:
 * stored urgent with its reference, the owner told at once ('URGENT — rappel
 * demandé'), no acknowledgement (no address), spam never mailed, and the
 * per-address limit shared with forms A and B; one optional photo, stored
 * privately and attached to the notification, a second one refused.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { registerLeadPhotos } from "~/features/leads/lead-photos-lifecycle.server";
import { LEAD_PHOTO_MESSAGES } from "~/features/lead-photos/rules";
import { CALLBACK_PROMISES } from "~/features/leads/callback-time";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { handleLeadSubmission } from "~/features/leads/submit.server";
import { OutboxSender, mailAddressesFromEnv } from "~/features/mail/sender.server";
import { action as callbackAction } from "~/routes/api/callback";
import { action as contactAction } from "~/routes/api/contact";
import { action as quoteAction } from "~/routes/api/quote";
import { roofPhoto } from "../helpers/sample-images";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { formPost, multipartPost, ORIGIN, visitorsFrom, type Photo } from "./helpers/lead-requests";
import { LEADS_TO } from "./helpers/leads";

const LIMIT = 4;
const SITE_PHONE = "04 72 11 22 33";
const callBack = { nom: "Jean Dupont", telephone: "06 12 34 56 78", codePostal: "69003" };
/** Wednesday 25 November 2026, 22:00 and 10:00 in Paris */
const NIGHT = () => Date.parse("2026-11-25T21:00:00Z");
const MORNING = () => Date.parse("2026-11-25T09:00:00Z");

const { freshIp, call } = visitorsFrom("203.0.113");
const post = (path: string, fields: Record<string, string>, json = true) => formPost(path, fields, { json });

/** The form as the browser posts it with a photo (multipart). */
const postWithPhotos = (path: string, fields: Record<string, string>, photos: Photo[], json = true) =>
  multipartPost(path, fields, photos, { json });

describe.each(TEST_ENGINES)("emergency call-back on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  const senders: OutboxSender[] = [];
  const sender = () => {
    const s = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp?.url, ...mailAddressesFromEnv(getEnv()) });
    senders.push(s);
    return s;
  };
  const leads = () => t.database.db.selectFrom("leads").selectAll().execute();
  const outbox = () => t.database.db.selectFrom("outbox").selectAll().execute();
  const photoRows = () => t.database.db.selectFrom("lead_photos").selectAll().execute();
  const photoDir = () => path.join(t.dataDir, "lead-photos");
  const storedFiles = () => (existsSync(photoDir()) ? readdirSync(photoDir()).filter((f) => f !== "tmp") : []);

  beforeAll(async () => {
    // acknowledgements on: a call-back must still queue none (it has no address)
    t = await useTestDatabase(kind, {
      LEADS_TO,
      SITE_PHONE,
      SMTP_URL: "",
      LEAD_ACKNOWLEDGEMENT: "on",
      RATE_LIMIT_LEADS_PER_HOUR: String(LIMIT),
    });
    registerLeadPhotos();
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop(0)));
    await smtp?.close();
    smtp = undefined;
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("lead_photos").execute();
    await t.database.db.deleteFrom("leads").execute();
    await t.database.db.deleteFrom("rate_limits").execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("is stored urgent with its reference and says when the call comes (on-call at night)", async () => {
    const res = await handleLeadSubmission(
      "callback",
      post("/api/leads/callback", { ...callBack, redirectTo: "/urgence-toiture#rappel" }),
      { clientIp: freshIp() },
      { clock: NIGHT },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reference: string };
    expect(body).toEqual({
      ok: true,
      message: "Votre demande a été envoyée avec succès !",
      reference: expect.stringMatching(/^D-2026-\d{4}$/),
      callBack: "Notre astreinte vous rappelle dans les 30 minutes, même la nuit et le week-end.",
    });
    const [lead] = await leads();
    expect(lead).toMatchObject({
      form: "callback",
      reference: body.reference,
      first_name: "",
      last_name: "Jean Dupont",
      email: "",
      phone: "06 12 34 56 78",
      city: "69003",
      message: "Demande de rappel en urgence",
      source_path: "/urgence-toiture",
      spam: kind === "sqlite" ? 0 : false,
    });
    expect(Boolean(lead!.urgent)).toBe(true);
  });

  it("during opening hours promises an artisan within 15 minutes", async () => {
    const res = await handleLeadSubmission(
      "callback",
      post("/api/leads/callback", callBack),
      { clientIp: freshIp() },
      { clock: MORNING },
    );
    expect(((await res.json()) as { callBack: string }).callBack).toBe(CALLBACK_PROMISES.open);
  });

  it("mails the owner at once 'URGENT — rappel demandé', with a tel: line, and queues no acknowledgement", async () => {
    const res = await call(callbackAction, post("/api/leads/callback", callBack));
    const { reference } = (await res.json()) as { reference: string };
    const rows = await outbox();
    expect(rows.map((r) => r.kind)).toEqual(["lead_notification"]);

    smtp = await startSmtpServer();
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to).toEqual([LEADS_TO]);
    expect(mail!.subject).toBe(`URGENT — rappel demandé : Jean Dupont, 06 12 34 56 78 [${reference}]`);
    expect(mail!.subject.startsWith("URGENT — rappel demandé")).toBe(true);
    expect(mail!.replyTo).toBe("");
    const [lead] = await leads();
    expect(mail!.text).toContain("Appeler : tel:+33612345678");
    expect(mail!.text).toContain("Code postal : 69003");
    expect(mail!.text).toMatch(/Reçue le : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(heure de Paris\)/);
    expect(mail!.text).toContain(`/dashboard-management-panel/leads/${lead!.id}`);
  });

  it("with a JPEG photo: stored urgent with its photo row, kept privately, and the notification carries it", async () => {
    const photo = await roofPhoto(2400, 1600, 3);
    const res = await call(
      callbackAction,
      postWithPhotos("/api/leads/callback", callBack, [{ name: "fuite.jpg", bytes: photo }]),
    );
    expect(res.status).toBe(200);
    const { reference } = (await res.json()) as { reference: string };
    const [lead] = await leads();
    expect(lead).toMatchObject({ form: "callback", reference, last_name: "Jean Dupont" });
    expect(Boolean(lead!.urgent)).toBe(true);
    const photos = await photoRows();
    expect(photos.map((p) => [p.lead_id, p.original_name, p.mime])).toEqual([[lead!.id, "fuite.jpg", "image/jpeg"]]);
    // full, e-mail and thumbnail copies, under the private directory
    expect(storedFiles()).toHaveLength(3);

    smtp = await startSmtpServer();
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject.startsWith("URGENT — rappel demandé")).toBe(true);
    expect(mail!.text).toContain("Photos : 1, dont 1 en pièce jointe.");
    expect(mail!.raw).toMatch(/Content-Type: image\/jpeg; name=fuite\.jpg/);
  });

  it("refuses a second photo in French, with or without JavaScript, and stores nothing", async () => {
    const photo = await roofPhoto(800, 600, 4);
    const filesBefore = storedFiles();
    const two = [
      { name: "a.jpg", bytes: photo },
      { name: "b.jpg", bytes: photo },
    ];
    const res = await call(callbackAction, postWithPhotos("/api/leads/callback", callBack, two));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, message: null, errors: { photos: "Une seule photo." } });
    expect(LEAD_PHOTO_MESSAGES.onlyOne).toBe("Une seule photo.");

    const plain = await call(
      callbackAction,
      postWithPhotos("/api/leads/callback", { ...callBack, redirectTo: "/urgence-toiture#rappel" }, two, false),
    );
    expect(plain.status).toBe(303);
    const cookies = plain.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => !c!.endsWith("="));
    const { leadForm } = await readLeadFormState(
      new Request(`${ORIGIN}/urgence-toiture`, { headers: { cookie: cookies.join("; ") } }),
    );
    expect(leadForm).toMatchObject({
      form: "callback",
      status: "invalid",
      errors: { photos: "Une seule photo. Ajoutez à nouveau vos photos." },
      values: callBack,
    });

    expect(await leads()).toHaveLength(0);
    expect(await photoRows()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    expect(storedFiles()).toEqual(filesBefore);
    expect(existsSync(path.join(photoDir(), "tmp")) ? readdirSync(path.join(photoDir(), "tmp")) : []).toEqual([]);
  });

  it("without JavaScript: redirects back to the form with the reference and the promise, shown once", async () => {
    const res = await call(
      callbackAction,
      post("/api/leads/callback", { ...callBack, redirectTo: "/urgence-toiture#rappel" }, false),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/urgence-toiture#rappel");
    const cookies = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => !c!.endsWith("="));
    const { leadForm } = await readLeadFormState(
      new Request(`${ORIGIN}/urgence-toiture`, { headers: { cookie: cookies.join("; ") } }),
    );
    const [lead] = await leads();
    expect(leadForm).toEqual({
      form: "callback",
      status: "success",
      reference: lead!.reference,
      callBack: expect.stringMatching(/vous rappelle dans les (15|30) minutes/),
    });
  });

  it("refuses a missing name or phone, a wrong phone or postcode, in French, and stores nothing", async () => {
    const res = await call(callbackAction, post("/api/leads/callback", { nom: "", telephone: "", codePostal: "" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      message: null,
      errors: { nom: "Le nom est requis", telephone: "Le téléphone est requis" },
    });
    const wrong = await call(callbackAction, post("/api/leads/callback", { nom: "Jean", telephone: "06 12", codePostal: "690" }));
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors).toEqual({
      telephone: "Numéro de téléphone invalide : 10 chiffres, ou un numéro international commençant par +",
      codePostal: "Le code postal doit comporter 5 chiffres",
    });
    expect(await leads()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("a filled honeypot is answered as a success, stored as spam and never mailed", async () => {
    const res = await call(callbackAction, post("/api/leads/callback", { ...callBack, website: "https://spam.example" }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    const [lead] = await leads();
    expect(Boolean(lead!.spam)).toBe(true);
    expect(await outbox()).toHaveLength(0);
  });

  it("the same submission sent twice (same key) is stored and mailed once", async () => {
    const fields = { ...callBack, idempotencyKey: "a".repeat(32) };
    const ip = freshIp();
    const first = (await (await call(callbackAction, post("/api/leads/callback", fields), ip)).json()) as { reference: string };
    const second = (await (await call(callbackAction, post("/api/leads/callback", fields), ip)).json()) as { reference: string };
    expect(second.reference).toBe(first.reference);
    expect(await leads()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("shares the per-address limit with forms A and B", async () => {
    const ip = freshIp();
    const contact = {
      prenom: "Jean",
      nom: "Dupont",
      telephone: "0612345678",
      email: "jean@example.fr",
      projet: "autre",
      description: "Fuite.",
    };
    const quote = {
      firstName: "Jean",
      lastName: "Dupont",
      email: "jean@example.fr",
      phone: "0612345678",
      address: "1 rue du Zinc, Lyon",
    };
    expect((await call(contactAction, post("/api/leads/contact", contact), ip)).status).toBe(200);
    expect((await call(quoteAction, post("/api/leads/quote", quote), ip)).status).toBe(200);
    expect((await call(callbackAction, post("/api/leads/callback", callBack), ip)).status).toBe(200);
    expect((await call(callbackAction, post("/api/leads/callback", { ...callBack, nom: "Marie Dupont" }), ip)).status).toBe(200);
    // the limit (4) is reached by the four forms together: a call-back and form A are both refused now
    const refused = await call(callbackAction, post("/api/leads/callback", { ...callBack, nom: "Paul Dupont" }), ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      ok: false,
      errors: {},
      message: "Trop de demandes envoyées. Veuillez réessayer dans quelques minutes.",
    });
    expect((await call(contactAction, post("/api/leads/contact", { ...contact, prenom: "Paul" }), ip)).status).toBe(429);
    expect(await leads()).toHaveLength(4);
  });
});
