/**
 * The devis as a PDF (docs/product.md#devis-document): rendered from the document the customer
 * receives and read back as text, it states the number, the customer, each line, the totals by the
 * one rule in French money, the VAT per rate and the mentions the law asks; the withdrawal cases
 * say which applies; a 40-line devis paginates with its page numbers; an accepted version carries
 * its certificate. The admin's choice of document (a version, the latest, the working copy as a
 * draft) runs on a real database of each engine.
 */
import { randomUUID } from "node:crypto";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuotePdf, parseVersionParam } from "~/features/quotes/admin-pdf.server";
import type { QuoteAcceptance, QuoteDocument } from "~/features/quotes/document";
import { renderQuotePdf } from "~/features/quotes/pdf.server";
import { sampleAcceptance, sampleQuoteContent, sampleQuoteDocument, SAMPLE_BUSINESS_SITE } from "../helpers/quote-document";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { insertQuote, quoteContent } from "./helpers/quote-rows";

/** The text of each page, its lines joined and spaces of any kind read as one plain space (the PDF uses no-break ones). */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: pdf });
  try {
    const result = await parser.getText();
    return result.pages.map((p) => p.text.replace(/[\s\u00a0\u202f]+/g, " "));
  } finally {
    await parser.destroy();
  }
}

async function render(document: QuoteDocument, acceptance?: QuoteAcceptance, options?: { draft?: boolean }) {
  const pdf = await renderQuotePdf(document, acceptance, options);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = await pdfPages(pdf);
  return { pdf, pages, text: pages.join("\n") };
}

