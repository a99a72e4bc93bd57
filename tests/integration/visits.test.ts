import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { createDatabase, type Database } from "~/db/client.server";
import { leadEvents } from "~/features/leads/pipeline.server";
import { storeLead } from "~/features/leads/store-lead.server";
import type { LeadSubmission } from "~/features/leads/schemas";
import { OutboxSender } from "~/features/mail/sender.server";
import { revokeVisitBookingLink, visitBookingUrl } from "~/features/leads/visit-booking-link.server";
import { sendDueVisitReminders } from "~/features/visits/reminders.server";
import { SLOT_MESSAGES } from "~/features/visits/slots";
import {
  bookByCustomer,
  cancelByCustomer,
  cancelVisit,
  changeByCustomer,
  confirmVisit,
  isSlotConflict,
  moveVisit,
  planVisit,
  VISIT_MESSAGES,
  type VisitContext,
} from "~/features/visits/visits.server";
import { parisWallClock } from "~/lib/business-hours";
import type { Clock } from "~/lib/clock";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, TEST_SITE_URL, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, quoteLead } from "./helpers/leads";

// Site visits (docs/product.md#visits) on a real database and a real SMTP peer: the owner's
// planning and the customer's e-mails read back with ical.js, the customer's booking through his
// private link, the database refusing a second visit at the same instant (two clients at once),
// and the reminder the day before, once.

const BUSINESS_EMAIL = "contact@az-toiture.fr";
/** Wednesday 2 December 2026, Paris time. */
const paris = (day: number, hour: number, minute = 0, month = 12) => parisWallClock(2026, month, day, hour, minute);

const secondLead = (): LeadSubmission => {
  const lead = quoteLead();
  return {
    ...lead,
    values: { ...lead.values, email: "paul@example.fr", firstName: "Paul", address: "3 chemin du Moulin, 69210 Lentilly" },
  } as LeadSubmission;
};

function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { method: calendar.getFirstPropertyValue("method"), zone, vevent, event: new ICAL.Event(vevent) };
}

/** The calendar part of an invitation (the text/calendar alternative), read back. */
function invitationOf(mail: ReceivedMail) {
  const part = mail.parts.find((p) => p.type === "text/calendar");
  expect(part, "a text/calendar part").toBeTruthy();
  const attached = mail.parts.find((p) => p.type === "application/ics");
  expect(attached?.disposition).toBe("attachment");
  expect(attached?.content.replace(/\r\n/g, "\n")).toBe(part!.content.replace(/\r\n/g, "\n"));
  return { contentType: part!.headers.get("content-type") ?? "", ...readIcs(part!.content) };
}

