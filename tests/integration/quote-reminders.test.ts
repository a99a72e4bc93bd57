/**
 * Nothing falls through (docs/product.md#devis-reminders): an unanswered devis is recalled to the
 * customer on Réglages' reminder days after its last sending, within the opening hours, once
 * across instances; never after an answer, an expiry or a revoked link; a new sending starts over.
 * The owner's phone hears of a devis the day before it expires, once, and the morning digest
 * lists it. The statistics count the devis sent, accepted, the rate and the amount signed per
 * month (docs/product.md#statistics-devis). Real database, real SMTP peer, real push service;
 * the clock is moved by the tests.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/config/env.server";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { createDatabase, type Database } from "~/db/client.server";
import { createLeadJobRunner, type LeadJobSettings } from "~/jobs/jobs.server";
import { leadEvents } from "~/features/leads/pipeline.server";
import { storeLead } from "~/features/leads/store-lead.server";
import { OutboxSender } from "~/features/mail/sender.server";
import { savePushSubscription } from "~/features/push/subscriptions.server";
import { daysOfPeriod } from "~/features/analytics/statistics";
import { quoteLinkUrl } from "~/features/quotes/link.server";
import { readQuoteStatistics } from "~/features/quotes/statistics.server";
import { parisWallClock } from "~/lib/business-hours";
import type { Clock } from "~/lib/clock";
import type { PeriodicJobs } from "~/lib/periodic-jobs.server";
import { createAdminUser } from "../helpers/admin-user";
import { startPushService, type TestPushService } from "../helpers/push-service";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, TEST_SITE_URL, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, contactLead } from "./helpers/leads";
import { QUOTE_TABLES, insertQuote, type QuoteRow } from "./helpers/quote-rows";

/** 2 November 2026 is a Monday; 7 November a Saturday (open 08:00–12:00), 8 a Sunday. */
const paris = (day: number, hour: number, minute = 0, month = 11, year = 2026) =>
  parisWallClock(year, month, day, hour, minute).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const SITE: SiteConfig = { ...DEFAULT_SITE, url: TEST_SITE_URL, phone: "04 74 00 00 00", email: "contact@az-toiture.fr" };
const CUSTOMER = "jean.dupont@example.fr";

let push: TestPushService;
let untrust: () => void;

beforeAll(async () => {
  push = await startPushService();
  untrust = push.trustInThisProcess();
});
afterAll(async () => {
  untrust?.();
  await push?.close();
});

