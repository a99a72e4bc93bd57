/**
 * Sending a devis and the customer's answers (docs/product.md#devis-sending, #devis-link,
 * #devis-answers), on the real database of each engine: a version is frozen only when the content
 * changed, its SHA-256 is the one a signature certifies, the link survives a new version and dies
 * when revoked; refusals change nothing. The e-mails leave through the real outbox sender to a real
 * SMTP peer, their PDF rendered at delivery from the stored version.
 */
import { createHash, randomUUID } from "node:crypto";
import { PDFParse } from "pdf-parse";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { leadEvents } from "~/features/leads/pipeline.server";
import { storeLead } from "~/features/leads/store-lead.server";
import { OutboxSender } from "~/features/mail/sender.server";
import { acceptQuote } from "~/features/quotes/answers/accept.server";
import { askQuestion } from "~/features/quotes/answers/question.server";
import { refuseQuote } from "~/features/quotes/answers/refuse.server";
import { withdrawQuote } from "~/features/quotes/answers/withdraw.server";
import type { QuoteContent } from "~/features/quotes/content";
import type { QuoteDocument } from "~/features/quotes/document";
import { hashQuoteLinkToken, quoteLinkToken } from "~/features/quotes/link.server";
import type { AnswerValues } from "~/features/quotes/online/answer-form";
import { registerQuotePdfAttachments } from "~/features/quotes/pdf-attachment.server";
import { findQuoteByToken, recordFirstView, type LinkedQuote } from "~/features/quotes/public-page.server";
import { revokeQuoteLink, sendQuote } from "~/features/quotes/sending.server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, TEST_SITE_URL, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, contactLead } from "./helpers/leads";
import { QUOTE_TABLES, quoteContent } from "./helpers/quote-rows";

const COMPLETE_SITE: SiteConfig = {
  ...DEFAULT_SITE,
  url: TEST_SITE_URL,
  email: "contact@az-toiture.fr",
  siret: "123 456 789 00012",
  vatNumber: "FR12123456789",
  legalForm: "SARL",
  decennale: { insurer: "MAAF Assurances", contractNumber: "DEC-2026-42", coverage: "France métropolitaine" },
  mediator: { name: "CM2C", address: "14 rue Saint-Jean, 75017 Paris", website: "https://www.cm2c.net" },
};

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const NOW = new Date("2026-11-30T09:00:00Z");
const later = (days: number, from = NOW) => new Date(from.getTime() + days * 24 * 60 * 60_000);

const values = (overrides: Partial<AnswerValues> = {}): AnswerValues => ({
  signerName: "Jean Dupont",
  options: [],
  agree: true,
  cgv: true,
  reducedVat: true,
  reason: "",
  question: "",
  confirm: false,
  version: 1,
  ...overrides,
});

