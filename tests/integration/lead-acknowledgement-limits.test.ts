/**
 * The acknowledgement is no relay (docs/product.md#lead-acknowledgement): a stranger who posts
 * the forms with someone else's address gets none of their words mailed from the business's
 * address, that address gets at most one acknowledgement a day, and no more than
 * LEAD_ACKNOWLEDGEMENTS_PER_HOUR leave in an hour. Through the real endpoint, database, outbox
 * sender and an in-process SMTP server, time moved by an injected clock.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { getLead } from "~/features/leads/inbox-queries.server";
import { handleLeadSubmission } from "~/features/leads/submit.server";
import { timelineTitle } from "~/features/leads/timeline";
import { leadTimeline } from "~/features/leads/timeline.server";
import { OutboxSender, mailAddressesFromEnv } from "~/features/mail/sender.server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { formPost } from "./helpers/lead-requests";
import { LEADS_TO } from "./helpers/leads";

const PER_HOUR = 3;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const VICTIM = "victime@example.fr";
const HELD_RECENT =
  "Accusé de réception non envoyé\u00a0: un accusé a déjà été envoyé à cette adresse dans les dernières 24\u00a0heures.";
const HELD_CEILING = "Accusé de réception non envoyé\u00a0: plafond horaire des accusés de réception atteint.";

const contactFields = (email: string, overrides: Record<string, string> = {}) => ({
  prenom: "Jean",
  nom: "Dupont",
  telephone: "06 12 34 56 78",
  email,
  ville: "Tarare",
  projet: "gouttieres",
  description: "Fuite dans la gouttière côté rue.",
  ...overrides,
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

describe.each(TEST_ENGINES)("limits on the visitor's acknowledgement on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  let now = 0;
  const clock = () => now;

  function submit(form: "contact" | "quote", fields: Record<string, string>) {
    return handleLeadSubmission(form, formPost(`/api/leads/${form}`, fields, { json: true }), { clientIp: freshIp() }, { clock });
  }

  /** Posts form A, checks the visitor saw the usual success, and returns the stored lead's id. */
  async function post(email: string, overrides: Record<string, string> = {}): Promise<string> {
    const res = await submit("contact", contactFields(email, overrides));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; message: string; reference: string };
    expect(body).toMatchObject({ ok: true, message: "Votre demande a été envoyée avec succès !" });
    const row = await t.database.db
      .selectFrom("leads")
      .select("id")
      .where("reference", "=", body.reference)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Delivers what the outbox holds to the SMTP server, with the test's clock. */
  async function deliver() {
    const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, clock, ...mailAddressesFromEnv(getEnv()) });
    try {
      return await sender.drain();
    } finally {
      await sender.stop(0);
    }
  }

  const received = (address: string) =>
    smtp.messages.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  const acknowledgementsTo = (address: string) => received(address).filter((m) => m.subject.startsWith("Votre demande D-"));
  const timelineOf = async (id: string) => (await leadTimeline((await getLead(id))!)).map(timelineTitle);

  beforeAll(async () => {
    t = await useTestDatabase(kind, {
      LEADS_TO,
      SMTP_URL: "",
      MAIL_FROM: "",
      LEAD_ACKNOWLEDGEMENT: "on",
      LEAD_ACKNOWLEDGEMENTS_PER_HOUR: String(PER_HOUR),
      RATE_LIMIT_LEADS_PER_HOUR: "1000",
    });
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
    // a Tuesday morning, on the hour
    now = Date.parse("2031-03-11T08:00:00Z");
  });
  afterEach(async () => {
    await smtp.close();
    const db = t.database.db;
    for (const table of ["outbox", "lead_events", "lead_submissions", "leads", "rate_limits"] as const)
      await db.deleteFrom(table).execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("never mails the visitor's first name or message to the address given: only the greeting 'Bonjour,' and the reference", async () => {
    const phishing = {
      prenom: "Colis bloqué : payez sur evil.test",
      description: "Votre compte est suspendu. Reconnectez-vous sur https://evil.test/login avant ce soir.",
    };
    await post(VICTIM, phishing);
    // the quote form too: its address and description are free text
    const quote = await submit("quote", {
      firstName: "Appelez le 0899000000",
      lastName: "Martin",
      email: "autre.victime@example.fr",
      phone: "0472000000",
      address: "Gagnez un iPhone sur evil.test",
      projectType: "renovation",
      surface: "",
      description: "Cliquez sur https://evil.test/gagner",
    });
    expect(quote.status).toBe(200);
    expect(await deliver()).toEqual({ sent: 4, failed: 0 });

    for (const address of [VICTIM, "autre.victime@example.fr"]) {
      const [ack, ...more] = acknowledgementsTo(address);
      expect(more).toEqual([]);
      expect(ack!.text.startsWith("Bonjour,\n")).toBe(true);
      for (const part of [ack!.subject, ack!.text, ack!.html!, ack!.raw]) {
        for (const words of ["evil.test", "suspendu", "Colis", "Reconnectez", "0899000000", "iPhone", "Cliquez"])
          expect(part).not.toContain(words);
      }
    }
    // the owner still reads everything the visitor wrote
    const notifications = received(LEADS_TO);
    expect(notifications).toHaveLength(2);
    expect(notifications.some((m) => m.text.includes("Votre compte est suspendu."))).toBe(true);
  });

  it("greets by a first name that looks like one", async () => {
    await post(VICTIM, { prenom: "Hélène-Marie" });
    await deliver();
    expect(acknowledgementsTo(VICTIM)[0]!.text.startsWith("Bonjour Hélène-Marie,\n")).toBe(true);
  });

  it("acknowledges an address once in 24 hours (whatever its case), stores and notifies every request, and says so in the timeline", async () => {
    const first = await post(VICTIM);
    const firstSentAt = now;
    now += 23 * HOUR;
    const second = await post("Victime@EXAMPLE.fr");
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });

    expect(acknowledgementsTo(VICTIM)).toHaveLength(1);
    expect(received(LEADS_TO)).toHaveLength(2);
    expect(await timelineOf(first)).toContain("Accusé de réception au client : envoyé");
    const titles = await timelineOf(second);
    expect(titles).toContain(HELD_RECENT);
    expect(titles).toContain("Notification au bureau : envoyé");
    expect(titles.some((title) => title.startsWith("Accusé de réception au client"))).toBe(false);

    // 24 hours after the one sent: acknowledged again
    now = firstSentAt + DAY;
    const third = await post(VICTIM);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(acknowledgementsTo(VICTIM)).toHaveLength(2);
    expect(await timelineOf(third)).toContain("Accusé de réception au client : envoyé");
    expect(await timelineOf(third)).not.toContain(HELD_RECENT);

    // the counters hold no address, only its keyed hash
    const keys = await t.database.db.selectFrom("rate_limits").select("key").execute();
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys).toLowerCase()).not.toContain("victime");
  });

  it("holds back every acknowledgement beyond LEAD_ACKNOWLEDGEMENTS_PER_HOUR, until the next hour", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= PER_HOUR + 2; i++) {
      ids.push(await post(`client${i}@example.fr`));
      now += 5 * 60 * 1000;
    }
    expect(await deliver()).toEqual({ sent: 2 * PER_HOUR + 2, failed: 0 });
    expect(received(LEADS_TO)).toHaveLength(PER_HOUR + 2);
    for (let i = 1; i <= PER_HOUR + 2; i++)
      expect(acknowledgementsTo(`client${i}@example.fr`)).toHaveLength(i <= PER_HOUR ? 1 : 0);
    expect(await timelineOf(ids[PER_HOUR]!)).toContain(HELD_CEILING);
    expect(await timelineOf(ids[0]!)).not.toContain(HELD_CEILING);

    // the next hour: acknowledgements leave again, to an address held back by the ceiling too
    now = Date.parse("2031-03-11T09:00:00Z");
    await post(`client${PER_HOUR + 1}@example.fr`);
    await post("client-suivant@example.fr");
    expect(await deliver()).toEqual({ sent: 4, failed: 0 });
    expect(acknowledgementsTo(`client${PER_HOUR + 1}@example.fr`)).toHaveLength(1);
    expect(acknowledgementsTo("client-suivant@example.fr")).toHaveLength(1);
  });

  it("acknowledges once when two requests for one address arrive at the same time", async () => {
    await Promise.all([post(VICTIM, { nom: "Un" }), post(VICTIM, { nom: "Deux" })]);
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });
    expect(acknowledgementsTo(VICTIM)).toHaveLength(1);
    expect(received(LEADS_TO)).toHaveLength(2);
  });
});
