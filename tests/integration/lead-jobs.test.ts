import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { DEFAULT_SITE } from "~/config/site";
import { createDatabase, type Database } from "~/db/client.server";
import { failedLeadNotifications, leadFigures, relaunchFailedLeadNotifications } from "~/features/leads/dashboard.server";
import { settingsFromSite } from "~/features/business-settings/site-config";
import { loadBusinessSettings, saveBusinessSettings } from "~/features/business-settings/settings.server";
import { createLeadJobRunner, leadJobSettingsFromEnv, type LeadJobSettings } from "~/jobs/jobs.server";
import { storeLead } from "~/features/leads/store-lead.server";
import { addLeadNote, leadEvents, setLeadFollowUp, setLeadStatus } from "~/features/leads/pipeline.server";
import { monthsBefore } from "~/features/leads/retention.server";
import type { LeadSubmission } from "~/features/leads/schemas";
import { OutboxSender } from "~/features/mail/sender.server";
import { parisWallClock } from "~/lib/business-hours";
import type { Clock } from "~/lib/clock";
import { bumpContentVersion } from "~/lib/content-version.server";
import type { PeriodicJobs } from "~/lib/periodic-jobs.server";
import { closedPort } from "../helpers/ports";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, contactLead } from "./helpers/leads";

// The lead jobs (docs/product.md#lead-reminders) with a clock the tests move:
// reminders after opening minutes, once across instances; the 07:00 digest;
// the retention purge; and the dashboard's figures and failed notifications.

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const ESCALATE_TO = "chef@example.fr";
/** 25 November 2026 is a Wednesday. */
const paris = (day: number, hour: number, minute = 0, month = 11, year = 2026) =>
  parisWallClock(year, month, day, hour, minute).getTime();

