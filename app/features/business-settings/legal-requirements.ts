/**
 * What the law asks the site to publish and the owner has not given yet in
 * 'Réglages' (docs/product.md#legal-identity, docs/product.md#consumer-mediator):
 * the dashboard says each one, and the legal notice says it is being completed.
 */
import { DEFAULT_SITE, hasDecennale, hasMediator, hasRepairPrices, type SiteConfig } from "~/config/site";
import { SETTINGS_PATH } from "./paths";

export type LegalFact = "mediator" | "siret" | "publicationDirector" | "host";

export interface MissingLegalFact<Fact extends string = LegalFact> {
  fact: Fact;
  /** one French sentence: what is missing and why the law wants it */
  message: string;
  /** the 'Réglages' card where it is given */
  href: string;
}

const LEGAL_CARD = `${SETTINGS_PATH}#legal-title`;
const MEDIATOR_CARD = `${SETTINGS_PATH}#mediator-title`;

export const MISSING_LEGAL_FACT_MESSAGES: Record<LegalFact, string> = {
  mediator:
    "Médiateur de la consommation non renseigné\u00a0: la loi oblige à donner à vos clients particuliers le nom, l'adresse et le site du médiateur qu'ils peuvent saisir gratuitement (Code de la consommation, art. L.\u00a0612-1 et L.\u00a0616-1).",
  siret:
    "SIRET non renseigné\u00a0: il identifie l'entreprise dans les mentions légales et le pied de page du site, comme sur vos devis et factures, où il est obligatoire.",
  publicationDirector:
    "Directeur de la publication non renseigné\u00a0: la loi pour la confiance dans l'économie numérique (art.\u00a06) impose de le nommer dans les mentions légales.",
  host: "Hébergeur non renseigné\u00a0: la loi pour la confiance dans l'économie numérique (art.\u00a06) impose de donner le nom, l'adresse et le téléphone de l'hébergeur du site dans les mentions légales.",
};

/** The host is missing while it is empty or still the installation's placeholder. */
const hostMissing = (hosting: SiteConfig["hosting"]) =>
  hosting.name.trim() === "" || hosting.name === DEFAULT_SITE.hosting.name || hosting.address === DEFAULT_SITE.hosting.address;

/** The facts still missing, in the order the dashboard lists them. */
export function missingLegalFacts(
  site: Pick<SiteConfig, "mediator" | "siret" | "publicationDirector" | "hosting">,
): MissingLegalFact[] {
  const missing: MissingLegalFact[] = [];
  if (!hasMediator(site)) missing.push({ fact: "mediator", message: MISSING_LEGAL_FACT_MESSAGES.mediator, href: MEDIATOR_CARD });
  if (site.siret === "") missing.push({ fact: "siret", message: MISSING_LEGAL_FACT_MESSAGES.siret, href: LEGAL_CARD });
  if (site.publicationDirector === "") {
    missing.push({ fact: "publicationDirector", message: MISSING_LEGAL_FACT_MESSAGES.publicationDirector, href: LEGAL_CARD });
  }
  if (hostMissing(site.hosting)) missing.push({ fact: "host", message: MISSING_LEGAL_FACT_MESSAGES.host, href: LEGAL_CARD });
  return missing;
}

/** What a roofer must show besides (docs/product.md#repair-prices, docs/product.md#decennale-insurance): the dashboard says it too. */
export type TradeFact = "repairPrices" | "decennale";

export const MISSING_TRADE_FACT_MESSAGES: Record<TradeFact, string> = {
  repairPrices:
    "Tarifs de dépannage et d'entretien non renseignés\u00a0: la loi oblige à afficher vos taux horaires, frais de déplacement et forfaits TTC, et si le devis est payant (arrêté du 24\u00a0janvier 2017).",
  decennale:
    "Assurance décennale non renseignée\u00a0: la loi impose de communiquer à vos clients l'assureur, le numéro de contrat et la couverture géographique (Code des assurances, art. L.\u00a0243-2).",
};

/** The trade facts still missing, after the legal ones on the dashboard. */
export function missingTradeFacts(site: Pick<SiteConfig, "repairPrices" | "decennale">): MissingLegalFact<TradeFact>[] {
  const missing: MissingLegalFact<TradeFact>[] = [];
  if (!hasRepairPrices(site))
    missing.push({
      fact: "repairPrices",
      message: MISSING_TRADE_FACT_MESSAGES.repairPrices,
      href: `${SETTINGS_PATH}#repair-prices-title`,
    });
  if (!hasDecennale(site))
    missing.push({ fact: "decennale", message: MISSING_TRADE_FACT_MESSAGES.decennale, href: `${SETTINGS_PATH}#decennale-title` });
  return missing;
}