describe.each(TEST_ENGINES)("devis reminders and figures on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  let now = 0;
  const clock: Clock = () => now;
  const runners: PeriodicJobs[] = [];
  const extraDatabases: Database[] = [];

  function runner(overrides: Partial<LeadJobSettings> = {}): PeriodicJobs {
    const r = createLeadJobRunner(
      {
        db: t.database.db,
        reminderMinutes: 30,
        openingHours: SITE.openingHours,
        loadSite: async () => SITE,
        ownerTo: LEADS_TO,
        retentionMonths: 36,
        siteUrl: getEnv().SITE_URL,
        cleanups: [],
        onMailQueued: () => {},
        ...overrides,
      },
      { clock },
    );
    runners.push(r);
    return r;
  }

  async function tickAt(at: number, r = runner()) {
    now = at;
    return r.tick();
  }
  const remindersAt = async (at: number, r?: PeriodicJobs) => (await tickAt(at, r))["quote-reminders"];

  async function deliver(): Promise<ReceivedMail[]> {
    const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, from: "site@example.fr", to: LEADS_TO, clock });
    try {
      await sender.drain();
    } finally {
      await sender.stop(0);
    }
    return smtp.messages;
  }
  const customerReminders = (messages: ReceivedMail[]) =>
    messages.filter((m) => m.subject.startsWith("Rappel\u00a0: votre devis"));

  async function leadAt(at: number) {
    now = at;
    const { id } = await storeLead(
      { submission: contactLead(), ipHash: null, userAgent: "vitest", sourcePath: "/contact", spam: false },
      t.database.db,
      clock,
    );
    return id;
  }

  const quote = (row: Partial<QuoteRow> & Pick<QuoteRow, "sentAt">) =>
    insertQuote(t.database.db, { number: "DV-2026-0001", validUntil: "2026-12-02", ...row });

  async function reminderRows() {
    return t.database.db.selectFrom("outbox").select(["lead_id", "payload"]).where("kind", "=", "quote_reminder").execute();
  }

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", LEAD_ACKNOWLEDGEMENT: "off" });
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
    push.received.length = 0;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await Promise.all(extraDatabases.splice(0).map((d) => d.close()));
    await smtp.close();
    for (const table of [...QUOTE_TABLES, "outbox", "lead_events", "lead_submissions", "leads", "job_claims"] as const) {
      await t.database.db.deleteFrom(table).execute();
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("recalls a devis sent Monday 10:00 on Thursday 10:00 and the Thursday after, once each, with its facts, link and timeline line", async () => {
    const leadId = await leadAt(paris(2, 9));
    const sent = await quote({ leadId, sentAt: [iso(paris(2, 10))] });

    expect(await remindersAt(paris(5, 9, 59))).toEqual({ ok: true, result: 0 });
    expect(await remindersAt(paris(5, 10))).toEqual({ ok: true, result: 1 });
    expect(await remindersAt(paris(5, 10, 1))).toEqual({ ok: true, result: 0 });
    expect(await remindersAt(paris(11, 10))).toEqual({ ok: true, result: 0 });

    const [first, ...others] = customerReminders(await deliver());
    expect(others).toHaveLength(0);
    expect(first.envelope.to).toEqual([CUSTOMER]);
    expect(first.subject).toBe("Rappel\u00a0: votre devis DV-2026-0001 — Réfection de la couverture en zinc — AZ Toiture");
    expect(first.replyTo).toContain("contact@az-toiture.fr");
    expect(first.headers.get("auto-submitted")).toBe("auto-generated");
    const link = quoteLinkUrl(sent.id, sent.nonce);
    expect(link).toBe(`${TEST_SITE_URL}/devis/${sent.token}`);
    expect(first.text).toContain("Bonjour Jean Dupont,");
    expect(first.text).toContain("Devis\u00a0: DV-2026-0001");
    expect(first.text).toContain("Objet\u00a0: Réfection de la couverture en zinc");
    expect(first.text).toContain("Montant TTC\u00a0: 1\u202f340\u00a0€");
    expect(first.text).toContain("Valable jusqu'au\u00a0: 2 décembre 2026");
    expect(first.text).toContain(`Consulter et signer le devis\u00a0: ${link}`);
    expect(first.text).toContain("Répondez simplement à cet e-mail");
    expect(first.html).toContain(`href="${link}"`);
    expect(first.html).toContain(">Consulter et signer le devis</a>");

    const events = (await leadEvents(leadId, t.database.db)).filter((e) => e.kind === "quote_reminder");
    expect(events).toEqual([
      expect.objectContaining({ detail: "Relance du devis DV-2026-0001 envoyée au client", createdAt: iso(paris(5, 10)) }),
    ]);
    expect((await reminderRows()).map((r) => r.lead_id)).toEqual([leadId]);

    expect(await remindersAt(paris(12, 9, 59))).toEqual({ ok: true, result: 0 });
    expect(await remindersAt(paris(12, 10))).toEqual({ ok: true, result: 1 });
    expect(await remindersAt(paris(13, 10))).toEqual({ ok: true, result: 0 });
    expect(customerReminders(await deliver())).toHaveLength(2);
  });

  it("a reminder due on Saturday afternoon or on Sunday goes on Monday at the opening", async () => {
    // sent Wednesday 15:00: day 3 is Saturday 15:00 (closed since 12:00)
    await quote({ sentAt: [iso(paris(4, 15))] });
    // sent Thursday 09:00: day 3 is Sunday 09:00
    await quote({ number: "DV-2026-0002", sentAt: [iso(paris(5, 9))] });
    for (const at of [paris(7, 15), paris(7, 18), paris(8, 9), paris(8, 20), paris(9, 6, 59)]) {
      expect(await remindersAt(at)).toEqual({ ok: true, result: 0 });
    }
    expect(await remindersAt(paris(9, 7))).toEqual({ ok: true, result: 2 });
    const numbers = customerReminders(await deliver()).map((m) => /DV-2026-\d+/.exec(m.subject)![0]);
    expect(numbers.sort()).toEqual(["DV-2026-0001", "DV-2026-0002"]);
  });

  it("recalls nothing once answered, expired, or with its link revoked or over", async () => {
    const sentAt = [iso(paris(2, 10))];
    await quote({ sentAt, status: "accepted", acceptance: { acceptedAt: iso(paris(4, 11)) } });
    await quote({ number: "DV-2026-0002", sentAt, status: "refused", answeredAt: iso(paris(3, 11)) });
    await quote({
      number: "DV-2026-0003",
      sentAt,
      status: "withdrawn",
      answeredAt: iso(paris(3, 11)),
      withdrawnAt: iso(paris(4, 9)),
    });
    // valid two days: expired before its first reminder
    await quote({ number: "DV-2026-0004", sentAt, validUntil: "2026-11-04" });
    await quote({ number: "DV-2026-0005", sentAt, tokenRevokedAt: iso(paris(3, 9)) });
    await quote({ number: "DV-2026-0006", sentAt, tokenExpiresAt: iso(paris(4, 9)) });
    for (const at of [paris(5, 10), paris(5, 16), paris(12, 10), paris(13, 10)]) {
      expect(await remindersAt(at)).toEqual({ ok: true, result: 0 });
    }
    expect(await reminderRows()).toEqual([]);
  });

  it("a new version sent starts the count again: the old schedule stops", async () => {
    const sent = await quote({ sentAt: [iso(paris(2, 10))] });
    expect(await remindersAt(paris(5, 10))).toEqual({ ok: true, result: 1 });
    // version 2 sent on Friday 6 at 10:00, as the sending leaves the row
    await t.database.db.deleteFrom("quotes").where("id", "=", sent.id).execute();
    await quote({ sentAt: [iso(paris(2, 10)), iso(paris(6, 10))], validUntil: "2026-12-06" });
    // the old day 10 (Thursday 12) is gone; the new day 3 is Monday 9, day 10 Monday 16
    expect(await remindersAt(paris(9, 9, 59))).toEqual({ ok: true, result: 0 });
    expect(await remindersAt(paris(9, 10))).toEqual({ ok: true, result: 1 });
    expect(await remindersAt(paris(12, 10))).toEqual({ ok: true, result: 0 });
    expect(await remindersAt(paris(16, 10))).toEqual({ ok: true, result: 1 });
    const keys = await t.database.db.selectFrom("job_claims").select("key").where("key", "like", "quote-reminder:%").execute();
    expect(keys.map((k) => k.key.split(":").slice(-1)[0]).sort()).toEqual(["10", "3", "3"]);
    expect(customerReminders(await deliver())).toHaveLength(3);
  });

  it("after a long stop across both days, sends one reminder (the latest), not two", async () => {
    await quote({ sentAt: [iso(paris(2, 10))] });
    expect(await remindersAt(paris(13, 9))).toEqual({ ok: true, result: 1 });
    expect(await remindersAt(paris(14, 9))).toEqual({ ok: true, result: 0 });
    expect(customerReminders(await deliver())).toHaveLength(1);
  });

  it("two instances racing, then a restart: each reminder queued once", async () => {
    await quote({ sentAt: [iso(paris(2, 10))] });
    await quote({ number: "DV-2026-0002", sentAt: [iso(paris(2, 10, 30))] });
    // on PostgreSQL a second pool (truly concurrent transactions); on SQLite the same connection
    const other = kind === "postgres" ? createDatabase({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl }) : t.database;
    if (other !== t.database) extraDatabases.push(other);
    const a = runner();
    const b = runner({ db: other.db });
    now = paris(5, 11);
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    const results = [ra["quote-reminders"], rb["quote-reminders"]].map((r) => (r?.ok ? Number(r.result) : NaN));
    expect(results[0]! + results[1]!).toBe(2);
    await Promise.all([a.tick(), b.tick(), runner().tick()]);
    expect(await reminderRows()).toHaveLength(2);
    expect(customerReminders(await deliver())).toHaveLength(2);
  });

  it("the day before expiry: one alert on the owner's phone from 07:00, and the morning digest lists the devis", async () => {
    const owner = await createAdminUser(getEnv(), t.database, {
      email: "patron@az-toiture.test",
      password: "Zinc-et-ardoise-2024",
      name: "Patron",
    });
    const phone = push.newDevice();
    await savePushSubscription(owner.id, phone, "vitest");
    try {
      const expiring = await quote({
        sentAt: [iso(paris(27, 10, 0, 10))],
        validUntil: "2026-11-26",
        viewedAt: iso(paris(28, 9, 0, 10)),
      });
      await quote({ number: "DV-2026-0002", sentAt: [iso(paris(20, 10))], validUntil: "2026-12-20" });
      await quote({ number: "DV-2026-0003", sentAt: [iso(paris(27, 11, 0, 10))], validUntil: "2026-11-26", status: "refused" });

      expect((await tickAt(paris(25, 6, 59)))["quote-expiry-alerts"]).toEqual({ ok: true, result: 0 });
      expect((await tickAt(paris(25, 7)))["quote-expiry-alerts"]).toEqual({ ok: true, result: 1 });
      const other = kind === "postgres" ? createDatabase({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl }) : t.database;
      if (other !== t.database) extraDatabases.push(other);
      now = paris(25, 8);
      const [a, b] = await Promise.all([runner().tick(), runner({ db: other.db }).tick()]);
      expect([a["quote-expiry-alerts"], b["quote-expiry-alerts"]]).toEqual([
        { ok: true, result: 0 },
        { ok: true, result: 0 },
      ]);
      // the day it expires: no second alert
      expect((await tickAt(paris(26, 8)))["quote-expiry-alerts"]).toEqual({ ok: true, result: 0 });

      await vi.waitFor(() => expect(push.received).toHaveLength(1), { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 300));
      expect(push.received).toHaveLength(1);
      expect(push.received[0]!.message).toEqual({
        title: "Devis DV-2026-0001\u00a0: expire demain sans réponse",
        body: "Jean Dupont · Réfection de la couverture en zinc · 1\u202f340\u00a0€ TTC. Une relance par téléphone\u00a0?",
        tag: `quote-expiry-${expiring.id}`,
        url: `${TEST_SITE_URL}/dashboard-management-panel/devis/${expiring.id}`,
        urgent: false,
      });

      const digest = (await deliver()).find((m) => m.subject.startsWith("Demandes du 25/11/2026"))!;
      expect(digest.subject).toBe("Demandes du 25/11/2026 : 0 demande ouverte, 1 devis expire demain, 1 devis sans réponse");
      expect(digest.text).toContain("Devis qui expirent demain (1)\u00a0:");
      expect(digest.text).toContain(
        `- DV-2026-0001 · Jean Dupont · Réfection de la couverture en zinc · 1\u202f340\u00a0€ TTC · vu, valable jusqu'au 26/11/2026\n  ${TEST_SITE_URL}/dashboard-management-panel/devis/${expiring.id}`,
      );
      expect(digest.text).toContain("Devis sans réponse (1)\u00a0:");
      expect(digest.text).toContain("- DV-2026-0002 · Jean Dupont");
      expect(digest.text).toContain("envoyé le 20/11/2026, pas encore ouvert, valable jusqu'au 20/12/2026");
      expect(digest.text).not.toContain("DV-2026-0003");
    } finally {
      await t.database.db.deleteFrom("push_subscriptions").execute();
    }
  });

  it("statistics: devis sent, accepted, acceptance rate and amount signed per month, within the period", async () => {
    const db = t.database.db;
    const at = (day: number, month: number, year = 2026) => iso(paris(day, 10, 0, month, year));
    // October: three sent, one signed with its option ticked (1 340 € + 110 €)
    await quote({
      number: "Q1",
      sentAt: [at(5, 10)],
      status: "accepted",
      acceptance: { acceptedAt: at(10, 10), tickedOptions: ["opt"] },
    });
    await quote({ number: "Q2", sentAt: [at(20, 10)], status: "refused", answeredAt: at(3, 11) });
    // sent in October, sent again in November (counted once, in October), expired unanswered on 21 November
    await quote({ number: "Q4", sentAt: [at(1, 10), at(5, 11)], validUntil: "2026-11-20" });
    // November: three sent; one signed; one signed then withdrawn; one still awaiting
    await quote({ number: "Q3", sentAt: [at(2, 11)], status: "accepted", acceptance: { acceptedAt: at(4, 11) } });
    await quote({
      number: "Q5",
      sentAt: [at(10, 11)],
      status: "withdrawn",
      acceptance: { acceptedAt: at(11, 11) },
      withdrawnAt: at(13, 11),
    });
    await quote({ number: "Q6", sentAt: [at(20, 11)], validUntil: "2026-12-20" });
    // long before the period
    await quote({ number: "Q7", sentAt: [at(1, 6, 2025)], status: "accepted", acceptance: { acceptedAt: at(5, 6, 2025) } });

    const today = new Date(paris(26, 10));
    const year = await readQuoteStatistics(daysOfPeriod(365, today), db);
    expect(year.months).toHaveLength(13);
    expect(year.months[0]).toEqual({ month: "2026-11", sent: 3, accepted: 1, decided: 4, rate: 0.25, signedTtcCents: 134_000 });
    expect(year.months[1]).toEqual({ month: "2026-10", sent: 3, accepted: 1, decided: 1, rate: 1, signedTtcCents: 145_000 });
    expect(year.months.slice(2).every((m) => m.sent + m.decided === 0 && m.rate === null)).toBe(true);
    expect(year.totals).toEqual({ sent: 6, accepted: 2, decided: 5, rate: 0.4, signedTtcCents: 279_000 });

    // 30 days: 28 October to 26 November; October's events fall outside
    const month = await readQuoteStatistics(daysOfPeriod(30, today), db);
    expect(month.months.map((m) => m.month)).toEqual(["2026-11", "2026-10"]);
    expect(month.months[1]).toEqual({ month: "2026-10", sent: 0, accepted: 0, decided: 0, rate: null, signedTtcCents: 0 });
    expect(month.totals).toEqual({ sent: 3, accepted: 1, decided: 4, rate: 0.25, signedTtcCents: 134_000 });
  });
});
