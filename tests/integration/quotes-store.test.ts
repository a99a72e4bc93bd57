import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { DEFAULT_SITE } from "~/config/site";
import { storeLead } from "~/features/leads/store-lead.server";
import type { QuoteContent } from "~/features/quotes/content";
import {
  addCatalogueItem,
  deleteCatalogueItem,
  listCatalogue,
  moveCatalogueItem,
  updateCatalogueItem,
} from "~/features/quotes/catalogue.server";
import {
  changedSinceSent,
  createQuoteFromLead,
  duplicateQuote,
  getQuote,
  listLeadQuotes,
  listQuotes,
  saveQuoteContent,
} from "~/features/quotes/store.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { contactLead, quoteLead } from "./helpers/leads";

const TERMS = { validityDays: 45, paymentTerms: "Solde à réception de facture.", reminderDays: [3, 10] };
const at = (iso: string) => () => Date.parse(iso);

const filled = (content: QuoteContent): QuoteContent => ({
  ...content,
  sections: [
    {
      id: content.sections[0]!.id,
      title: "Dépose",
      lines: [
        {
          id: "l1",
          designation: "Dépose des tuiles",
          quantityHundredths: 1250,
          unit: "m²",
          unitPriceCents: 4520,
          vatRate: 1000,
          optional: false,
        },
      ],
    },
  ],
});