describe.each(TEST_ENGINES)("site visits on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  let now = paris(2, 10).getTime();
  const clock: Clock = () => now;
  const extra: Database[] = [];

  const site = (slots: Partial<SiteConfig["visitSlots"]> = {}): SiteConfig => ({
    ...(DEFAULT_SITE as unknown as SiteConfig),
    url: TEST_SITE_URL,
    email: BUSINESS_EMAIL,
    visitSlots: { ...DEFAULT_SITE.visitSlots, ...slots },
  });
  const ctx = (overrides: Partial<VisitContext> = {}): VisitContext => ({
    db: t.database.db,
    kind,
    site: site(),
    siteUrl: TEST_SITE_URL,
    now: new Date(now),
    ...overrides,
  });

  async function deliver(): Promise<ReceivedMail[]> {
    const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, from: "site@example.fr", to: LEADS_TO, clock });
    try {
      await sender.drain();
    } finally {
      await sender.stop(0);
    }
    return smtp.messages;
  }
  const receive = (submission: LeadSubmission = quoteLead()) =>
    storeLead(
      { submission, ipHash: "abc", userAgent: "vitest", sourcePath: "/devis-gratuit", spam: false },
      t.database.db,
      clock,
    );
  const tokenOf = (url: string | null) => url!.split("/visite/")[1]!;
  const visitRows = () => t.database.db.selectFrom("visits").selectAll().orderBy("created_at").execute();

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "" });
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
    now = paris(2, 10).getTime();
  });
  afterEach(async () => {
    await Promise.all(extra.splice(0).map((d) => d.close()));
    await smtp.close();
    for (const table of [
      "outbox",
      "visits",
      "visit_booking_links",
      "lead_events",
      "lead_submissions",
      "leads",
      "job_claims",
      "lead_reference_counters",
    ] as const) {
      await t.database.db
        .deleteFrom(table)
        .execute()
        .catch(() => undefined);
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("the owner plans, moves and cancels: one calendar event (same UID, SEQUENCE 0, 1, 2) at the customer's", async () => {
    const { id } = await receive();
    // the acknowledgement offers the customer's booking page
    const ack = (await deliver()).find((m) => m.subject.includes("a bien été reçue"))!;
    expect(ack.text).toContain(`${TEST_SITE_URL}/visite/`);
    expect(ack.html).toContain("Choisir un créneau de visite");

    const planned = await planVisit(
      ctx(),
      id,
      { day: "2026-12-04", time: "09:30", durationMinutes: 90, note: "Prévoir l'accès aux combles." },
      "Patron",
    );
    expect(planned).toMatchObject({ ok: true, message: VISIT_MESSAGES.planned });
    const [row] = await visitRows();
    expect(row).toMatchObject({ status: "confirmed", booked_by: "owner", day: "2026-12-04" });
    const lead = await t.database.db.selectFrom("leads").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead.status).toBe("visite");
    expect((await leadEvents(id, t.database.db)).map((e) => e.detail)).toEqual(
      expect.arrayContaining(["visite", "Visite planifiée le vendredi 4 décembre 2026 à 9h30"]),
    );

    const invitation = (await deliver()).find((m) => m.subject.startsWith("Visite technique le"))!;
    expect(invitation.to).toContain("helene@example.fr");
    expect(invitation.html).toContain("Prévoir l&#39;accès aux combles.");
    expect(invitation.text).toContain("vendredi 4 décembre 2026, de 9h30 à 11h00");
    const first = invitationOf(invitation);
    expect(first.contentType).toMatch(/method=REQUEST/i);
    expect(first.method).toBe("REQUEST");
    expect(first.zone?.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    expect(first.event.uid).toBe(row!.uid);
    expect(first.event.sequence).toBe(0);
    expect(first.event.startDate.toString()).toBe("2026-12-04T09:30:00");
    expect(first.event.endDate.toJSDate().toISOString()).toBe(paris(4, 11).toISOString());
    expect(first.event.location).toBe("12 rue des Tuiles, 69001 Lyon");
    expect(first.event.summary).toBe(`Visite technique – ${DEFAULT_SITE.name}`);
    expect(first.event.description).toContain("Prévoir l'accès aux combles.");
    expect(first.event.description).toContain(DEFAULT_SITE.phone);
    expect(first.vevent.getFirstPropertyValue("organizer")).toBe(`mailto:${BUSINESS_EMAIL}`);
    expect(first.vevent.getFirstPropertyValue("attendee")).toBe("mailto:helene@example.fr");

    // a second 'Planifier' is refused, nothing changed
    expect(await planVisit(ctx(), id, { day: "2026-12-07", time: "10:00", durationMinutes: 60, note: "" }, "Patron")).toEqual({
      ok: false,
      message: VISIT_MESSAGES.alreadyPlanned,
      status: 409,
    });

    now += 60_000;
    expect(
      await moveVisit(
        ctx({ now: new Date(now) }),
        id,
        { day: "2026-12-07", time: "14:00", durationMinutes: 60, note: "" },
        "Patron",
      ),
    ).toMatchObject({
      ok: true,
    });
    const update = (await deliver()).find((m) => m.subject.startsWith("Visite technique déplacée"))!;
    const second = invitationOf(update);
    expect(second.method).toBe("REQUEST");
    expect(second.event.uid).toBe(row!.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toString()).toBe("2026-12-07T14:00:00");

    now += 60_000;
    expect(await cancelVisit(ctx({ now: new Date(now) }), id, "Patron")).toMatchObject({
      ok: true,
      message: VISIT_MESSAGES.cancelled,
    });
    const cancellation = (await deliver()).find((m) => m.subject.startsWith("Visite technique annulée"))!;
    const third = invitationOf(cancellation);
    expect(third.contentType).toMatch(/method=CANCEL/i);
    expect(third.method).toBe("CANCEL");
    expect(third.event.uid).toBe(row!.uid);
    expect(third.event.sequence).toBe(2);
    expect(third.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    const [cancelled] = await visitRows();
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 2 });
  });

  it("refuses in French, with nothing changed: the past, a closure day, outside the hours, over another visit", async () => {
    const { id } = await receive();
    const other = await receive(secondLead());
    const closed = ctx({ site: { ...site(), closures: [{ from: "2026-12-08", to: "2026-12-08", label: "Fermé" }] } });
    const plan = (c: VisitContext, leadId: string, day: string, time: string) =>
      planVisit(c, leadId, { day, time, durationMinutes: 60, note: "" }, "Patron");
    expect(await plan(closed, id, "2026-12-01", "10:00")).toMatchObject({ ok: false, message: SLOT_MESSAGES.past });
    expect(await plan(closed, id, "2026-12-08", "10:00")).toMatchObject({ ok: false, message: SLOT_MESSAGES.closed });
    expect(await plan(closed, id, "2026-12-09", "18:00")).toMatchObject({ ok: false, message: SLOT_MESSAGES.outsideHours });
    expect(await plan(closed, id, "2026-12-09", "10:00")).toMatchObject({ ok: true });
    expect(await plan(closed, other.id, "2026-12-09", "10:30")).toMatchObject({ ok: false, message: SLOT_MESSAGES.overlaps });
    expect(await visitRows()).toHaveLength(1);
  });

  it("the customer picks a slot through his link: proposed, the owner told; a second pick refused; the owner confirms", async () => {
    const { id, reference } = await receive();
    const token = tokenOf(await visitBookingUrl(t.database.db, id, { siteUrl: TEST_SITE_URL }));
    // the same link every time
    expect(tokenOf(await visitBookingUrl(t.database.db, id, { siteUrl: TEST_SITE_URL }))).toBe(token);
    // the notice is 24 h: tomorrow 09:00 is too soon; Friday 09:00 is free
    expect(await bookByCustomer(ctx(), token, { day: "2026-12-03", time: "09:00" })).toMatchObject({
      ok: false,
      message: SLOT_MESSAGES.tooSoon(24),
    });
    const booked = await bookByCustomer(ctx(), token, { day: "2026-12-04", time: "09:00" });
    expect(booked).toMatchObject({ ok: true, message: VISIT_MESSAGES.customerPicked, visit: { status: "proposed" } });
    expect(booked?.push?.url).toContain(`/leads/${id}`);
    expect(await bookByCustomer(ctx(), token, { day: "2026-12-04", time: "11:00" })).toMatchObject({
      ok: false,
      message: VISIT_MESSAGES.alreadyBooked,
    });
    expect(await visitRows()).toHaveLength(1);
    const mails = await deliver();
    const notice = mails.find((m) => m.subject.startsWith("Créneau de visite à confirmer"))!;
    expect(notice.envelope.to).toEqual([LEADS_TO]);
    expect(notice.subject).toContain(reference);
    // nothing in the customer's calendar until the owner confirms
    expect(mails.filter((m) => m.parts.some((p) => p.type === "text/calendar"))).toHaveLength(0);

    expect(await confirmVisit(ctx(), id, "Patron")).toMatchObject({ ok: true, visit: { status: "confirmed" } });
    const invitation = (await deliver()).find((m) => m.subject.startsWith("Visite technique le"))!;
    expect(invitationOf(invitation).event.startDate.toString()).toBe("2026-12-04T09:00:00");

    // he moves it, then cancels: his calendar follows
    expect(await changeByCustomer(ctx(), token, { day: "2026-12-07", time: "15:00" })).toMatchObject({
      ok: true,
      visit: { status: "proposed", sequence: 2 },
    });
    const moved = (await deliver()).find((m) => m.subject.startsWith("Visite technique déplacée"))!;
    expect(invitationOf(moved).vevent.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(await cancelByCustomer(ctx(), token)).toMatchObject({ ok: true, message: VISIT_MESSAGES.customerCancelled });
    expect(await cancelByCustomer(ctx(), token)).toMatchObject({ ok: false, message: VISIT_MESSAGES.noVisit });
  });

  it("confirms a customer's pick at once with autoConfirm; a guessed or revoked link opens nothing", async () => {
    const { id } = await receive();
    const token = tokenOf(await visitBookingUrl(t.database.db, id, { siteUrl: TEST_SITE_URL }));
    const auto = ctx({ site: site({ autoConfirm: true }) });
    expect(await bookByCustomer(auto, token, { day: "2026-12-04", time: "10:00" })).toMatchObject({
      ok: true,
      message: VISIT_MESSAGES.customerConfirmed,
      visit: { status: "confirmed" },
    });
    expect((await deliver()).filter((m) => m.subject.startsWith("Visite technique le"))).toHaveLength(1);

    expect(await bookByCustomer(auto, "A".repeat(43), { day: "2026-12-04", time: "11:00" })).toBeNull();
    expect(await bookByCustomer(auto, "short", { day: "2026-12-04", time: "11:00" })).toBeNull();
    await revokeVisitBookingLink(t.database.db, id, new Date(now));
    expect(await cancelByCustomer(auto, token)).toBeNull();
    expect(await visitBookingUrl(t.database.db, id)).toBeNull();
    expect((await visitRows())[0]).toMatchObject({ status: "confirmed" });
  });

  it("two customers posting the same slot at once on two database clients: exactly one visit, the other told in French", async () => {
    const a = await receive();
    const b = await receive(secondLead());
    const tokenA = tokenOf(await visitBookingUrl(t.database.db, a.id, { siteUrl: TEST_SITE_URL }));
    const tokenB = tokenOf(await visitBookingUrl(t.database.db, b.id, { siteUrl: TEST_SITE_URL }));
    // two pools on PostgreSQL, as two instances have; SQLite's single writer serves one process's connection
    // (two in one thread would wait on each other synchronously)
    const own = () => (kind === "postgres" ? createDatabase({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl }) : t.database);
    const first = own();
    const second = own();
    if (kind === "postgres") extra.push(first, second);
    const pick = { day: "2026-12-04", time: "14:00" };
    const outcomes = await Promise.all([
      bookByCustomer(ctx({ db: first.db }), tokenA, pick),
      bookByCustomer(ctx({ db: second.db }), tokenB, pick),
    ]);
    expect(outcomes.filter((o) => o?.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o?.ok)).toMatchObject({ ok: false, message: SLOT_MESSAGES.taken });
    expect(SLOT_MESSAGES.taken.startsWith("Ce créneau vient d'être pris")).toBe(true);
    expect(await visitRows()).toHaveLength(1);
    // the loser changed nothing: his request is still new, no e-mail about him
    const loser = outcomes[0]?.ok ? b.id : a.id;
    expect(
      (await t.database.db.selectFrom("leads").select("status").where("id", "=", loser).executeTakeFirstOrThrow()).status,
    ).toBe("nouveau");

    // and the database itself says no, whoever writes the second row
    const row = (await visitRows())[0]!;
    const duplicate = t.database.db
      .insertInto("visits")
      .values({ ...row, id: "other", uid: "other@x", lead_id: loser, starts_at: new Date(row.starts_at).toISOString() })
      .execute();
    const error = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isSlotConflict(error)).toBe(true);
  });

  it("reminds the customer the day before, once, whichever instance runs the job", async () => {
    const { id } = await receive();
    expect(
      await planVisit(ctx(), id, { day: "2026-12-04", time: "09:30", durationMinutes: 60, note: "" }, "Patron"),
    ).toMatchObject({ ok: true });
    const settings = (db = t.database.db) => ({ db, site: site(), siteUrl: getEnv().SITE_URL });
    // Thursday 3 December: before 10:00 nothing; at 10:00 two instances at once, one reminder
    expect(await sendDueVisitReminders(settings(), paris(3, 9, 59))).toBe(0);
    const other = kind === "postgres" ? createDatabase({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl }) : t.database;
    if (other !== t.database) extra.push(other);
    const runs = await Promise.all([
      sendDueVisitReminders(settings(), paris(3, 10)),
      sendDueVisitReminders(settings(other.db), paris(3, 10)),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDueVisitReminders(settings(), paris(3, 16))).toBe(0);
    now = paris(3, 10).getTime();
    const reminders = (await deliver()).filter((m) => m.subject.startsWith("Rappel : visite technique demain à 9h30"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.to).toContain("helene@example.fr");
    expect(reminders[0]!.parts.some((p) => p.type === "text/calendar")).toBe(false);
    expect((await leadEvents(id, t.database.db)).map((e) => e.detail)).toContain("Rappel de la visite envoyé au client");
  });
});
