/**
 * One version of a devis as the customer receives it (docs/product.md#devis-document):
 * its number and dates, the business's facts as they were when it was sent,
 * and the content. The web page and the PDF both render this, and the
 * version stores it as JSON: the SHA-256 of that exact JSON is what an
 * acceptance certifies.
 */
import { hasDecennale, hasMediator, type SiteConfig } from "~/config/site";
import { SETTINGS_PATH } from "~/features/business-settings/paths";
import type { QuoteContent } from "./content";

export interface QuoteBusinessFacts {
  name: string;
  legalName: string;
  legalForm: string;
  shareCapital: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  siret: string;
  /** 'RCS Lyon 000 000 000' or the trade register (RM) */
  registrationNumber: string;
  vatNumber: string;
  website: string;
  logoUrl: string;
  decennale: { insurer: string; contractNumber: string; coverage: string };
  mediator: { name: string; address: string; website: string };
  /** the price of the devis itself, null when free (the devis says which) */
  quoteCents: number | null;
}

export interface QuoteDocument {
  number: string;
  version: number;
  /** 'YYYY-MM-DD', Paris */
  issuedOn: string;
  /** last day it can be accepted, included */
  validUntil: string;
  business: QuoteBusinessFacts;
  content: QuoteContent;
}

/** The customer's acceptance, as the certificate page of the signed PDF states it. */
export interface QuoteAcceptance {
  signerName: string;
  /** ISO instant */
  acceptedAt: string;
  ip: string;
  userAgent: string;
  /** SHA-256 (hex) of the version's document JSON */
  documentHash: string;
  version: number;
  tickedOptions: string[];
  /** with a reduced VAT rate: the customer stated the home is over two years old */
  reducedVatStatement: boolean;
}

export function businessFactsOf(site: SiteConfig): QuoteBusinessFacts {
  return {
    name: site.name,
    legalName: site.legalName,
    legalForm: site.legalForm,
    shareCapital: site.shareCapital,
    street: site.address.street,
    postalCode: site.address.postalCode,
    city: site.address.city,
    phone: site.phone,
    email: site.email,
    siret: site.siret,
    registrationNumber: site.registrationNumber,
    vatNumber: site.vatNumber,
    website: site.url,
    logoUrl: site.logoUrl,
    decennale: { ...site.decennale },
    mediator: { ...site.mediator },
    quoteCents: site.repairPrices.quoteCents,
  };
}

export type QuoteFact = "siret" | "vatNumber" | "address" | "legalForm" | "decennale" | "mediator";

export interface MissingQuoteFact {
  fact: QuoteFact;
  message: string;
  /** the Réglages card where the owner gives it */
  href: string;
}

const MISSING_QUOTE_FACT_MESSAGES: Record<QuoteFact, string> = {
  siret: "SIRET non renseigné\u00a0: il est obligatoire sur un devis.",
  vatNumber: "Numéro de TVA intracommunautaire non renseigné\u00a0: il est obligatoire sur un devis soumis à la TVA.",
  address: "Adresse de l'entreprise incomplète\u00a0: elle est obligatoire sur un devis.",
  legalForm: "Forme juridique non renseignée\u00a0: elle est obligatoire sur un devis.",
  decennale:
    "Assurance décennale non renseignée\u00a0: le devis doit donner l'assureur, le numéro de contrat et la couverture géographique.",
  mediator: "Médiateur de la consommation non renseigné\u00a0: le devis doit donner ses coordonnées à vos clients particuliers.",
};

/** What Réglages still lacks for a devis to be sent; the editor lists each, with a link. */
export function missingQuoteFacts(site: SiteConfig): MissingQuoteFact[] {
  const missing: MissingQuoteFact[] = [];
  const add = (fact: QuoteFact, anchor: string) =>
    missing.push({ fact, message: MISSING_QUOTE_FACT_MESSAGES[fact], href: `${SETTINGS_PATH}#${anchor}` });
  if (site.siret.trim() === "") add("siret", "legal-title");
  if (site.vatNumber.trim() === "") add("vatNumber", "legal-title");
  if (site.legalForm.trim() === "") add("legalForm", "legal-title");
  if (!site.address.street.trim() || !site.address.postalCode.trim() || !site.address.city.trim()) add("address", "legal-title");
  if (!hasDecennale(site)) add("decennale", "decennale-title");
  if (!hasMediator(site)) add("mediator", "mediator-title");
  return missing;
}