describe("the devis PDF", () => {
  it("states the number, the dates, the parties, each line and the totals in French money", async () => {
    const document = sampleQuoteDocument({ version: 2 });
    const { text } = await render(document);
    expect(text).toContain("DEVIS");
    expect(text).toContain("N° DV-2026-0042");
    expect(text).toContain("version 2");
    expect(text).toContain("Émis le 27 novembre 2026");
    expect(text).toContain("Valable jusqu'au 27 décembre 2026");
    expect(text).toContain("Sophie Lefèvre");
    expect(text).toContain("8 place de l'Église, 69550 Cublize");
    expect(text).toContain("Adresse du chantier".toUpperCase());
    expect(text).toContain("3 rue des Lilas, 69550 Cublize");
    expect(text).toContain("Réfection de la couverture en tuiles et de la zinguerie");
    expect(text).toContain("Début estimé : 11 janvier 2027");
    expect(text).toContain("Durée estimée : 8 jours ouvrés");
    // sections as headers, then every line with its quantity, unit, price, rate and amount
    expect(text).toContain("Préparation du chantier");
    expect(text).toMatch(/Tuiles terre cuite Huguenot H14, coloris rouge vieilli 124,5\s+m²\s+48,90 €\s+10 %\s+6 088,05 €/);
    expect(text).toMatch(
      /Installation et repli de l'échafaudage de pied, garde-corps et filets de sécurité 1 forfait\s+1 450,00 €\s+10 %\s+1 450,00 €/,
    );
    expect(text).toContain("calfeutrement au mortier et nettoyage du");
    for (const line of document.content.sections.flatMap((s) => s.lines))
      expect(text.replace(/\s+/g, " ")).toContain(line.designation.slice(0, 30));
    expect(text).toMatch(/Frais de déplacement\s+1\s+forfait\s+45,00 €\s+20 %\s+45,00 €/);
    // 9 lines at 10 %: 15 536,27 € HT (the option is left out), travel 45 € at 20 %
    expect(text).toMatch(/Total HT\s+16 280,67 €/);
    expect(text).toMatch(/TVA 10 % sur 16 235,67 €\s+1 623,57 €/);
    expect(text).toMatch(/TVA 20 % sur 45,00 €\s+9,00 €/);
    expect(text).toMatch(/Total TTC\s+17 913,24 €/);
    expect(text).toMatch(/Acompte à la commande \(30 %\)\s+5 373,97 €/);
    // the option is marked and shown apart, not in the totals
    expect(text).toMatch(/OPTION\s+Crochets arrêt de neige galvanisés\s+24\s+u\s+12,50 €\s+10 %\s+300,00 €/);
    expect(text).toMatch(/Options non comprises \(HT\)\s+300,00 €/);
  });

  it("says when there are no travel costs", async () => {
    const { text } = await render(sampleQuoteDocument({ travelCents: 0 }));
    expect(text).toContain("Aucun frais de déplacement");
    expect(text).not.toContain("TVA 20 %");
  });

  it("carries the business's identity and every mention the law asks, with 'Bon pour accord'", async () => {
    const { text } = await render(sampleQuoteDocument());
    expect(text).toContain("AZ Toiture SARL");
    expect(text).toContain("au capital de 10 000 €");
    expect(text).toContain("SIRET 123 456 789 00012");
    expect(text).toContain("RCS Villefranche-Tarare 000 000 000");
    expect(text).toContain("FR12123456789");
    expect(text).toContain("contact@az-toiture.fr");
    expect(text).toContain("Devis gratuit.");
    expect(text).toContain("MAAF Assurances, contrat n° DEC-2026-4471");
    expect(text).toContain("Couverture géographique : France métropolitaine");
    expect(text).toMatch(/recourir gratuitement au médiateur de la\s+consommation/);
    expect(text).toContain("CM2C, 14 rue Saint-Jean, 75017 Paris, www.cm2c.net");
    expect(text).toMatch(/14 jours à compter de la signature/);
    expect(text).toContain("art. L221-18");
    expect(text).toContain("Bon pour accord");
    expect(text).toContain("Un acompte de 30 % du total TTC, soit 5 373,97 € est demandé à la commande.");
    expect(text).toContain("Acompte de 30 % à la signature, solde à la réception des travaux");
  });

  it("states the price of a devis that is not free", async () => {
    const document = sampleQuoteDocument();
    const { text } = await render({ ...document, business: { ...document.business, quoteCents: 4900 } });
    expect(text).toContain("Ce devis est payant : 49,00 € TTC.");
    expect(text).not.toContain("Devis gratuit");
  });

  it("carries the withdrawal form of the annexe to R221-1, on a page of its own", async () => {
    const { pages } = await render(sampleQuoteDocument());
    const form = pages.find((p) => p.includes("Formulaire de rétractation"))!;
    expect(form).toBeDefined();
    expect(form).toContain("À l'attention de AZ Toiture SARL, Le Bourg, 69550 Cublize, contact@az-toiture.fr :");
    expect(form).toMatch(
      /Je\/Nous \(\*\) vous notifie\/notifions \(\*\) par la présente ma\/notre \(\*\) rétractation du contrat portant sur la\s+prestation de services ci-dessous :/,
    );
    for (const field of [
      "Commandé le (*) / reçu le (*) :",
      "Nom du (des) consommateur(s) :",
      "Adresse du (des) consommateur(s) :",
      "Date :",
    ])
      expect(form).toContain(field);
    expect(form).toContain(
      "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :",
    );
    expect(form).not.toContain("Bon pour accord");
  });

  it("says which signing case applies: the 7-day rule only at home, lifted for an urgent repair", async () => {
    const distance = (await render(sampleQuoteDocument({ signingContext: "distance" }))).text;
    const home = (await render(sampleQuoteDocument({ signingContext: "home" }))).text;
    const urgent = (await render(sampleQuoteDocument({ signingContext: "home-urgent" }))).text;
    const sevenDays = /ne peut être exigé du client avant l'expiration d'un délai de 7 jours/;
    expect(home).toMatch(sevenDays);
    expect(home).toContain("Contrat conclu au domicile du client".toUpperCase());
    expect(distance).not.toMatch(sevenDays);
    expect(distance).toContain("Contrat conclu à distance".toUpperCase());
    expect(urgent).not.toMatch(sevenDays);
    expect(urgent).toMatch(/l'interdiction de tout\s+paiement avant 7 jours ne s'applique pas/);
    expect(urgent).toContain("L221-10, 2°");
    for (const text of [distance, home, urgent]) expect(text).toContain("Formulaire de rétractation");
  });

  it("has the customer's reduced-VAT statement only with a reduced rate", async () => {
    const reduced = (await render(sampleQuoteDocument({ vatRate: 550 }))).text;
    const normal = (await render(sampleQuoteDocument({ vatRate: 2000 }))).text;
    expect(reduced).toMatch(
      /le client atteste que les travaux portent sur un local à usage d'habitation achevé depuis plus\s+de deux ans/,
    );
    expect(reduced).toMatch(/TVA 5,5 % sur/);
    expect(normal).not.toContain("achevé depuis plus");
    expect(normal).toMatch(/TVA 20 % sur 16 280,67 €\s+3 256,13 €/);
  });

  it("paginates a 40-line devis, repeating the table's header and numbering every page", async () => {
    const document = sampleQuoteDocument({ lines: 40 });
    const { pages } = await render(document);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} / ${pages.length}`);
      expect(page).toContain("SIRET 123 456 789 00012");
    });
    const withLines = pages.filter((p) => p.includes("PRIX UNIT. HT"));
    expect(withLines.length).toBeGreaterThan(1);
    expect(pages.join("\n").match(/Descente d'eaux pluviales zinc Ø 80/g)).toHaveLength(4);
  });

  it("does not lose a désignation of 500 characters", async () => {
    const content = sampleQuoteContent();
    const long = `${"Ardoise naturelle d'Espagne 32 × 22, pose au crochet inox. ".repeat(8)}Fin de la désignation.`.slice(0, 500);
    content.sections[0]!.lines[0]!.designation = long;
    const { text } = await render({ ...sampleQuoteDocument(), content });
    expect(text).toContain("Fin de la désignation.");
  });

  it("adds the certificate of the electronic acceptance, with the hash, and counts the options ticked", async () => {
    const document = sampleQuoteDocument({ version: 2 });
    const acceptance = sampleAcceptance(document);
    const { pages, text } = await render(document, acceptance);
    const certificate = pages.at(-1)!;
    expect(certificate).toContain("Certificat d'acceptation électronique");
    expect(certificate).toContain("Sophie Lefèvre");
    expect(certificate).toContain("28 novembre 2026 à 15:03:27 UTC+1");
    expect(certificate).toContain("203.0.113.7");
    expect(certificate).toContain("Version 2 du devis N° DV-2026-0042");
    expect(certificate).toContain(acceptance.documentHash);
    expect(certificate).toContain("• Crochets arrêt de neige galvanisés");
    expect(certificate).toContain("Faite par le client lors de l'acceptation");
    expect(certificate).toMatch(/Mozilla\/5.0 \(iPhone/);
    // the option ticked is in the totals now: 300 € more before tax
    expect(text).toContain("OPTION RETENUE");
    expect(text).toMatch(/Total HT\s+16 580,67 €/);
    expect(text).not.toContain("Options non comprises");
    const unsigned = await render(document);
    expect(unsigned.text).not.toContain("Certificat d'acceptation");
  });

  it("marks a draft on every page", async () => {
    const { pages } = await render(sampleQuoteDocument({ lines: 20 }), undefined, { draft: true });
    for (const page of pages) expect(page).toContain("BROUILLON — non envoyé");
    const sent = await render(sampleQuoteDocument());
    expect(sent.text).not.toContain("BROUILLON");
  });

  it("embeds the site's logo, or draws the initials when the logo is not a file of the site", async () => {
    const document = sampleQuoteDocument();
    const withLogo = await render(document);
    expect(withLogo.pdf.toString("latin1")).toContain("/Subtype /Image");
    expect(withLogo.pages[0]).not.toMatch(/^AT /);
    const without = await render({ ...document, business: { ...document.business, logoUrl: "/images/absent.svg" } });
    expect(without.pdf.toString("latin1")).not.toContain("/Subtype /Image");
    expect(without.pages[0]).toMatch(/^AT /);
    const outside = await render({ ...document, business: { ...document.business, logoUrl: "/../package.json" } });
    expect(outside.pages[0]).toMatch(/^AT /);
  });
});

describe("the ?version parameter", () => {
  it("reads a whole version number or nothing", () => {
    expect(parseVersionParam(null)).toBe("latest");
    expect(parseVersionParam("")).toBe("latest");
    expect(parseVersionParam("2")).toBe(2);
    for (const wrong of ["0", "-1", "1.5", "abc", "1e3", "99999999"]) expect(parseVersionParam(wrong)).toBeNull();
  });
});

describe.each(TEST_ENGINES)("the admin's PDF of a devis on %s", (kind) => {
  let t: TestDatabase;
  const now = new Date("2026-11-28T10:00:00Z");
  beforeAll(async () => {
    t = await useTestDatabase(kind, { SMTP_URL: "" });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("gives a version sent, the latest by default, and the signed one with its certificate", async () => {
    const db = t.database.db;
    const quote = await insertQuote(db, {
      number: "DV-2026-0007",
      status: "accepted",
      sentAt: ["2026-11-02T09:00:00Z", "2026-11-10T09:00:00Z"],
      validUntil: "2026-12-10",
      acceptance: { acceptedAt: "2026-11-12T15:00:00Z", tickedOptions: ["opt"] },
    });
    const first = await adminQuotePdf(db, quote.id, 1, SAMPLE_BUSINESS_SITE, now);
    expect(first?.filename).toBe("DV-2026-0007.pdf");
    const firstText = (await pdfPages(first!.pdf)).join("\n");
    expect(firstText).toContain("N° DV-2026-0007");
    expect(firstText).not.toContain("version 2");
    expect(firstText).not.toContain("Certificat d'acceptation");

    const latest = (await pdfPages((await adminQuotePdf(db, quote.id, "latest", SAMPLE_BUSINESS_SITE, now))!.pdf)).join("\n");
    expect(latest).toContain("version 2");
    expect(latest).toContain("Certificat d'acceptation électronique");
    expect(latest).toMatch(/Total HT\s+1 300,00 €/);
    expect(latest).toContain("• Crochets neige");
    expect(latest).not.toContain("BROUILLON");

    expect(await adminQuotePdf(db, quote.id, 3, SAMPLE_BUSINESS_SITE, now)).toBeNull();
    expect(await adminQuotePdf(db, randomUUID(), "latest", SAMPLE_BUSINESS_SITE, now)).toBeNull();
  });

  it("previews a devis never sent as a draft, with today's dates and Réglages' facts", async () => {
    const db = t.database.db;
    const id = randomUUID();
    await db
      .insertInto("quotes")
      .values({
        id,
        lead_id: null,
        number: "DV-2026-0008",
        status: "draft",
        content: JSON.stringify(quoteContent({ validityDays: 45 })),
        revision: 1,
        created_at: now.toISOString(),
        created_by: null,
        updated_at: now.toISOString(),
        updated_by: null,
        current_version: null,
        first_sent_at: null,
        last_sent_at: null,
        valid_until: null,
        token_nonce: null,
        token_hash: null,
        token_expires_at: null,
        token_revoked_at: null,
        viewed_at: null,
        answered_at: null,
        refusal_reason: null,
        withdrawn_at: null,
      })
      .execute();
    const found = await adminQuotePdf(db, id, "latest", SAMPLE_BUSINESS_SITE, now);
    const text = (await pdfPages(found!.pdf)).join("\n");
    expect(found!.filename).toBe("DV-2026-0008.pdf");
    expect(text).toContain("BROUILLON — non envoyé");
    expect(text).toContain("Émis le 28 novembre 2026");
    expect(text).toContain("Valable jusqu'au 12 janvier 2027");
    expect(text).toContain("MAAF Assurances");
    expect(await adminQuotePdf(db, id, 1, SAMPLE_BUSINESS_SITE, now)).toBeNull();
  });
});
