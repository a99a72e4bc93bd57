import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { createDatabase, type Database } from "~/db/client.server";
import {
  calendarFeedUrl,
  currentCalendarFeed,
  isCurrentCalendarFeed,
  regenerateCalendarFeed,
} from "~/features/calendar-feed/feed-link.server";
import { calendarFeedText } from "~/features/calendar-feed/feed.server";
import { handleFaqAdminPost } from "~/features/faq/admin-action.server";
import { getLead } from "~/features/leads/inbox-queries.server";
import { createLeadJobRunner } from "~/jobs/jobs.server";
import { leadEvents, setLeadStatus } from "~/features/leads/pipeline.server";
import { storeLead } from "~/features/leads/store-lead.server";
import { OutboxSender } from "~/features/mail/sender.server";
import { loadJobCompletion, saveJobCompletion } from "~/features/reviews/completion.server";
import { findUnsubscribeTarget, optOutByToken } from "~/features/reviews/opt-out.server";
import { loadReviewPanel } from "~/features/reviews/panel.server";
import { sendDueReviewRequests } from "~/features/reviews/requests.server";
import { unsubscribeToken } from "~/features/reviews/unsubscribe-link.server";
import { parisWallClock } from "~/lib/business-hours";
import type { Clock } from "~/lib/clock";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, contactLead } from "./helpers/leads";

// The review request (docs/product.md#review-requests) with a clock the tests move: once, at the
// end of work + the delay, within opening hours; never when switched off, opted out or without a
// link; once across racing instances. And the owner's calendar feed (docs/product.md#calendar-feed),
// read back with ical.js.

const REVIEW_URL = "https://g.page/r/az-toiture-test/review";
/** 23 November 2026 is a Monday. */
const paris = (day: number, hour: number, minute = 0, month = 11, year = 2026) =>
  parisWallClock(year, month, day, hour, minute).getTime();

