/**
 * A person's devis, visits, end of work and review opt-out in their personal data
 * (docs/product.md#personal-data, docs/decisions/042-personal-data-of-devis.md): found by their
 * e-mail or phone, exported, erased except a signed devis, which stays without its request; and
 * the same rule when the owner or the retention purge deletes a request. On the engine of the run.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deleteLead } from "~/features/leads/pipeline.server";
import { purgeExpiredLeads } from "~/features/leads/retention.server";
import { storeLead } from "~/features/leads/store-lead.server";
import { erasePersonalData } from "~/features/personal-data/erase.server";
import { EXPORT_JSON_NAME } from "~/features/personal-data/export-document";
import { exportPersonalData } from "~/features/personal-data/export.server";
import { parsePersonSearch, type PersonIdentifier } from "~/features/personal-data/identifier";
import { findPersonalData } from "~/features/personal-data/records.server";
import { purgeExpiredQuotes, registerQuoteCleanup } from "~/features/quotes/request-deletion.server";
import { optOutKey } from "~/features/reviews/unsubscribe-link.server";
import { readZip } from "../helpers/zip";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { contactLead, LEADS_TO } from "./helpers/leads";
import { insertQuote, QUOTE_TABLES, quoteContent } from "./helpers/quote-rows";

const NOW = new Date("2026-11-30T09:00:00Z");
const SECRET = "x".repeat(40);
const JEAN = "jean.dupont@example.fr";

function identifier(query: string): PersonIdentifier {
  const parsed = parsePersonSearch(query);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.identifier;
}

describe.each(TEST_ENGINES)("the work done for a person, in their personal data, on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", LEAD_ACKNOWLEDGEMENT: "off" });
    registerQuoteCleanup();
  });
  afterEach(async () => {
    for (const table of [
      ...QUOTE_TABLES,
      "visits",
      "visit_booking_links",
      "lead_job_completions",
      "review_opt_outs",
      "outbox",
      "lead_events",
      "lead_submissions",
      "leads",
      "rate_limits",
    ] as const) {
      await t.database.db.deleteFrom(table).execute();
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  async function lead(overrides: Record<string, string> = {}) {
    const { id } = await storeLead(
      { submission: contactLead(overrides), ipHash: null, userAgent: "vitest", sourcePath: "/contact", spam: false },
      t.database.db,
    );
    return id;
  }

  /** Jean's request with a visit, its end of work, a signed devis and a refused one; a devis written for him without a request; Marie's devis. */
  async function seed() {
    const db = t.database.db;
    const jeanLead = await lead();
    const marieLead = await lead({
      prenom: "Marie",
      nom: "Martin",
      email: "marie.martin@example.fr",
      telephone: "04 72 00 00 00",
    });
    const at = NOW.toISOString();
    await db
      .insertInto("visits")
      .values({
        id: randomUUID(),
        lead_id: jeanLead,
        uid: `${randomUUID()}@test`,
        starts_at: "2026-12-03T08:00:00.000Z",
        ends_at: "2026-12-03T09:00:00.000Z",
        day: "2026-12-03",
        note: "Portail bleu",
        status: "confirmed",
        booked_by: "owner",
        sequence: 0,
        created_at: at,
        updated_at: at,
        cancelled_at: null,
      })
      .execute();
    await db
      .insertInto("lead_job_completions")
      .values({
        lead_id: jeanLead,
        job_done_on: "2026-11-20",
        review_request_off: false,
        review_requested_at: at,
        unsubscribe_token_hash: "h".repeat(64),
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("review_opt_outs")
      .values({ email_hash: optOutKey(JEAN), created_at: at })
      .execute();
    const signed = await insertQuote(db, {
      number: "DV-2026-0001",
      leadId: jeanLead,
      status: "accepted",
      sentAt: ["2026-11-10T09:00:00.000Z"],
      validUntil: "2026-12-10",
      acceptance: { acceptedAt: "2026-11-12T18:30:00.000Z", tickedOptions: ["opt"] },
    });
    const refused = await insertQuote(db, {
      number: "DV-2026-0002",
      leadId: jeanLead,
      status: "refused",
      sentAt: ["2026-11-11T09:00:00.000Z"],
      validUntil: "2026-12-11",
    });
    // written for Jean by phone, on no request: his phone written another way
    const withoutRequest = await insertQuote(db, {
      number: "DV-2026-0003",
      leadId: null,
      sentAt: ["2026-11-14T09:00:00.000Z"],
      validUntil: "2026-12-14",
      content: quoteContent({ customer: { ...quoteContent().customer, email: "", phone: "+33 6 12 34 56 78" } }),
    });
    const marie = await insertQuote(db, {
      number: "DV-2026-0004",
      leadId: marieLead,
      sentAt: ["2026-11-15T09:00:00.000Z"],
      validUntil: "2026-12-15",
      content: quoteContent({
        customer: { ...quoteContent().customer, name: "Marie Martin", email: "marie.martin@example.fr", phone: "04 72 00 00 00" },
      }),
    });
    return { jeanLead, marieLead, signed, refused, withoutRequest, marie };
  }

  const quoteNumbers = async () =>
    (await t.database.db.selectFrom("quotes").select(["number", "lead_id"]).orderBy("number").execute()).map((row) => ({
      number: row.number,
      lead: row.lead_id,
    }));

  it("finds the person's devis (on their requests, or naming them), visits, end of work and opt-out, and no one else's", async () => {
    await seed();
    const byEmail = await findPersonalData(t.database.db, identifier("Jean.Dupont@Example.fr"), { secret: SECRET });
    expect(byEmail.quotes.map((q) => q.number)).toEqual(["DV-2026-0001", "DV-2026-0002"]);
    const signed = byEmail.quotes[0]!;
    expect(signed.keptOnErasure).toBe(true);
    expect(signed.acceptance).toMatchObject({ signerName: "Jean Dupont", ip: "203.0.113.7", tickedOptions: ["opt"] });
    expect(signed.versions).toHaveLength(1);
    expect(byEmail.quotes[1]!.keptOnErasure).toBe(false);
    expect(byEmail.leads[0]!.visits).toMatchObject([{ status: "confirmed", note: "Portail bleu" }]);
    expect(byEmail.leads[0]!.jobCompletion).toMatchObject({ jobDoneOn: "2026-11-20", reviewRequestOff: false });
    expect(byEmail.reviewOptOutSince).toBe(NOW.toISOString());

    // by phone: his request's devis and the one written for his phone alone
    const byPhone = await findPersonalData(t.database.db, identifier("06.12.34.56.78"), { secret: SECRET });
    expect(byPhone.quotes.map((q) => q.number)).toEqual(["DV-2026-0001", "DV-2026-0002", "DV-2026-0003"]);
    expect(byPhone.reviewOptOutSince).toBeNull();
  });

  it("exports them in the ZIP's JSON: the devis with its versions and signature, the visits, the end of work, the opt-out", async () => {
    await seed();
    const { zip, counts } = await exportPersonalData(identifier(JEAN), {
      db: t.database.db,
      storage: { read: () => Promise.reject(new Error("no photo here")) },
      secret: SECRET,
      clock: () => NOW.getTime(),
      actor: "gerant@az-toiture.test",
      retentionMonths: 36,
      controller: { name: "AZ Toiture", email: "contact@az-toiture.fr", phone: "04 00 00 00 00" },
    });
    expect(counts).toMatchObject({ leads: 1, quotes: 2, visits: 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of zip as Readable) chunks.push(chunk as Buffer);
    const files = readZip(Buffer.concat(chunks));
    const json = JSON.parse(files.get(EXPORT_JSON_NAME)!.toString("utf8")) as {
      devis: {
        numero: string;
        statut: string;
        signature: { signataire: string; adresse_ip: string } | null;
        versions_envoyees: unknown[];
        conservation: string;
      }[];
      demandes: { visites: { statut: string; note: string }[]; fin_de_chantier: { chantier_termine_le: string } | null }[];
      refus_des_demandes_d_avis: { depuis_le: string } | null;
    };
    expect(json.devis.map((d) => [d.numero, d.statut])).toEqual([
      ["DV-2026-0001", "Accepté"],
      ["DV-2026-0002", "Refusé"],
    ]);
    expect(json.devis[0]!.signature).toMatchObject({ signataire: "Jean Dupont", adresse_ip: "203.0.113.7" });
    expect(json.devis[0]!.versions_envoyees).toHaveLength(1);
    expect(json.devis[0]!.conservation).toContain("conservé comme contrat");
    expect(json.demandes[0]!.visites).toEqual([expect.objectContaining({ statut: "confirmée", note: "Portail bleu" })]);
    expect(json.demandes[0]!.fin_de_chantier).toMatchObject({ chantier_termine_le: "2026-11-20" });
    expect(json.refus_des_demandes_d_avis).toMatchObject({ depuis_le: NOW.toISOString() });
  });

  it("erases the unsigned devis, the visits and the end of work; keeps the signed devis without its request; leaves Marie's", async () => {
    const { signed } = await seed();
    const report = await erasePersonalData(identifier(JEAN), {
      db: t.database.db,
      storage: { remove: () => Promise.resolve() },
      secret: SECRET,
      clock: () => NOW.getTime(),
      actor: "gerant@az-toiture.test",
    });
    expect(report.counts).toMatchObject({ leads: 1, quotes: 1, visits: 1 });
    expect(report.keptQuotes).toEqual(["DV-2026-0001"]);
    expect(await quoteNumbers()).toEqual([
      { number: "DV-2026-0001", lead: null },
      { number: "DV-2026-0003", lead: null },
      { number: "DV-2026-0004", lead: expect.any(String) },
    ]);
    const db = t.database.db;
    expect(await db.selectFrom("quote_acceptances").select("quote_id").execute()).toEqual([{ quote_id: signed.id }]);
    expect(
      await db.selectFrom("quote_versions").select("quote_id").where("quote_id", "not in", [signed.id]).execute(),
    ).toHaveLength(2);
    expect(await db.selectFrom("visits").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("lead_job_completions").selectAll().execute()).toEqual([]);
    // the signed devis is still found, and said kept again: nothing else is left of Jean by e-mail
    const after = await findPersonalData(db, identifier(JEAN), { secret: SECRET });
    expect(after.leads).toEqual([]);
    expect(after.quotes.map((q) => [q.number, q.keptOnErasure])).toEqual([["DV-2026-0001", true]]);
  });

  it("a request deleted by the owner or by the retention purge takes its unsigned devis with it, not its signed one", async () => {
    const { jeanLead, marieLead } = await seed();
    expect(await deleteLead(jeanLead, t.database.db)).toBe(true);
    expect(await quoteNumbers()).toEqual([
      { number: "DV-2026-0001", lead: null },
      { number: "DV-2026-0003", lead: null },
      { number: "DV-2026-0004", lead: marieLead },
    ]);
    await t.database.db
      .updateTable("leads")
      .set({ created_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", marieLead)
      .execute();
    expect(await purgeExpiredLeads(t.database.db, { now: NOW, months: 36 })).toBe(1);
    expect((await quoteNumbers()).map((q) => q.number)).toEqual(["DV-2026-0001", "DV-2026-0003"]);
  });

  it("purges a devis without request once its time is up: unsigned after the requests' retention, signed ten years after signing", async () => {
    const db = t.database.db;
    const old = (number: string, status: "sent" | "accepted", at: string) =>
      insertQuote(db, {
        number,
        leadId: null,
        status,
        sentAt: [at],
        validUntil: at.slice(0, 10),
        ...(status === "accepted" ? { acceptance: { acceptedAt: at } } : {}),
      });
    await old("DV-2023-0001", "sent", "2023-11-29T09:00:00.000Z"); // 3 years and a day: goes
    await old("DV-2023-0002", "sent", "2023-12-01T09:00:00.000Z"); // within 3 years: stays
    await old("DV-2016-0001", "accepted", "2016-11-29T09:00:00.000Z"); // signed ten years and a day ago: goes
    await old("DV-2020-0001", "accepted", "2020-01-10T09:00:00.000Z"); // signed six years ago: stays
    expect(await purgeExpiredQuotes(db, { now: NOW, months: 36 })).toBe(2);
    expect((await quoteNumbers()).map((q) => q.number)).toEqual(["DV-2020-0001", "DV-2023-0002"]);
    expect(await db.selectFrom("quote_versions").select("quote_id").execute()).toHaveLength(2);
    expect(await db.selectFrom("quote_acceptances").select("quote_id").execute()).toHaveLength(1);
  });
});
