import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "~/config/env.server";
import { getLead } from "~/features/leads/inbox-queries.server";
import { LEAD_ACKNOWLEDGEMENT_KIND, LEAD_NOTIFICATION_KIND } from "~/features/leads/mail-kinds";
import { storeLead } from "~/features/leads/store-lead.server";
import { timelineTitle } from "~/features/leads/timeline";
import { leadTimeline } from "~/features/leads/timeline.server";
import type { LeadSubmission } from "~/features/leads/schemas";
import { isPermanentRecipientRefusal } from "~/features/mail/recipient-refusal";
import { OutboxSender, mailAddressesFromEnv } from "~/features/mail/sender.server";
import { startSmtpServer, type SmtpServerOptions, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, contactLead, quoteLead } from "./helpers/leads";

// The visitor's side of a stored request: its reference, and the
// acknowledgement e-mail queued with it and delivered by the real outbox
// sender to a real SMTP server (docs/product.md#lead-acknowledgement).

const SITE_EMAIL = "bureau@toiture.test";
const SITE_PHONE = "04 11 22 33 44";

const store = (submission: LeadSubmission, options: { spam?: boolean; key?: string } = {}) =>
  storeLead({
    submission,
    ipHash: "abc",
    userAgent: "vitest",
    sourcePath: "/devis-gratuit",
    spam: options.spam ?? false,
    ...(options.key ? { idempotency: { key: options.key, redirectTo: "/devis-gratuit#formulaire-devis" } } : {}),
  });

/** Real time plus whatever the test has skipped (a retry's delay takes no time). */
function skippingClock() {
  let skipped = 0;
  return { now: () => Date.now() + skipped, skip: (ms: number) => void (skipped += ms) };
}

