import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { getLead } from "~/features/leads/inbox-queries.server";
import { storeLead } from "~/features/leads/store-lead.server";
import type { LeadSubmission } from "~/features/leads/schemas";
import { OutboxSender, mailAddressesFromEnv } from "~/features/mail/sender.server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, contactLead, quoteLead } from "./helpers/leads";

// A stored request and its notification to the owner: written together, then
// delivered by the mail outbox (tests/integration/mail-outbox.test.ts tests
// the outbox's retries, claims and restarts).

const store = (submission: LeadSubmission, spam = false) =>
  storeLead({ submission, ipHash: "abc", userAgent: "vitest", sourcePath: "/contact", spam });

async function outboxRows(t: TestDatabase) {
  return t.database.db.selectFrom("outbox").selectAll().orderBy("created_at").execute();
}

describe.each(TEST_ENGINES)("lead storage and its notification e-mail on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  const senders: OutboxSender[] = [];

  function sender(): OutboxSender {
    const s = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp?.url, ...mailAddressesFromEnv(getEnv()) });
    senders.push(s);
    return s;
  }

  beforeAll(async () => {
    // this file is about the owner's notification; the visitor's acknowledgement has its own tests (lead-acknowledgement.test.ts)
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", LEAD_ACKNOWLEDGEMENT: "off" });
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop(0)));
    await smtp?.close();
    smtp = undefined;
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("leads").execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("stores the request and its notification in one transaction", async () => {
    const { id } = await store(contactLead());
    const lead = await t.database.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      form: "contact",
      first_name: "Jean",
      last_name: "Dupont",
      email: "jean.dupont@example.fr",
      phone: "06 12 34 56 78",
      city: "",
      project: "gouttieres",
      ip_hash: "abc",
      user_agent: "vitest",
      source_path: "/contact",
    });
    const rows = await outboxRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lead_id: id, status: "pending", attempts: 0, kind: "lead_notification" });
    expect(new Date(rows[0].next_attempt_at!).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("stores spam for the record but never queues an e-mail", async () => {
    const { id } = await store(contactLead(), true);
    expect((await getLead(id))?.spam).toBe(true);
    expect(await outboxRows(t)).toHaveLength(0);
  });

  it("stores nothing when the notification cannot be written (same transaction)", async () => {
    await sql`alter table outbox rename to outbox_hidden`.execute(t.database.db);
    try {
      await expect(store(contactLead())).rejects.toThrow();
    } finally {
      await sql`alter table outbox_hidden rename to outbox`.execute(t.database.db);
    }
    const count = await t.database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("sends form A's notification with the request's fields, subject and Reply-To", async () => {
    smtp = await startSmtpServer();
    const { id } = await store(contactLead());
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toMatch(/^Nouvelle demande de devis - Gouttières — Jean Dupont \[D-\d{4}-\d{4}\]$/);
    expect(mail.replyTo).toBe("Jean Dupont <jean.dupont@example.fr>");
    expect(mail.envelope.to).toEqual([LEADS_TO]);
    expect(mail.to).toBe(LEADS_TO);
    expect(mail.from).toBe(`${getEnv().SITE_NAME} <${getEnv().SITE_EMAIL}>`);
    expect(mail.messageId).toBe(`<lead-${id}@127.0.0.1>`);
    expect(mail.headers.get("x-lead-id")).toBe(id);
    for (const line of [
      "Nom : Jean Dupont",
      "E-mail : jean.dupont@example.fr",
      "Téléphone : 06 12 34 56 78",
      "Ville : Non spécifiée",
      "Type de projet : Gouttières",
      "Fuite dans la gouttière côté rue.\nMerci de me rappeler après 18h.",
    ]) {
      expect(mail.text).toContain(line);
    }
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null, claim_token: null });
    expect(row.sent_at).toBeTruthy();
    expect((await getLead(id))?.notification.status).toBe("sent");
  });

  it("sends form B's notification with the address and surface, accents intact", async () => {
    smtp = await startSmtpServer();
    await store(quoteLead());
    await sender().drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toMatch(/^Nouvelle demande de devis - Rénovation complète — Hélène Müller, Lyon \[D-\d{4}-\d{4}\]$/);
    expect(mail.replyTo).toBe("Hélène Müller <helene@example.fr>");
    expect(mail.raw).toMatch(/^Reply-To: =\?UTF-8\?/m);
    expect(mail.text).toContain("Nom : Hélène Müller");
    expect(mail.text).toContain("Adresse du chantier : 12 rue des Tuiles, 69001 Lyon");
    expect(mail.text).toContain("Surface : 120,5 m²");
    expect(mail.text).toContain("Ville : Non spécifiée");
  });

  it("cannot be turned into a header injection by a visitor's entries", async () => {
    smtp = await startSmtpServer();
    await store(contactLead({ prenom: "Eve\r\nBcc: victim@example.com", nom: "X\nSubject: spam", ville: "Lyon\r\nTo: a@b.c" }));
    await sender().drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual([LEADS_TO]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.subject).toMatch(
      /^Nouvelle demande de devis - Gouttières — Eve Bcc: victim@example\.com X Subject: spam, Lyon To: a@b\.c \[D-\d{4}-\d{4}\]$/,
    );
    const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(head).not.toMatch(/^(Bcc|To: a@b\.c|Subject: spam)/im);
  });
});
