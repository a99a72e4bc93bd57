import { spawn, type ChildProcess } from "node:child_process";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { createDatabase } from "~/db/client.server";
import { storeLead, retryLeadNotification, getLead } from "~/features/leads/leads.server";
import {
  OutboxSender,
  backoffDelayMs,
  claimDueMail,
  mailAddressesFromEnv,
  startOutboxSender,
  stopOutboxSender,
  type OutboxSenderOptions,
} from "~/features/leads/outbox.server";
import { contactFormSchema, quoteFormSchema, type LeadSubmission } from "~/features/leads/schemas";
import { reservePort, startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const LEADS_TO = "atelier@example.fr";

const contactLead = (overrides: Record<string, string> = {}): LeadSubmission => ({
  form: "contact",
  values: contactFormSchema.parse({
    prenom: "Jean",
    nom: "Dupont",
    telephone: "06 12 34 56 78",
    email: "jean.dupont@example.fr",
    ville: "",
    projet: "gouttieres",
    description: "Fuite dans la gouttière côté rue.\nMerci de me rappeler après 18h.",
    ...overrides,
  }),
});

const quoteLead = (): LeadSubmission => ({
  form: "quote",
  values: quoteFormSchema.parse({
    firstName: "Hélène",
    lastName: "Müller",
    email: "helene@example.fr",
    phone: "04 72 00 00 00",
    address: "12 rue des Tuiles, 69001 Lyon",
    projectType: "renovation",
    surface: "120,5",
    description: "Toiture à refaire entièrement.",
  }),
});

const store = (submission: LeadSubmission, spam = false) =>
  storeLead({ submission, ipHash: "abc", userAgent: "vitest", sourcePath: "/contact", spam });

async function outboxRows(t: TestDatabase) {
  return t.database.db.selectFrom("outbox").selectAll().orderBy("created_at").execute();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(TEST_ENGINES)("lead storage and notification outbox on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  const senders: OutboxSender[] = [];

  function sender(options: Partial<OutboxSenderOptions> = {}): OutboxSender {
    const s = new OutboxSender({
      db: t.database.db,
      kind,
      smtpUrl: smtp?.url,
      ...mailAddressesFromEnv(getEnv()),
      baseDelayMs: 300,
      ...options,
    });
    senders.push(s);
    return s;
  }

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "" });
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
    const count = await t.database.db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("sends form A's notification with SPEC §7's fields, subject and Reply-To", async () => {
    smtp = await startSmtpServer();
    const { id } = await store(contactLead());
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe("Nouvelle demande de devis - Gouttières");
    expect(mail.replyTo).toBe("Jean Dupont <jean.dupont@example.fr>");
    expect(mail.envelope.to).toEqual([LEADS_TO]);
    expect(mail.to).toBe(LEADS_TO);
    expect(mail.from).toBe(`${getEnv().SITE_NAME} <${getEnv().SITE_EMAIL}>`);
    expect(mail.messageId).toBe(`<lead-${id}@127.0.0.1>`);
    expect(mail.headers.get("x-lead-id")).toBe(id);
    for (const line of [
      "Nom : Jean Dupont",
      "Email : jean.dupont@example.fr",
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
    expect(mail.subject).toBe("Nouvelle demande de devis - Rénovation complète");
    expect(mail.replyTo).toBe("Hélène Müller <helene@example.fr>");
    expect(mail.raw).toMatch(/^Reply-To: =\?UTF-8\?/m);
    expect(mail.text).toContain("Nom : Hélène Müller");
    expect(mail.text).toContain("Adresse du chantier : 12 rue des Tuiles, 69001 Lyon");
    expect(mail.text).toContain("Surface : 120,5 m²");
    expect(mail.text).toContain("Ville : Non spécifiée");
  });

  it("cannot be turned into a header injection by a visitor's entries", async () => {
    smtp = await startSmtpServer();
    await store(
      contactLead({ prenom: "Eve\r\nBcc: victim@example.com", nom: "X\nSubject: spam", ville: "Lyon\r\nTo: a@b.c" }),
    );
    await sender().drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual([LEADS_TO]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.subject).toBe("Nouvelle demande de devis - Gouttières");
    const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(head).not.toMatch(/^(Bcc|To: a@b\.c|Subject: spam)/im);
  });

  it("keeps a notification while SMTP is down, retries with backoff, delivers once SMTP is back", async () => {
    const port = await reservePort();
    const s = sender({ smtpUrl: `smtp://127.0.0.1:${port}`, baseDelayMs: 400, smtpTimeoutMs: 2000 });
    const { id } = await store(contactLead());

    const before = Date.now();
    expect(await s.drain()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows(t);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    const delay1 = new Date(row.next_attempt_at!).getTime() - before;
    expect(delay1).toBeGreaterThanOrEqual(400);
    expect(delay1).toBeLessThan(400 + 2000);
    expect((await getLead(id))?.notification).toMatchObject({ status: "failed", attempts: 1 });

    // not due yet: nothing happens
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });

    // second failure: the delay doubles
    await sleep(450);
    const before2 = Date.now();
    expect(await s.drain()).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows(t);
    expect(row.attempts).toBe(2);
    const delay2 = new Date(row.next_attempt_at!).getTime() - before2;
    expect(delay2).toBeGreaterThanOrEqual(800);
    expect(delay2).toBeLessThan(800 + 2000);

    // SMTP comes back on the same address
    smtp = await startSmtpServer({ port });
    await sleep(850);
    expect(await s.drain()).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor(1);
    [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    await sleep(100);
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("computes exponential backoff capped at one hour", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelayMs(30)).toBe(60 * 60 * 1000);
  });

  it("leaves notifications waiting when no SMTP is configured", async () => {
    await store(contactLead());
    const s = sender({ smtpUrl: undefined });
    expect(s.configured).toBe(false);
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRows(t))[0]).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("gives up after the last attempt, and the admin can relaunch it", async () => {
    const port = await reservePort();
    const s = sender({ smtpUrl: `smtp://127.0.0.1:${port}`, baseDelayMs: 1, maxAttempts: 2, smtpTimeoutMs: 2000 });
    const { id } = await store(contactLead());
    await s.drain();
    await sleep(20);
    await s.drain();
    let [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: "failed", attempts: 2, next_attempt_at: null });
    await sleep(20);
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });

    expect(await retryLeadNotification(id)).toBe(true);
    smtp = await startSmtpServer({ port });
    expect(await s.drain()).toEqual({ sent: 1, failed: 0 });
    [row] = await outboxRows(t);
    expect(row.status).toBe("sent");
    expect(await retryLeadNotification(id)).toBe(false);
  });

  it("re-claims a row whose sender died only after its lease, and ignores the dead sender's late failure", async () => {
    smtp = await startSmtpServer();
    await store(contactLead());
    // a sender claims the row, then 'dies' (never reports)
    const [dead] = await claimDueMail(t.database.db, kind, { token: "dead", now: new Date(), leaseMs: 500, limit: 10 });
    expect(dead.attempts).toBe(1);
    const s = sender();
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });
    await sleep(550);
    const [live] = await claimDueMail(t.database.db, kind, { token: "live", now: new Date(), leaseMs: 60_000, limit: 10 });
    expect(live).toMatchObject({ id: dead.id, attempts: 2, claim_token: "live" });
    // the dead sender's late failure report does not touch the new claim
    await t.database.db
      .updateTable("outbox")
      .set({ status: "failed" })
      .where("id", "=", dead.id)
      .where("claim_token", "=", dead.claim_token)
      .execute();
    expect((await outboxRows(t))[0]).toMatchObject({ status: "sending", claim_token: "live" });
  });

  it("delivers each row exactly once with two senders (two app instances) working at once", async () => {
    smtp = await startSmtpServer();
    const other = createDatabase(getEnv());
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 40; i++) ids.add((await store(contactLead({ prenom: `Client${i}` }))).id);
      const a = sender({ batchSize: 3 });
      const b = sender({ db: other.db, kind: other.kind, batchSize: 3 });
      const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
      expect(ra.sent + rb.sent).toBe(40);
      expect(ra.sent).toBeGreaterThan(0);
      expect(rb.sent).toBeGreaterThan(0);
      await smtp.waitFor(40);
      await sleep(200);
      expect(smtp.messages).toHaveLength(40);
      const messageIds = new Set(smtp.messages.map((m) => m.messageId));
      expect(messageIds.size).toBe(40);
      expect([...ids].every((id) => messageIds.has(`<lead-${id}@127.0.0.1>`))).toBe(true);
      const rows = await outboxRows(t);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("sends right after a lead is stored, without anyone waiting for it (process sender)", async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    const { resetEnvForTests } = await import("~/config/env.server");
    resetEnvForTests();
    try {
      startOutboxSender({ pollMs: 60_000 });
      const started = Date.now();
      await store(contactLead());
      expect(Date.now() - started).toBeLessThan(1000);
      await smtp.waitFor(1, 5000);
    } finally {
      await stopOutboxSender();
      process.env.SMTP_URL = "";
      resetEnvForTests();
    }
  });

  describe("restarts mid-send (a separate process, killed while the SMTP server holds its answer)", () => {
    const children: ChildProcess[] = [];
    afterEach(() => {
      for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
    });

    async function worker(leaseMs: number, pollMs = 100): Promise<ChildProcess> {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "tests/integration/fixtures/outbox-worker.ts", String(leaseMs), String(pollMs)],
        {
          env: {
            ...process.env,
            NODE_ENV: "test",
            LOG_LEVEL: "silent",
            DATA_DIR: t.dataDir,
            DATABASE_URL: t.databaseUrl ?? "",
            SMTP_URL: smtp!.url,
            LEADS_TO,
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      children.push(child);
      let output = "";
      child.stderr?.on("data", (d) => (output += d));
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on("data", (d: Buffer) => String(d).includes("ready") && resolve());
        child.once("exit", (code) => reject(new Error(`worker exited (${code}): ${output}`)));
      });
      return child;
    }

    const exited = (child: ChildProcess) =>
      new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code)),
      );

    async function until(condition: () => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error("timed out");
        await sleep(20);
      }
    }

    it("SIGTERM: the stopping process finishes and records its send; the next one sends nothing again", async () => {
      smtp = await startSmtpServer({ delayMs: 1500 });
      await store(contactLead());
      const first = await worker(60_000);
      await until(() => smtp!.dataReceived() === 1);
      first.kill("SIGTERM");
      expect(await exited(first)).toBe(0);
      expect(smtp.messages).toHaveLength(1);
      expect((await outboxRows(t))[0]).toMatchObject({ status: "sent", attempts: 1 });

      smtp.setDelay(0);
      const second = await worker(60_000);
      await sleep(1000);
      second.kill("SIGTERM");
      await exited(second);
      expect(smtp.messages).toHaveLength(1);
    }, 60_000);

    it("SIGKILL before the server's answer: the message is sent once, by the next process, after the lease", async () => {
      smtp = await startSmtpServer({ delayMs: 1500 });
      await store(contactLead());
      const first = await worker(2000);
      await until(() => smtp!.dataReceived() === 1);
      first.kill("SIGKILL");
      await exited(first);
      const [claimed] = await outboxRows(t);
      expect(claimed).toMatchObject({ status: "sending", attempts: 1 });
      expect(smtp.messages).toHaveLength(0);

      smtp.setDelay(0);
      const second = await worker(2000);
      const [mail] = await smtp.waitFor(1, 10_000);
      // not before the dead process's lease ran out
      expect(mail.receivedAt).toBeGreaterThanOrEqual(new Date(claimed.lease_until!).getTime());
      await sleep(1000);
      expect(smtp.messages).toHaveLength(1);
      expect((await outboxRows(t))[0]).toMatchObject({ status: "sent", attempts: 2 });
      second.kill("SIGTERM");
      await exited(second);
    }, 60_000);
  });
});