describe.each(TEST_ENGINES)("the visitor's acknowledgement on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  const senders: OutboxSender[] = [];
  const clock = skippingClock();

  function sender(): OutboxSender {
    const s = new OutboxSender({
      db: t.database.db,
      kind,
      smtpUrl: smtp?.url,
      clock: clock.now,
      ...mailAddressesFromEnv(getEnv()),
    });
    senders.push(s);
    return s;
  }

  async function withSmtp(options: SmtpServerOptions = {}) {
    smtp = await startSmtpServer(options);
    return smtp;
  }

  const outbox = (kindOfMail: string) =>
    t.database.db.selectFrom("outbox").selectAll().where("kind", "=", kindOfMail).orderBy("created_at").execute();

  function setEnv(name: string, value: string) {
    process.env[name] = value;
    resetEnvForTests();
  }

  beforeAll(async () => {
    t = await useTestDatabase(kind, {
      LEADS_TO,
      SMTP_URL: "",
      MAIL_FROM: "",
      SITE_EMAIL,
      SITE_PHONE,
      LEAD_ACKNOWLEDGEMENT: "on",
    });
  });
  afterEach(async () => {
    setEnv("LEAD_ACKNOWLEDGEMENT", "on");
    await Promise.all(senders.splice(0).map((s) => s.stop(0)));
    await smtp?.close();
    smtp = undefined;
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("lead_submissions").execute();
    await t.database.db.deleteFrom("leads").execute();
    // each test's requests are acknowledged afresh (one acknowledgement per address a day: lead-acknowledgement-limits.test.ts)
    await t.database.db.deleteFrom("rate_limits").execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("delivers the owner's notification and the visitor's acknowledgement, text and HTML, Reply-To the business", async () => {
    const server = await withSmtp();
    const { id, reference } = await store(quoteLead());
    expect(reference).toMatch(/^D-\d{4}-\d{4}$/);
    const [row] = await outbox(LEAD_ACKNOWLEDGEMENT_KIND);
    expect(row).toMatchObject({ lead_id: id, status: "pending" });

    expect(await sender().drain()).toEqual({ sent: 2, failed: 0 });
    const mails = await server.waitFor(2);
    const notification = mails.find((m) => m.envelope.to.includes(LEADS_TO))!;
    const ack = mails.find((m) => m.envelope.to.includes("helene@example.fr"))!;
    expect(notification.subject).toContain("Nouvelle demande de devis");
    expect(notification.subject).toContain(reference);

    expect(ack.envelope.to).toEqual(["helene@example.fr"]);
    expect(ack.to).toBe("helene@example.fr");
    expect(ack.subject).toBe(`Votre demande ${reference} a bien été reçue — ${getEnv().SITE_NAME}`);
    expect(ack.replyTo).toBe(`${getEnv().SITE_NAME} <${SITE_EMAIL}>`);
    expect(ack.messageId).toBe(`<lead-ack-${id}@127.0.0.1>`);
    expect(ack.headers.get("auto-submitted")).toBe("auto-generated");
    expect(ack.partTypes).toEqual(["text/plain", "text/html"]);
    expect(ack.text).toContain(`sous la référence ${reference}`);
    expect(ack.text).toContain("Un artisan vous rappelle sous 24h ouvrées.");
    expect(ack.text).toContain(`Appelez-nous directement au ${SITE_PHONE}.`);
    expect(ack.text).toContain("Bonjour Hélène,");
    expect(ack.text).toContain("Type de projet : Rénovation complète");
    // nothing else the visitor typed (docs/product.md#lead-acknowledgement)
    expect(ack.text).not.toContain("12 rue des Tuiles");
    expect(ack.text).not.toContain("Toiture à refaire entièrement.");
    expect(ack.text).toContain("conservées 3 ans");
    expect(ack.html).toContain(reference);
    expect(ack.html).toContain("Hélène");
    expect(ack.html).not.toMatch(/<img\b/i);

    const rows = await outbox(LEAD_ACKNOWLEDGEMENT_KIND);
    expect(rows[0]).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(rows[0]!.sent_at).toBeTruthy();
  });

  it("sends no acknowledgement when LEAD_ACKNOWLEDGEMENT=off (the owner's notification still goes)", async () => {
    setEnv("LEAD_ACKNOWLEDGEMENT", "off");
    const server = await withSmtp();
    await store(contactLead());
    expect(await outbox(LEAD_ACKNOWLEDGEMENT_KIND)).toHaveLength(0);
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0 });
    expect(server.messages.map((m) => m.envelope.to)).toEqual([[LEADS_TO]]);
  });

  it("never acknowledges spam", async () => {
    await store(contactLead(), { spam: true });
    expect(await outbox(LEAD_ACKNOWLEDGEMENT_KIND)).toHaveLength(0);
    expect(await outbox(LEAD_NOTIFICATION_KIND)).toHaveLength(0);
  });

  it("fails an acknowledgement refused for good (550) once, with the error; the notification and the request stand", async () => {
    const server = await withSmtp({
      refuseRecipient: (address) =>
        address === "jean.dupont@example.fr" ? { code: 550, message: "5.1.1 <jean.dupont@example.fr>: User unknown" } : null,
    });
    const { id } = await store(contactLead());
    expect(await sender().drain()).toEqual({ sent: 1, failed: 1 });
    expect(server.messages.map((m) => m.envelope.to)).toEqual([[LEADS_TO]]);

    const [ack] = await outbox(LEAD_ACKNOWLEDGEMENT_KIND);
    expect(ack).toMatchObject({ status: "failed", attempts: 1, next_attempt_at: null });
    expect(ack!.last_error).toMatch(/^SMTP 550: destinataire refusé — 5\.1\.1 <jean\.dupont@example\.fr>: User unknown/);
    expect(isPermanentRecipientRefusal(ack!)).toBe(true);
    expect((await outbox(LEAD_NOTIFICATION_KIND))[0]).toMatchObject({ status: "sent" });
    expect(await t.database.db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst()).toBeTruthy();

    // never tried again, however long we wait
    clock.skip(24 * 60 * 60_000);
    expect(await sender().drain()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox(LEAD_ACKNOWLEDGEMENT_KIND))[0]).toMatchObject({ status: "failed", attempts: 1 });

    // the request's page says the address was refused, and that the owner was notified
    const lead = await getLead(id);
    const titles = (await leadTimeline(lead!)).map(timelineTitle);
    expect(titles).toContain("Accusé de réception au client : adresse refusée, non délivré");
    expect(titles).toContain("Notification au bureau : envoyé");
  });

  it("retries an acknowledgement refused for now (451), and delivers it later", async () => {
    let greylisted = true;
    const server = await withSmtp({
      refuseRecipient: (address) =>
        greylisted && address === "jean.dupont@example.fr" ? { code: 451, message: "4.7.1 Greylisted, try again later" } : null,
    });
    await store(contactLead());
    expect(await sender().drain()).toEqual({ sent: 1, failed: 1 });
    const [ack] = await outbox(LEAD_ACKNOWLEDGEMENT_KIND);
    expect(ack).toMatchObject({ status: "failed", attempts: 1 });
    expect(ack!.next_attempt_at).not.toBeNull();
    expect(ack!.last_error).toMatch(/^SMTP 451: /);
    expect(isPermanentRecipientRefusal(ack!)).toBe(false);

    greylisted = false;
    clock.skip(60_000);
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0 });
    expect(server.messages.filter((m) => m.envelope.to.includes("jean.dupont@example.fr"))).toHaveLength(1);
    expect((await outbox(LEAD_ACKNOWLEDGEMENT_KIND))[0]).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("answers a replayed submission with the first one's reference, and queues nothing new", async () => {
    const first = await store(contactLead(), { key: "k".repeat(32) });
    const again = await store(contactLead(), { key: "k".repeat(32) });
    expect(again).toMatchObject({ replayed: true, id: first.id, reference: first.reference });
    expect(await outbox(LEAD_ACKNOWLEDGEMENT_KIND)).toHaveLength(1);
  });

  it("gives 20 requests stored at once 20 distinct, consecutive references", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => store(contactLead())));
    const numbers = results.map((r) => Number(/^D-\d{4}-(\d{4})$/.exec(r.reference)![1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    const year = results[0]!.reference.slice(2, 6);
    expect(results.every((r) => r.reference.slice(2, 6) === year)).toBe(true);
  });
});
