/**
 * A complete devis as sent (QuoteDocument), with every fact the law asks filled in, for the PDF's
 * tests and benchmark: a roofer's realistic lines in sections, one long désignation, one option,
 * as many lines as asked.
 */
import { DEFAULT_SITE } from "~/config/site";
import type { QuoteContent, QuoteLine, QuoteSection, SigningContext, VatRate } from "~/features/quotes/content";
import { businessFactsOf, type QuoteAcceptance, type QuoteDocument } from "~/features/quotes/document";

export const SAMPLE_BUSINESS_SITE = {
  ...DEFAULT_SITE,
  siret: "123 456 789 00012",
  vatNumber: "FR12123456789",
  decennale: { insurer: "MAAF Assurances", contractNumber: "DEC-2026-4471", coverage: "France métropolitaine" },
  mediator: { name: "CM2C", address: "14 rue Saint-Jean, 75017 Paris", website: "www.cm2c.net" },
};

const WORK: [string, QuoteLine["unit"], number, number][] = [
  ["Installation et repli de l'échafaudage de pied, garde-corps et filets de sécurité", "forfait", 100, 145_000],
  ["Dépose de la couverture existante en tuiles mécaniques, tri et évacuation en déchetterie agréée", "m²", 12_450, 1_850],
  ["Fourniture et pose d'un écran sous-toiture HPV", "m²", 12_450, 1_290],
  ["Fourniture et pose de liteaux et contre-liteaux traités classe 2", "m²", 12_450, 1_575],
  ["Tuiles terre cuite Huguenot H14, coloris rouge vieilli", "m²", 12_450, 4_890],
  ["Faîtage scellé au mortier bâtard, tuiles faîtières assorties", "ml", 1_420, 6_250],
  ["Gouttière demi-ronde zinc de 25, crochets et talons", "ml", 2_280, 5_480],
  ["Descente d'eaux pluviales zinc Ø 80", "ml", 1_200, 4_150],
  ["Main-d'œuvre de recherche de fuite", "h", 350, 5_500],
];

const LONG_DESIGNATION =
  "Réfection complète de la noue en zinc naturel de 0,65 mm sur voligeage sapin, y compris dépose des tuiles adjacentes, " +
  "pose d'une bande de zinc façonnée à l'atelier avec relevés et agrafures, repose des tuiles coupées à la disqueuse, " +
  "calfeutrement au mortier et nettoyage du chantier en fin de journée.";

export interface SampleQuoteOptions {
  /** number of lines, in sections of ten */
  lines?: number;
  signingContext?: SigningContext;
  /** the rate of the work lines (travel stays at 20 %) */
  vatRate?: VatRate;
  version?: number;
  travelCents?: number;
}

export function sampleQuoteContent({
  lines = 9,
  signingContext = "distance",
  vatRate = 1000,
  travelCents = 4_500,
}: SampleQuoteOptions = {}): QuoteContent {
  const sections: QuoteSection[] = [];
  for (let i = 0; i < lines; i++) {
    if (i % 10 === 0)
      sections.push({
        id: `s${sections.length + 1}`,
        title: ["Préparation du chantier", "Couverture", "Zinguerie", "Finitions"][sections.length % 4]!,
        lines: [],
      });
    const [designation, unit, quantityHundredths, unitPriceCents] = WORK[i % WORK.length]!;
    sections.at(-1)!.lines.push({
      id: `l${i + 1}`,
      designation: i === 2 ? LONG_DESIGNATION : designation,
      unit,
      quantityHundredths,
      unitPriceCents,
      vatRate,
      optional: false,
    });
  }
  sections.at(-1)!.lines.push({
    id: "opt-neige",
    designation: "Crochets arrêt de neige galvanisés",
    unit: "u",
    quantityHundredths: 2_400,
    unitPriceCents: 1_250,
    vatRate,
    optional: true,
  });
  return {
    customer: {
      name: "Sophie Lefèvre",
      email: "sophie.lefevre@example.fr",
      phone: "06 12 34 56 78",
      address: "8 place de l'Église, 69550 Cublize",
      siteAddress: "3 rue des Lilas, 69550 Cublize",
    },
    title: "Réfection de la couverture en tuiles et de la zinguerie",
    sections,
    notes: "Les tuiles déposées en bon état sont conservées pour le client s'il le souhaite.",
    travelCents,
    travelVatRate: 2000,
    deposit: { kind: "percent", basisPoints: 3000 },
    paymentTerms: "Acompte de 30 % à la signature, solde à la réception des travaux, par virement ou chèque.",
    validityDays: 30,
    estimatedStart: "2027-01-11",
    estimatedDuration: "8 jours ouvrés",
    signingContext,
  };
}

export function sampleQuoteDocument(options: SampleQuoteOptions = {}): QuoteDocument {
  return {
    number: "DV-2026-0042",
    version: options.version ?? 1,
    issuedOn: "2026-11-27",
    validUntil: "2026-12-27",
    business: businessFactsOf(SAMPLE_BUSINESS_SITE),
    content: sampleQuoteContent(options),
  };
}

export function sampleAcceptance(document: QuoteDocument, overrides: Partial<QuoteAcceptance> = {}): QuoteAcceptance {
  return {
    signerName: document.content.customer.name,
    acceptedAt: "2026-11-28T14:03:27.000Z",
    ip: "203.0.113.7",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    documentHash: "9f2c1e4b7a0d3c6f8e5b2a1d4c7f0e3b6a9d2c5f8e1b4a7d0c3f6e9b2a5d8c1f",
    version: document.version,
    tickedOptions: ["opt-neige"],
    reducedVatStatement: true,
    ...overrides,
  };
}