describe.each(TEST_ENGINES)("lead jobs on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  let now = 0;
  const clock: Clock = () => now;
  const runners: PeriodicJobs[] = [];
  const extraDatabases: Database[] = [];

  function settings(overrides: Partial<LeadJobSettings> = {}): LeadJobSettings {
    return {
      db: t.database.db,
      reminderMinutes: 30,
      openingHours: DEFAULT_SITE.openingHours,
      ownerTo: LEADS_TO,
      escalateTo: null,
      retentionMonths: 36,
      siteUrl: getEnv().SITE_URL,
      cleanups: [],
      onMailQueued: () => {},
      ...overrides,
    };
  }

  function runner(overrides: Partial<LeadJobSettings> = {}): PeriodicJobs {
    const r = createLeadJobRunner(settings(overrides), { clock });
    runners.push(r);
    return r;
  }

  /** Delivers what is due at the clock's now and returns every message received so far. */
  async function deliver(): Promise<ReceivedMail[]> {
    const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, from: "site@example.fr", to: LEADS_TO, clock });
    try {
      await sender.drain();
    } finally {
      await sender.stop(0);
    }
    return smtp.messages;
  }

  const reminders = (messages: ReceivedMail[]) => messages.filter((m) => m.subject.includes("Rappel"));
  const digests = (messages: ReceivedMail[]) => messages.filter((m) => m.subject.startsWith("Demandes du"));

  async function receive(at: number, submission: LeadSubmission = contactLead(), spam = false) {
    now = at;
    return storeLead({ submission, ipHash: "abc", userAgent: "vitest", sourcePath: "/contact", spam }, t.database.db, clock);
  }

  async function outboxKinds(): Promise<string[]> {
    const rows = await t.database.db.selectFrom("outbox").select("kind").orderBy("created_at").execute();
    return rows.map((r) => r.kind);
  }

  async function tickAt(at: number, r = runner()) {
    now = at;
    return r.tick();
  }

  beforeAll(async () => {
    // the visitor's acknowledgement is left out: these tests count the owner's e-mails
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", LEAD_ACKNOWLEDGEMENT: "off" });
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await Promise.all(extraDatabases.splice(0).map((d) => d.close()));
    await smtp.close();
    for (const table of [
      "outbox",
      "lead_events",
      "lead_submissions",
      "leads",
      "job_claims",
      "lead_reference_counters",
    ] as const) {
      await t.database.db.deleteFrom(table).execute();
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("reminds a request received Wednesday 10:00 at 10:30, not at 10:29, once, with its details and link", async () => {
    const { id, reference } = await receive(paris(25, 10));
    expect((await tickAt(paris(25, 10, 29))).reminders).toEqual({ ok: true, result: 0 });
    expect(await outboxKinds()).not.toContain("lead_reminder");

    expect((await tickAt(paris(25, 10, 30))).reminders).toEqual({ ok: true, result: 1 });
    expect((await tickAt(paris(25, 10, 31))).reminders).toEqual({ ok: true, result: 0 });
    expect((await tickAt(paris(25, 16))).reminders).toEqual({ ok: true, result: 0 });

    const [reminder, ...others] = reminders(await deliver());
    expect(others).toHaveLength(0);
    expect(reminder.subject).toBe(`Rappel : demande ${reference} sans réponse depuis 30 min — Jean Dupont`);
    expect(reminder.envelope.to).toEqual([LEADS_TO]);
    expect(reminder.replyTo).toContain("jean.dupont@example.fr");
    expect(reminder.text).toContain("Téléphone : 06 12 34 56 78");
    expect(reminder.text).toContain("E-mail : jean.dupont@example.fr");
    expect(reminder.text).toContain("Fuite dans la gouttière côté rue.");
    expect(reminder.text).toContain(`Voir la demande : http://127.0.0.1:3999/dashboard-management-panel/leads/${id}`);
    expect(reminder.text).toContain("reçue le 25/11/2026 10:00");

    // the timeline shows it, and its e-mail is the request's
    const events = await leadEvents(id, t.database.db);
    expect(events.filter((e) => e.kind === "reminder")).toEqual([
      expect.objectContaining({
        kind: "reminder",
        detail: LEADS_TO,
        actor: null,
        createdAt: new Date(paris(25, 10, 30)).toISOString(),
      }),
    ]);
    const row = await t.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "lead_reminder")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_id: id, status: "sent" });
  });

  it("follows the owner's saved hours and closures, read on every tick: a request on a closed Wednesday is reminded Thursday 07:30", async () => {
    const site = await loadBusinessSettings(t.database.db);
    // started with the environment's hours (open on Wednesdays); the closure is saved afterwards
    const r = runner({ loadSchedule: leadJobSettingsFromEnv(getEnv(), t.database.db).loadSchedule });
    expect((await tickAt(paris(25, 9), r)).reminders).toEqual({ ok: true, result: 0 });
    await saveBusinessSettings(
      { ...settingsFromSite(site), closures: [{ from: "2026-11-25", to: "2026-11-25", label: "Inventaire" }] },
      "test",
      t.database.db,
    );
    try {
      const { id } = await receive(paris(25, 10));
      expect((await tickAt(paris(25, 10, 30), r)).reminders).toEqual({ ok: true, result: 0 });
      expect((await tickAt(paris(25, 17), r)).reminders).toEqual({ ok: true, result: 0 });
      expect((await tickAt(paris(26, 7, 29), r)).reminders).toEqual({ ok: true, result: 0 });
      expect((await tickAt(paris(26, 7, 30), r)).reminders).toEqual({ ok: true, result: 1 });
      expect((await leadEvents(id)).map((e) => e.kind)).toContain("reminder");
    } finally {
      await t.database.db.deleteFrom("business_settings").execute();
      await bumpContentVersion("site", t.database.db);
    }
  });

  it("counts only opening minutes: received Friday 17:50, reminded Saturday 08:20, not on Friday evening", async () => {
    await receive(paris(27, 17, 50));
    for (const at of [paris(27, 18, 20), paris(27, 23, 59), paris(28, 7, 0), paris(28, 8, 19)]) {
      expect((await tickAt(at)).reminders).toEqual({ ok: true, result: 0 });
    }
    expect((await tickAt(paris(28, 8, 20))).reminders).toEqual({ ok: true, result: 1 });
    expect(reminders(await deliver())).toHaveLength(1);
  });

  it("never reminds a request answered before, nor spam, nor a request older than the look-back", async () => {
    const { id } = await receive(paris(25, 10));
    now = paris(25, 10, 10);
    await setLeadStatus(id, { status: "contacte", lostReason: null }, "Jean Patron", { db: t.database.db, clock });
    await receive(paris(25, 10, 5), contactLead({ email: "spam@example.fr" }), true);
    // a request from three weeks ago, never answered (its key may have been pruned long ago)
    await receive(paris(4, 10));

    for (const at of [paris(25, 10, 30), paris(25, 12), paris(26, 9)]) {
      expect((await tickAt(at)).reminders).toEqual({ ok: true, result: 0 });
    }
    expect(await outboxKinds()).not.toContain("lead_reminder");
    expect((await leadEvents(id, t.database.db)).map((e) => e.kind)).toEqual(["status"]);
  });

  it("sends the reminder to LEADS_ESCALATE_TO too, in the same message", async () => {
    await receive(paris(25, 10));
    await tickAt(paris(25, 10, 30), runner({ escalateTo: ESCALATE_TO }));
    const [reminder] = reminders(await deliver());
    expect(reminder.envelope.to).toEqual([LEADS_TO, ESCALATE_TO]);
    expect(reminder.to).toContain(ESCALATE_TO);
    expect(reminders(smtp.messages)).toHaveLength(1);
  });

  it("two instances racing, then a restart: ONE reminder and ONE digest", async () => {
    await receive(paris(24, 10));
    // a second instance: on PostgreSQL its own pool (truly concurrent transactions); on SQLite the same
    // connection (better-sqlite3 is synchronous: a second connection in this process would wait on a lock
    // that the first, in the same thread, can never release), where transactions take turns
    const other = kind === "postgres" ? createDatabase({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl }) : t.database;
    if (other !== t.database) extraDatabases.push(other);
    const a = runner();
    const b = runner({ db: other.db });
    now = paris(25, 7, 5);
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    expect([ra.reminders, rb.reminders]).toEqual(
      expect.arrayContaining([
        { ok: true, result: 1 },
        { ok: true, result: 0 },
      ]),
    );
    expect([ra.digest, rb.digest]).toEqual(
      expect.arrayContaining([
        { ok: true, result: "queued" },
        { ok: true, result: null },
      ]),
    );
    // both again, and a restarted instance
    await Promise.all([a.tick(), b.tick(), runner().tick()]);
    now = paris(25, 11);
    await Promise.all([a.tick(), b.tick()]);

    const messages = await deliver();
    expect(reminders(messages)).toHaveLength(1);
    expect(digests(messages)).toHaveLength(1);
    expect((await outboxKinds()).filter((k) => k !== "lead_notification").sort()).toEqual(["lead_digest", "lead_reminder"]);
  });

  it("sends the digest at 07:00 Paris, not at 06:59: open requests and due follow-ups, not won ones", async () => {
    const open = await receive(paris(23, 9), contactLead({ prenom: "Anne", nom: "Ouverte" }));
    const due = await receive(paris(20, 9), contactLead({ prenom: "Paul", nom: "Rappel" }));
    const later = await receive(paris(21, 9), contactLead({ prenom: "Luc", nom: "Plustard" }));
    const won = await receive(paris(19, 9), contactLead({ prenom: "Gina", nom: "Gagnee" }));
    now = paris(24, 15);
    await setLeadStatus(due.id, { status: "contacte", lostReason: null }, "Jean Patron", { db: t.database.db, clock });
    await setLeadFollowUp(due.id, "2026-11-25", "Jean Patron", { db: t.database.db, clock });
    await setLeadStatus(later.id, { status: "devis", lostReason: null }, "Jean Patron", { db: t.database.db, clock });
    await setLeadFollowUp(later.id, "2026-11-30", "Jean Patron", { db: t.database.db, clock });
    await setLeadStatus(won.id, { status: "gagne", lostReason: null }, "Jean Patron", { db: t.database.db, clock });
    await setLeadFollowUp(won.id, "2026-11-20", "Jean Patron", { db: t.database.db, clock });

    expect((await tickAt(paris(25, 6, 59))).digest).toEqual({ ok: true, result: null });
    expect(await outboxKinds()).not.toContain("lead_digest");
    expect((await tickAt(paris(25, 7, 0))).digest).toEqual({ ok: true, result: "queued" });
    expect((await tickAt(paris(25, 18))).digest).toEqual({ ok: true, result: null });

    const [digest, ...others] = digests(await deliver());
    expect(others).toHaveLength(0);
    expect(digest.subject).toBe("Demandes du 25/11/2026 : 3 demandes ouvertes, 1 à rappeler");
    expect(digest.envelope.to).toEqual([LEADS_TO]);
    const [head, openPart] = digest.text.split("Demandes ouvertes");
    expect(head).toContain("À rappeler (1) :");
    expect(head).toContain(`${due.reference} · Paul Rappel · Contacté · à rappeler le 25/11/2026`);
    expect(head).not.toContain(later.reference);
    expect(openPart).toContain(`${open.reference} · Anne Ouverte · Nouveau · reçue il y a 1 j 22 h`);
    expect(openPart).toContain(`http://127.0.0.1:3999/dashboard-management-panel/leads/${open.id}`);
    expect(openPart).toContain(`${later.reference} · Luc Plustard · Devis envoyé`);
    expect(digest.text).not.toContain(won.reference);
    expect(digest.text).not.toContain("Gagnee");

    // the next day has its own digest
    expect((await tickAt(paris(26, 7, 1))).digest).toEqual({ ok: true, result: "queued" });
  });

  it("sends no digest on a day with nothing open, even when a request arrives later that day", async () => {
    expect((await tickAt(paris(25, 7))).digest).toEqual({ ok: true, result: "empty" });
    await receive(paris(25, 9));
    expect((await tickAt(paris(25, 9, 1))).digest).toEqual({ ok: true, result: null });
    expect(await outboxKinds()).not.toContain("lead_digest");
  });

  it("purges requests older than the retention with their events, e-mails and keys; keeps younger ones", async () => {
    const today = paris(25, 12);
    const old = monthsBefore(new Date(today), 37).getTime();
    const young = monthsBefore(new Date(today), 35).getTime();
    now = old;
    const expired = await storeLead(
      {
        submission: contactLead(),
        ipHash: "abc",
        userAgent: "vitest",
        sourcePath: "/contact",
        spam: false,
        idempotency: { key: "k-old", redirectTo: "/contact" },
      },
      t.database.db,
      clock,
    );
    await addLeadNote(expired.id, "Rappeler en mars", "Jean Patron", { db: t.database.db, clock });
    const kept = await receive(young, contactLead({ email: "recent@example.fr" }));
    const cleaned: string[] = [];
    const attached = async (table: "outbox" | "lead_events" | "lead_submissions") =>
      (await t.database.db.selectFrom(table).select("lead_id").where("lead_id", "=", expired.id).execute()).length;
    expect([await attached("outbox"), await attached("lead_events"), await attached("lead_submissions")]).toEqual([1, 1, 1]);

    const report = await tickAt(today, runner({ cleanups: [async (id) => void cleaned.push(id)] }));
    expect(report["retention-purge"]).toEqual({ ok: true, result: { deleted: 1, quotesDeleted: 0, retentionMonths: 36 } });
    expect(cleaned).toEqual([expired.id]);
    const db = t.database.db;
    expect(await db.selectFrom("leads").select("id").execute()).toEqual([{ id: kept.id }]);
    expect([await attached("outbox"), await attached("lead_events"), await attached("lead_submissions")]).toEqual([0, 0, 0]);
    expect(await db.selectFrom("outbox").select("lead_id").where("lead_id", "is not", null).execute()).toEqual([
      { lead_id: kept.id },
    ]);

    // once a day: a later tick the same day does not purge again
    expect((await tickAt(today + 60 * MIN))["retention-purge"]).toEqual({ ok: true, result: null });
  });

  it("keeps a request whose files could not be removed, for the next purge", async () => {
    const today = paris(25, 12);
    const { id } = await receive(monthsBefore(new Date(today), 40).getTime());
    const report = await tickAt(today, runner({ cleanups: [() => Promise.reject(new Error("disque plein"))] }));
    expect(report["retention-purge"]).toEqual({ ok: true, result: { deleted: 0, quotesDeleted: 0, retentionMonths: 36 } });
    expect(await t.database.db.selectFrom("leads").select("id").execute()).toEqual([{ id }]);
  });

  it("forgets job claims after 60 days", async () => {
    await t.database.db
      .insertInto("job_claims")
      .values([
        { key: "reminder:old", claimed_at: new Date(paris(25, 12) - 61 * DAY).toISOString() },
        { key: "reminder:recent", claimed_at: new Date(paris(25, 12) - 59 * DAY).toISOString() },
      ])
      .execute();
    expect((await tickAt(paris(25, 12)))["prune-job-claims"]).toEqual({ ok: true, result: 1 });
    const keys = (await t.database.db.selectFrom("job_claims").select("key").execute()).map((r) => r.key);
    expect(keys).toContain("reminder:recent");
    expect(keys).not.toContain("reminder:old");
  });

  it("computes the dashboard's figures over the last 30 days", async () => {
    now = paris(25, 12);
    const db = t.database.db;
    const contactAfter = async (
      receivedAt: number,
      minutes: number,
      status: "contacte" | "visite" | "devis" | "gagne" = "contacte",
    ) => {
      const { id } = await receive(receivedAt);
      now = receivedAt + minutes * MIN;
      await setLeadStatus(id, { status: "contacte", lostReason: null }, "Jean Patron", { db, clock });
      if (status !== "contacte") await setLeadStatus(id, { status, lostReason: null }, "Jean Patron", { db, clock });
      return id;
    };
    // received in the last 30 days: contacted after 1 h, 2 h 15, 5 h and 1 j 3 h (median 3 h 37.5)
    await contactAfter(paris(20, 9), 60);
    await contactAfter(paris(21, 9), 135, "devis");
    await contactAfter(paris(22, 9), 300);
    await contactAfter(paris(2, 9), 27 * 60, "gagne"); // won on 3 November
    await receive(paris(24, 9)); // new, not contacted
    await receive(paris(24, 10), contactLead({ email: "bot@example.fr" }), true); // spam
    // older than 30 days: not in the window, still in progress; won in October (last month)
    await contactAfter(paris(10, 9, 0, 10), 10, "visite");
    await contactAfter(paris(1, 9, 0, 10), 10, "gagne");
    // won this month, received long ago
    const oldWon = await contactAfter(paris(1, 9, 0, 9), 10);
    now = paris(1, 0, 30);
    await setLeadStatus(oldWon, { status: "gagne", lostReason: null }, "Jean Patron", { db, clock });

    now = paris(25, 12);
    expect(await leadFigures({ db, clock })).toEqual({
      newRequests: 5,
      inProgress: 4, // 3 contacted in the window (one 'devis') is 2 + 1, plus the October 'visite'
      wonThisMonth: 2,
      medianFirstContactMs: ((135 + 300) / 2) * MIN,
      contactedCount: 4,
    });

    // nothing contacted in the window: no median
    now = paris(25, 12) + 90 * DAY;
    expect((await leadFigures({ db, clock })).medianFirstContactMs).toBeNull();
  });

  it("lists failed notifications of real requests, and 'Renvoyer' relaunches them all", async () => {
    const port = await closedPort();
    const a = await receive(paris(25, 10), contactLead({ prenom: "Alice", nom: "Martin" }));
    const b = await receive(paris(25, 10, 1), contactLead({ prenom: "Bruno", nom: "Petit" }));
    await receive(paris(25, 10, 2), contactLead({ email: "bot@example.fr" }), true);
    const down = new OutboxSender({
      db: t.database.db,
      kind,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "s@example.fr",
      to: LEADS_TO,
      clock,
      smtpTimeoutMs: 2000,
    });
    await down.drain();
    await down.stop(0);

    const failed = await failedLeadNotifications(t.database.db);
    expect(failed.map((f) => f.leadId).sort()).toEqual([a.id, b.id].sort());
    expect(failed[0]).toMatchObject({ error: expect.stringMatching(/ECONNREFUSED/) });
    expect(failed.find((f) => f.leadId === a.id)).toMatchObject({ reference: a.reference, name: "Alice Martin" });

    expect(await relaunchFailedLeadNotifications({ db: t.database.db, clock })).toBe(2);
    expect(await failedLeadNotifications(t.database.db)).toEqual([]);
    const messages = await deliver();
    expect(messages.map((m) => m.subject).filter((s) => s.startsWith("Nouvelle demande"))).toHaveLength(2);
  });
});