describe.each(TEST_ENGINES)("review requests on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  let now = 0;
  const clock: Clock = () => now;
  const extraDatabases: Database[] = [];

  const site = (reviewRequest: Partial<SiteConfig["reviewRequest"]> = {}): SiteConfig => ({
    ...DEFAULT_SITE,
    reviewRequest: { googleReviewUrl: REVIEW_URL, delayDays: 3, ...reviewRequest },
  });

  const run = (at: number, s: SiteConfig = site(), db = t.database.db) => {
    now = at;
    return sendDueReviewRequests({ db, site: s, siteUrl: getEnv().SITE_URL, siteHost: "127.0.0.1" }, new Date(at));
  };

  async function deliver() {
    const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, from: "site@example.fr", to: LEADS_TO, clock });
    try {
      await sender.drain();
    } finally {
      await sender.stop(0);
    }
    return smtp.messages.filter((m) => m.subject.startsWith("Votre avis"));
  }

  /** A won request whose job ended on `doneOn`. */
  async function wonLead(doneOn: string, overrides: Record<string, string> = {}, reviewRequestOff = false) {
    now = paris(2, 10);
    const { id } = await storeLead(
      {
        submission: contactLead({ ville: "Villefranche", ...overrides }),
        ipHash: "abc",
        userAgent: "vitest",
        sourcePath: "/contact",
        spam: false,
      },
      t.database.db,
      clock,
    );
    await setLeadStatus(id, { status: "gagne", lostReason: null }, "Owner", { db: t.database.db, clock });
    expect(
      await saveJobCompletion(
        id,
        { jobDoneOn: doneOn, reviewRequestOff },
        { actor: "Owner", now: new Date(now), db: t.database.db },
      ),
    ).toBe("saved");
    return id;
  }

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", LEAD_ACKNOWLEDGEMENT: "off" });
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(extraDatabases.splice(0).map((d) => d.close()));
    await smtp.close();
    for (const table of [
      "outbox",
      "lead_events",
      "lead_job_completions",
      "review_opt_outs",
      "visits",
      "quotes",
      "lead_submissions",
      "leads",
      "job_claims",
      "lead_reference_counters",
      "calendar_feed_secrets",
    ] as const) {
      await t.database.db.deleteFrom(table).execute();
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("asks once, at the first opening of the end of work + 3 days, with the link, the name and the unsubscribe headers", async () => {
    const id = await wonLead("2026-11-23");
    expect(await run(paris(26, 6, 59))).toBe(0);
    expect(await run(paris(26, 7, 0))).toBe(1);
    expect(await run(paris(26, 7, 1))).toBe(0);
    expect(await run(paris(27, 10))).toBe(0);

    const [mail, ...others] = await deliver();
    expect(others).toHaveLength(0);
    expect(mail!.to).toContain("jean.dupont@example.fr");
    expect(mail!.subject).toBe(`Votre avis sur votre chantier — ${DEFAULT_SITE.name}`);
    expect(mail!.text).toContain("Bonjour Jean,");
    expect(mail!.text).toContain(`Laisser un avis Google\u00a0: ${REVIEW_URL}`);
    expect(mail!.html).toContain(`href="${REVIEW_URL}"`);
    const unsubscribe = `${getEnv().SITE_URL}/avis/desinscription/${unsubscribeToken(id)}`;
    expect(mail!.headers.get("list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail!.html).toContain(unsubscribe);

    expect((await loadJobCompletion(id, t.database.db))?.reviewRequestedAt).toBe(new Date(paris(26, 7)).toISOString());
    const events = await leadEvents(id, t.database.db);
    expect(events.filter((e) => e.kind === "review_request").map((e) => e.detail)).toEqual(["Demande d'avis envoyée"]);
  });

  it("runs with the lead jobs of every instance, reading Réglages on each tick", async () => {
    await wonLead("2026-11-23");
    const runner = createLeadJobRunner(
      {
        db: t.database.db,
        reminderMinutes: 30,
        openingHours: DEFAULT_SITE.openingHours,
        loadSite: async () => site(),
        ownerTo: LEADS_TO,
        retentionMonths: 36,
        siteUrl: getEnv().SITE_URL,
        cleanups: [],
        onMailQueued: () => {},
      },
      { clock },
    );
    try {
      now = paris(26, 7, 30);
      expect((await runner.tick())["review-requests"]).toEqual({ ok: true, result: 1 });
      expect((await runner.tick())["review-requests"]).toEqual({ ok: true, result: 0 });
    } finally {
      await runner.stop();
    }
  });

  it("waits for the opening hours: due on Thursday night, sent Friday at 07:00", async () => {
    await wonLead("2026-11-23");
    // the server was down all Thursday: at 19:00 the business is closed
    expect(await run(paris(26, 19))).toBe(0);
    expect(await run(paris(27, 6, 30))).toBe(0);
    expect(await run(paris(27, 7))).toBe(1);
  });

  it("asks nobody switched off, nobody without a review link, and no address that opted out", async () => {
    await wonLead("2026-11-23", { email: "off@example.fr" }, true);
    const optedOut = await wonLead("2026-11-23", { email: "parti@example.fr" });
    expect(await optOutByToken(unsubscribeToken(optedOut), new Date(paris(24, 9)), t.database.db)).toBe(true);

    expect(await run(paris(26, 9), site({ googleReviewUrl: "" }))).toBe(0);
    expect(await run(paris(26, 10))).toBe(0);
    expect(await deliver()).toHaveLength(0);
    expect(await t.database.db.selectFrom("outbox").select("id").where("kind", "=", "review_request").execute()).toHaveLength(0);
  });

  it("honours an unsubscribe for every later request to the same address, whatever its case", async () => {
    const first = await wonLead("2026-11-23", { email: "Marie.Curie@example.fr" });
    expect(await run(paris(26, 8))).toBe(1);
    // the customer's page, then the one-click post again: both are fine
    const token = unsubscribeToken(first);
    expect(await findUnsubscribeTarget(token, t.database.db)).toEqual({ leadId: first, optedOut: false });
    expect(await optOutByToken(token, new Date(paris(26, 9)), t.database.db)).toBe(true);
    expect(await optOutByToken(token, new Date(paris(26, 9, 1)), t.database.db)).toBe(true);
    expect(await findUnsubscribeTarget(token, t.database.db)).toEqual({ leadId: first, optedOut: true });
    expect(await findUnsubscribeTarget("x".repeat(43), t.database.db)).toBeNull();

    // a second job for the same customer, months later: nothing is sent
    const second = await wonLead("2026-11-25", { email: "marie.curie@EXAMPLE.fr" });
    expect(await run(paris(30, 9))).toBe(0);
    expect((await loadJobCompletion(second, t.database.db))?.reviewRequestedAt).toBeNull();
    expect(await deliver()).toHaveLength(1);
  });

  it("two instances racing send ONE request", async () => {
    await wonLead("2026-11-23");
    const other = kind === "postgres" ? createDatabase({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl }) : t.database;
    if (other !== t.database) extraDatabases.push(other);
    const at = paris(26, 7, 2);
    const counts = await Promise.all([run(at), run(at, site(), other.db), run(at), run(at, site(), other.db)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await deliver()).toHaveLength(1);
  });

  it("refuses a job done on a request that is not won, and a change of mind is kept", async () => {
    now = paris(2, 10);
    const { id } = await storeLead(
      { submission: contactLead(), ipHash: "abc", userAgent: "vitest", sourcePath: "/contact", spam: false },
      t.database.db,
      clock,
    );
    expect(
      await saveJobCompletion(
        id,
        { jobDoneOn: "2026-11-23", reviewRequestOff: false },
        { actor: "O", now: new Date(now), db: t.database.db },
      ),
    ).toBe("not-won");
    expect(await loadJobCompletion(id, t.database.db)).toBeNull();
    expect(
      await saveJobCompletion(
        "missing",
        { jobDoneOn: null, reviewRequestOff: false },
        { actor: "O", now: new Date(now), db: t.database.db },
      ),
    ).toBe("missing");
  });

  it("a review received becomes a testimonial in one post: the job's day, today and Google as its source", async () => {
    const id = await wonLead("2026-11-23", { prenom: "Sophie", nom: "lefèvre", ville: "Villefranche" });
    const panel = await loadReviewPanel((await getLead(id))!, () => paris(28, 10), t.database.db);
    expect(panel.testimonial).toMatchObject({
      name: "Sophie L.",
      workDate: "2026-11-23",
      reviewDate: "2026-11-28",
      source: "google",
    });
    expect(panel.testimonial.project).toContain("Villefranche");

    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "add",
      kind: "testimonial",
      scope: "landing:conseil",
      ...panel.testimonial,
      rating: "4",
      comment: "Travail soigné, chantier propre.",
    }))
      form.set(name, value);
    const answer = await handleFaqAdminPost(form, { clock: () => paris(28, 10) }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    const stored = await t.database.db
      .selectFrom("testimonials")
      .select(["scope", "rating", "review_date", "work_date", "source", "comment"])
      .where("name", "=", "Sophie L.")
      .execute();
    expect(stored).toEqual([
      {
        scope: "landing:conseil",
        rating: 4,
        review_date: "2026-11-28",
        work_date: "2026-11-23",
        source: "google",
        comment: "Travail soigné, chantier propre.",
      },
    ]);
  });

  it("the calendar feed lists visits in Europe/Paris and devis expiries as all-day events, and a new address ends the old one", async () => {
    const leadId = await wonLead("2026-11-23", { prenom: "Sophie", nom: "Lefèvre", ville: "Villefranche" });
    const at = new Date(paris(20, 9)).toISOString();
    const visit = (id: string, day: number, hour: number, status: string) => ({
      id,
      lead_id: leadId,
      uid: `visit-${id}@az-toiture.test`,
      starts_at: new Date(paris(day, hour)).toISOString(),
      ends_at: new Date(paris(day, hour + 1)).toISOString(),
      day: `2026-11-${day}`,
      note: "Échelle, tuiles; cassées",
      status,
      booked_by: "owner",
      sequence: 1,
      created_at: at,
      updated_at: at,
      cancelled_at: null,
    });
    await t.database.db
      .insertInto("visits")
      .values([visit("v1", 30, 9, "confirmed"), visit("v2", 30, 14, "cancelled"), visit("v3", 28, 10, "proposed")])
      .execute();
    const quote = (id: string, number: string, status: string, validUntil: string) => ({
      id,
      lead_id: leadId,
      number,
      status,
      content: "{}",
      revision: 1,
      created_at: at,
      updated_at: at,
      valid_until: validUntil,
    });
    await t.database.db
      .insertInto("quotes")
      .values([quote("q1", "DV-2026-0001", "sent", "2026-12-15"), quote("q2", "DV-2026-0002", "accepted", "2026-12-16")])
      .execute();

    const text = await calendarFeedText(
      { site: DEFAULT_SITE, siteUrl: getEnv().SITE_URL, now: new Date(paris(27, 10)) },
      t.database.db,
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${DEFAULT_SITE.name} — visites et devis`);
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid)).toEqual([
      "visit-v3@az-toiture.test",
      "visit-v1@az-toiture.test",
      "devis-expiry-q1@127.0.0.1",
    ]);

    const [proposed, confirmed, expiry] = events;
    expect(confirmed!.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Paris");
    expect(confirmed!.startDate.zone?.tzid).toBe("Europe/Paris");
    expect(confirmed!.startDate.toJSDate().toISOString()).toBe(new Date(paris(30, 9)).toISOString());
    expect(confirmed!.endDate.toJSDate().toISOString()).toBe(new Date(paris(30, 10)).toISOString());
    expect(confirmed!.summary).toBe("Visite Sophie Lefèvre");
    expect(confirmed!.description).toContain("Échelle, tuiles; cassées");
    expect(confirmed!.description).toContain("06 12 34 56 78");
    expect(proposed!.summary).toBe("À confirmer : Visite Sophie Lefèvre");
    expect(proposed!.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(expiry!.summary).toBe("Le devis DV-2026-0001 expire");
    expect(expiry!.startDate.isDate).toBe(true);
    expect(expiry!.startDate.toString()).toBe("2026-12-15");
    expect(expiry!.endDate.toString()).toBe("2026-12-16");
    // the same feed twice: the same text (stable UIDs and stamps)
    expect(
      await calendarFeedText({ site: DEFAULT_SITE, siteUrl: getEnv().SITE_URL, now: new Date(paris(27, 10)) }, t.database.db),
    ).toBe(text);

    const { url } = await currentCalendarFeed(new Date(paris(27, 10)), t.database.db);
    const file = url.split("/agenda/")[1]!;
    expect(await isCurrentCalendarFeed(file, t.database.db)).toBe(true);
    expect(await isCurrentCalendarFeed(file.replace(".ics", ""), t.database.db)).toBe(false);
    expect(await isCurrentCalendarFeed(`${"A".repeat(43)}.ics`, t.database.db)).toBe(false);
    await regenerateCalendarFeed(new Date(paris(27, 11)), t.database.db);
    expect(await isCurrentCalendarFeed(file, t.database.db)).toBe(false);
    const renewed = await currentCalendarFeed(new Date(paris(27, 12)), t.database.db);
    expect(renewed.url).not.toBe(url);
    expect(await isCurrentCalendarFeed(renewed.url.split("/agenda/")[1]!, t.database.db)).toBe(true);
    expect(calendarFeedUrl("nonce", "https://x.fr", "s".repeat(32))).toMatch(/^https:\/\/x\.fr\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});