describe.each(TEST_ENGINES)("the devis store on %s", (kind) => {
  let t: TestDatabase;
  let leadId: string;
  beforeAll(async () => {
    t = await useTestDatabase(kind, { SMTP_URL: "" });
    const stored = await storeLead({
      submission: quoteLead(),
      ipHash: null,
      userAgent: null,
      sourcePath: "/devis-gratuit",
      spam: false,
    });
    const [row] = await t.database.db.selectFrom("leads").select("id").where("reference", "=", stored.reference).execute();
    leadId = row!.id;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("fills a new devis from the request and Réglages' terms", async () => {
    const created = await createQuoteFromLead(leadId, TERMS, "Paul", { clock: at("2030-03-01T10:00:00Z") });
    const quote = await getQuote(created!.id);
    expect(quote).toMatchObject({ number: "DV-2030-0001", status: "draft", revision: 1, leadId });
    expect(quote!.content).toMatchObject({
      customer: {
        name: "Hélène Müller",
        email: "helene@example.fr",
        phone: "04 72 00 00 00",
        siteAddress: "12 rue des Tuiles, 69001 Lyon",
      },
      title: "Rénovation complète",
      paymentTerms: TERMS.paymentTerms,
      validityDays: 45,
    });
    expect(await createQuoteFromLead("00000000-0000-4000-8000-000000000000", TERMS, "Paul")).toBeNull();
  });

  it("numbers per Paris year of creation, in order, never reusing a number", async () => {
    const made = [];
    for (const iso of ["2031-12-31T22:30:00Z", "2031-12-31T23:30:00Z", "2032-02-01T10:00:00Z"]) {
      made.push(await createQuoteFromLead(leadId, TERMS, null, { clock: at(iso) }));
    }
    expect(made.map((q) => q!.number)).toEqual(["DV-2031-0001", "DV-2032-0001", "DV-2032-0002"]);
    await t.database.db.deleteFrom("quotes").where("id", "=", made[2]!.id).execute();
    const next = await createQuoteFromLead(leadId, TERMS, null, { clock: at("2032-03-01T10:00:00Z") });
    expect(next!.number).toBe("DV-2032-0003");
  });

  it("gives distinct consecutive numbers to devis created at once", async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, () => createQuoteFromLead(leadId, TERMS, null, { clock: at("2033-05-01T10:00:00Z") })),
    );
    expect(made.map((q) => q!.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `DV-2033-${String(i + 1).padStart(4, "0")}`),
    );
  });

  it("saves over the revision it was made on only: the later of two saves is refused with the other's copy", async () => {
    const { id } = (await createQuoteFromLead(leadId, TERMS, null))!;
    const opened = (await getQuote(id))!;
    const first = filled(opened.content);
    expect(await saveQuoteContent(id, first, opened.revision, "Paul")).toEqual({ ok: true, revision: 2 });
    const second = { ...first, title: "Autre titre" };
    const refused = await saveQuoteContent(id, second, opened.revision, "Marie");
    expect(refused).toMatchObject({
      ok: false,
      reason: "conflict",
      current: { revision: 2, updatedBy: "Paul", content: { title: first.title } },
    });
    // 'Écraser avec ma version' names the revision it saw
    expect(await saveQuoteContent(id, second, 2, "Marie")).toEqual({ ok: true, revision: 3 });
    expect((await getQuote(id))!.content.title).toBe("Autre titre");
    expect(await saveQuoteContent("00000000-0000-4000-8000-000000000000", second, 1, null)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("keeps an answered devis as it was; a sent one changed since is told apart", async () => {
    const { id } = (await createQuoteFromLead(leadId, TERMS, null))!;
    const quote = (await getQuote(id))!;
    const content = filled(quote.content);
    await saveQuoteContent(id, content, 1, null);
    await t.database.db
      .insertInto("quote_versions")
      .values({
        id: `${id}-v1`,
        quote_id: id,
        version: 1,
        document: JSON.stringify({ number: quote.number, content }),
        document_hash: "x",
        sent_at: new Date().toISOString(),
        sent_by: null,
      })
      .execute();
    await t.database.db.updateTable("quotes").set({ status: "sent", current_version: 1 }).where("id", "=", id).execute();
    expect(await changedSinceSent((await getQuote(id))!)).toBe(false);
    await saveQuoteContent(id, { ...content, notes: "Ajout" }, 2, null);
    expect(await changedSinceSent((await getQuote(id))!)).toBe(true);
    await t.database.db.updateTable("quotes").set({ status: "accepted" }).where("id", "=", id).execute();
    expect(await saveQuoteContent(id, content, 3, null)).toEqual({ ok: false, reason: "read-only", status: "accepted" });
  });

  it("duplicates a devis as a new draft with the next number and the same content", async () => {
    const { id } = (await createQuoteFromLead(leadId, TERMS, null, { clock: at("2034-01-05T10:00:00Z") }))!;
    await saveQuoteContent(id, filled((await getQuote(id))!.content), 1, null);
    const copy = await duplicateQuote(id, "Paul", { clock: at("2034-01-06T10:00:00Z") });
    expect(copy!.number).toBe("DV-2034-0002");
    const [original, duplicate] = [await getQuote(id), await getQuote(copy!.id)];
    expect(duplicate).toMatchObject({ status: "draft", revision: 1, leadId, content: original!.content });
  });

  it("lists newest first with the total and the state, filtered by state and by request", async () => {
    const all = await listQuotes({ now: new Date("2034-02-01T10:00:00Z") });
    expect(all[0]!.number).toBe("DV-2034-0002");
    expect(all[0]).toMatchObject({ state: "draft", ttcCents: 62_150, customerName: "Hélène Müller", leadId });
    expect((await listQuotes({ state: "accepted" })).length).toBe(1);
    const other = await storeLead({
      submission: contactLead(),
      ipHash: null,
      userAgent: null,
      sourcePath: "/contact",
      spam: false,
    });
    const [row] = await t.database.db.selectFrom("leads").select("id").where("reference", "=", other.reference).execute();
    expect(await listLeadQuotes(row!.id)).toEqual([]);
    expect((await listLeadQuotes(leadId)).length).toBe(all.length);
  });

  it("keeps the catalogue in the owner's order", async () => {
    const a = await addCatalogueItem({ name: "Faîtage", unit: "ml", unitPriceCents: 4500, vatRate: 1000 });
    const b = await addCatalogueItem({ name: "Noue zinc", unit: "ml", unitPriceCents: 9000, vatRate: 1000 });
    const c = await addCatalogueItem({ name: "Déplacement", unit: "forfait", unitPriceCents: 5000, vatRate: 2000 });
    expect((await listCatalogue()).map((i) => i.name)).toEqual(["Faîtage", "Noue zinc", "Déplacement"]);
    expect(await moveCatalogueItem(c!, "up")).toBe(true);
    expect(await moveCatalogueItem(a!, "up")).toBe(false);
    expect(await updateCatalogueItem(b!, { name: "Noue en zinc", unit: "ml", unitPriceCents: 9500, vatRate: 1000 })).toBe(true);
    expect(await deleteCatalogueItem(a!)).toBe(true);
    expect(await listCatalogue()).toEqual([
      { id: c, name: "Déplacement", unit: "forfait", unitPriceCents: 5000, vatRate: 2000 },
      { id: b, name: "Noue en zinc", unit: "ml", unitPriceCents: 9500, vatRate: 1000 },
    ]);
  });
});

describe.runIf(TEST_ENGINES.includes("postgres"))("devis numbers on two instances of one PostgreSQL database", () => {
  let t: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    t = await useTestDatabase("postgres", { SMTP_URL: "" });
    other = createDatabase({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl });
  });
  afterAll(async () => {
    await other?.close();
    await t?.cleanup();
  });

  it("never gives one number twice when both create at the same moment", async () => {
    const stored = await storeLead({
      submission: quoteLead(),
      ipHash: null,
      userAgent: null,
      sourcePath: "/devis-gratuit",
      spam: false,
    });
    const [row] = await t.database.db.selectFrom("leads").select("id").where("reference", "=", stored.reference).execute();
    const clock = at("2035-06-01T10:00:00Z");
    const made = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        createQuoteFromLead(row!.id, DEFAULT_SITE.quoteTerms, null, { clock, db: i % 2 ? other.db : t.database.db }),
      ),
    );
    const numbers = made.map((q) => q!.number).sort();
    expect(new Set(numbers).size).toBe(16);
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => `DV-2035-${String(i + 1).padStart(4, "0")}`));
  });
});