describe.each(TEST_ENGINES)("sending a devis and answering it on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", LEAD_ACKNOWLEDGEMENT: "off" });
    registerQuotePdfAttachments(() => t.database.db);
  });
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await smtp.close();
    for (const table of [...QUOTE_TABLES, "outbox", "lead_events", "lead_submissions", "leads", "rate_limits"] as const) {
      await t.database.db.deleteFrom(table).execute();
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  async function draft(content: QuoteContent = quoteContent()) {
    const { id: leadId } = await storeLead(
      { submission: contactLead(), ipHash: null, userAgent: "vitest", sourcePath: "/contact", spam: false },
      t.database.db,
    );
    const id = randomUUID();
    await t.database.db
      .insertInto("quotes")
      .values({
        id,
        lead_id: leadId,
        number: `DV-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
        status: "draft",
        content: JSON.stringify(content),
        revision: 1,
        created_at: NOW.toISOString(),
        created_by: "Patron",
        updated_at: NOW.toISOString(),
        updated_by: "Patron",
      })
      .execute();
    return { id, leadId };
  }
  const quoteRow = (id: string) => t.database.db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const versions = (id: string) =>
    t.database.db.selectFrom("quote_versions").selectAll().where("quote_id", "=", id).orderBy("version").execute();
  const outbox = () =>
    t.database.db
      .selectFrom("outbox")
      .select(["kind", "payload", "lead_id"])
      .where("kind", "like", "quote%")
      .orderBy("created_at")
      .execute();
  const leadRow = (id: string) =>
    t.database.db.selectFrom("leads").select(["status", "lost_reason"]).where("id", "=", id).executeTakeFirstOrThrow();
  const send = (id: string, now = NOW, site = COMPLETE_SITE) => sendQuote(t.database.db, id, { actor: "Patron", now, site });
  async function linked(id: string, now = NOW): Promise<LinkedQuote> {
    const row = await quoteRow(id);
    const found = await findQuoteByToken(t.database.db, quoteLinkToken(id, row.token_nonce!), now);
    expect(found).not.toBeNull();
    return found!;
  }
  async function deliver() {
    // the e-mails of the request itself are not this file's subject
    await t.database.db.deleteFrom("outbox").where("kind", "not like", "quote%").execute();
    const clock = () => later(400).getTime();
    const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, from: "site@example.fr", to: LEADS_TO, clock });
    try {
      await sender.drain();
    } finally {
      await sender.stop(0);
    }
    return smtp.messages;
  }
  const context = (now = NOW) => ({ db: t.database.db, now, site: COMPLETE_SITE });

  it("refuses to send while Réglages lack a fact the law asks of a devis, and changes nothing", async () => {
    const { id, leadId } = await draft();
    const result = await send(id, NOW, { ...COMPLETE_SITE, siret: "" });
    expect(result).toMatchObject({ ok: false, reason: "facts" });
    expect(result.message).toMatch(/Réglages/);
    expect(await quoteRow(id)).toMatchObject({ status: "draft", current_version: null, token_hash: null });
    expect(await versions(id)).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect((await leadRow(leadId)).status).toBe("nouveau");
  });

  it("refuses a working copy that does not pass the editor's rule, and an answered devis", async () => {
    const broken = await draft({ ...quoteContent(), sections: [] });
    expect(await send(broken.id)).toMatchObject({ ok: false, reason: "invalid" });
    const answered = await draft();
    await t.database.db.updateTable("quotes").set({ status: "accepted" }).where("id", "=", answered.id).execute();
    expect(await send(answered.id)).toMatchObject({ ok: false, reason: "answered" });
    expect(await outbox()).toEqual([]);
  });

  it("freezes version 1 with its SHA-256, opens the link, moves the request and queues the e-mail with the PDF", async () => {
    const { id, leadId } = await draft();
    const result = await send(id);
    expect(result).toMatchObject({ ok: true, version: 1, resent: false });

    const [version] = await versions(id);
    const document = JSON.parse(version!.document) as QuoteDocument;
    expect(version!.document_hash).toBe(createHash("sha256").update(version!.document, "utf8").digest("hex"));
    expect(document).toMatchObject({ version: 1, issuedOn: "2026-11-30", validUntil: "2026-12-30" });
    expect(document.business).toMatchObject({ siret: COMPLETE_SITE.siret, decennale: COMPLETE_SITE.decennale });

    const row = await quoteRow(id);
    expect(row).toMatchObject({ status: "sent", current_version: 1, valid_until: "2026-12-30" });
    expect(row.token_hash).toBe(hashQuoteLinkToken(quoteLinkToken(id, row.token_nonce!)));
    // the link lives 90 days past the last valid day
    expect(new Date(row.token_expires_at!).toISOString()).toBe("2027-03-30T22:00:00.000Z");
    expect(result.ok && result.linkUrl).toBe(`${TEST_SITE_URL}/devis/${quoteLinkToken(id, row.token_nonce!)}`);

    expect(await leadRow(leadId)).toMatchObject({ status: "devis" });
    const events = await leadEvents(leadId, t.database.db);
    expect(events.map((e) => e.detail)).toEqual(expect.arrayContaining(["devis", `Devis ${row.number} envoyé (version 1)`]));

    const [mail] = await outbox();
    expect(mail!.kind).toBe("quote_sent");
    const payload = JSON.parse(mail!.payload) as { to: string; attachments: { source: string; key: string; filename: string }[] };
    expect(payload.to).toBe("jean.dupont@example.fr");
    expect(payload.attachments).toEqual([
      { filename: `${row.number}.pdf`, contentType: "application/pdf", source: "quote-pdf", key: `${id}:1` },
    ]);

    const [received] = await deliver();
    expect(received!.to).toContain("jean.dupont@example.fr");
    expect(received!.text).toContain("Consulter et signer le devis");
    expect(received!.text).toContain("1\u202f340\u00a0€");
    expect(received!.html).toContain(result.ok ? result.linkUrl : "");
    const pdf = received!.parts.find((p) => p.type === "application/pdf");
    expect(pdf?.filename, received!.partTypes.join(", ")).toBe(`${row.number}.pdf`);
    expect(await pdfText(pdf!.bytes)).toContain(row.number);
  });

  it("sends the same version again when nothing changed, a new one (same link) when the content did, and a new link after a revocation", async () => {
    const { id } = await draft();
    await send(id);
    const first = await quoteRow(id);
    expect(await send(id, later(1))).toMatchObject({ ok: true, version: 1, resent: true });
    expect(await versions(id)).toHaveLength(1);
    expect((await quoteRow(id)).token_hash).toBe(first.token_hash);

    await t.database.db
      .updateTable("quotes")
      .set({ content: JSON.stringify(quoteContent({ title: "Réfection complète de la couverture" })), revision: 2 })
      .where("id", "=", id)
      .execute();
    expect(await send(id, later(2))).toMatchObject({ ok: true, version: 2, resent: false });
    expect((await versions(id)).map((v) => v.version)).toEqual([1, 2]);
    const second = await quoteRow(id);
    expect(second.token_hash).toBe(first.token_hash);
    expect(second.first_sent_at).toBe(first.first_sent_at);
    // the customer's first e-mail opens the latest version
    expect((await linked(id, later(2))).currentVersion).toBe(2);

    // past its validity, the same content is a new version (new dates)
    expect(await send(id, later(40))).toMatchObject({ ok: true, version: 3 });

    expect(await revokeQuoteLink(t.database.db, id, { actor: "Patron", now: later(41) })).toBe(true);
    expect(await findQuoteByToken(t.database.db, quoteLinkToken(id, first.token_nonce!), later(41))).toBeNull();
    expect(await revokeQuoteLink(t.database.db, id, { actor: "Patron", now: later(41) })).toBe(false);
    await send(id, later(42));
    const renewed = await quoteRow(id);
    expect(renewed.token_nonce).not.toBe(first.token_nonce);
    expect(renewed.token_revoked_at).toBeNull();
  });

  it("treats an unknown, malformed, revoked or expired token alike", async () => {
    const { id } = await draft();
    await send(id);
    const row = await quoteRow(id);
    const token = quoteLinkToken(id, row.token_nonce!);
    expect(await findQuoteByToken(t.database.db, token, NOW)).toMatchObject({ id, currentVersion: 1 });
    expect(await findQuoteByToken(t.database.db, token.slice(0, -1), NOW)).toBeNull();
    expect(await findQuoteByToken(t.database.db, "x".repeat(5000), NOW)).toBeNull();
    expect(await findQuoteByToken(t.database.db, token, new Date(row.token_expires_at!))).toBeNull();
  });

  it("records a signature whose hash is the version's, moves the request to 'Gagné', and mails the signed PDF to both", async () => {
    const { id, leadId } = await draft();
    await send(id);
    await deliver();
    smtp.messages.length = 0;
    const quote = await linked(id);
    expect(await recordFirstView(t.database.db, quote, NOW)).toBe(true);
    expect(await recordFirstView(t.database.db, await linked(id), NOW)).toBe(false);

    const result = await acceptQuote(context(later(1)), quote, values({ options: ["opt", "not-an-option"] }), {
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone)",
    });
    expect(result).toEqual({ ok: true, message: expect.stringContaining("Merci") });

    const acceptance = await t.database.db
      .selectFrom("quote_acceptances")
      .selectAll()
      .where("quote_id", "=", id)
      .executeTakeFirstOrThrow();
    const [version] = await versions(id);
    expect(acceptance).toMatchObject({
      signer_name: "Jean Dupont",
      ip: "203.0.113.9",
      user_agent: "Mozilla/5.0 (iPhone)",
      version: 1,
    });
    expect(acceptance.document_hash).toBe(createHash("sha256").update(version!.document, "utf8").digest("hex"));
    expect(JSON.parse(acceptance.ticked_options)).toEqual(["opt"]);
    expect(await quoteRow(id)).toMatchObject({ status: "accepted" });
    expect(await leadRow(leadId)).toMatchObject({ status: "gagne" });

    const mails = await deliver();
    expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual([LEADS_TO, "jean.dupont@example.fr"].sort());
    for (const mail of mails) {
      const pdf = mail.parts.find((p) => p.type === "application/pdf");
      expect(pdf?.filename).toMatch(/-signe\.pdf$/);
      expect(await pdfText(pdf!.bytes)).toContain("Jean Dupont");
      expect(mail.text).toContain("1\u202f450\u00a0€");
    }

    // signing twice, refusing after: explained, nothing changes
    const again = await acceptQuote(context(later(1)), quote, values(), { ip: "203.0.113.10", userAgent: "x" });
    expect(again).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("déjà été accepté") });
    expect(await refuseQuote(context(later(1)), quote, values())).toMatchObject({ ok: false, status: 409 });
    expect((await t.database.db.selectFrom("quote_acceptances").select("ip").execute()).map((r) => r.ip)).toEqual([
      "203.0.113.9",
    ]);
  });

  it("explains an older version, an expired devis and missing ticks, and stores nothing", async () => {
    const { id } = await draft();
    await send(id);
    const quote = await linked(id);
    const evidence = { ip: "203.0.113.9", userAgent: "vitest" };
    expect(await acceptQuote(context(), quote, values({ version: 0 }), evidence)).toMatchObject({
      ok: false,
      message: expect.stringContaining("mis à jour"),
    });
    const missing = await acceptQuote(
      context(),
      quote,
      values({ signerName: "", agree: false, cgv: false, reducedVat: false }),
      evidence,
    );
    expect(missing).toMatchObject({ ok: false, status: 400 });
    expect(!missing.ok && Object.keys(missing.errors ?? {}).sort()).toEqual(["agree", "cgv", "reducedVat", "signerName"]);
    expect(await acceptQuote(context(later(31)), quote, values(), evidence)).toMatchObject({
      ok: false,
      message: expect.stringContaining("validité"),
    });
    expect(await t.database.db.selectFrom("quote_acceptances").selectAll().execute()).toEqual([]);
    expect(await quoteRow(id)).toMatchObject({ status: "sent", answered_at: null });
  });

  it("records a refusal with its reason ('Devis refusé'), a question in the timeline, and a withdrawal within 14 days", async () => {
    const refused = await draft();
    await send(refused.id);
    expect(await refuseQuote(context(), await linked(refused.id), values({ reason: "Trop cher pour nous." }))).toMatchObject({
      ok: true,
    });
    expect(await quoteRow(refused.id)).toMatchObject({ status: "refused", refusal_reason: "Trop cher pour nous." });
    expect(await leadRow(refused.leadId)).toEqual({ status: "perdu", lost_reason: "devis-refuse" });

    const asked = await draft();
    await send(asked.id);
    expect(await askQuestion(context(), await linked(asked.id), values({ question: "" }))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await askQuestion(context(), await linked(asked.id), values({ question: "Le zinc est-il prépatiné ?" })),
    ).toMatchObject({ ok: true });
    expect((await leadEvents(asked.leadId, t.database.db)).map((e) => e.detail)).toContainEqual(
      expect.stringContaining("Le zinc est-il prépatiné ?"),
    );

    const signed = await draft();
    await send(signed.id);
    const quote = await linked(signed.id);
    await acceptQuote(context(), quote, values(), { ip: "203.0.113.9", userAgent: "vitest" });
    expect(await withdrawQuote(context(later(1)), quote, values({ confirm: false }))).toMatchObject({ ok: false, status: 400 });
    expect(await withdrawQuote(context(later(15)), quote, values({ confirm: true }))).toMatchObject({
      ok: false,
      message: expect.stringContaining("délai"),
    });
    expect(await withdrawQuote(context(later(13)), quote, values({ confirm: true }))).toMatchObject({ ok: true });
    expect(await quoteRow(signed.id)).toMatchObject({ status: "withdrawn" });
    expect(await leadRow(signed.leadId)).toEqual({ status: "perdu", lost_reason: "retractation" });
    const kinds = (await outbox()).map((m) => m.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "quote_refused_owner",
        "quote_question_owner",
        "quote_withdrawn_customer",
        "quote_withdrawn_owner",
      ]),
    );
  });
});
