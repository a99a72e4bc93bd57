/**
 * The sentences the law asks a devis to carry (docs/product.md#devis-document,
 * docs/product.md#devis-withdrawal), as the PDF prints them.
 */
import type { SigningContext } from "../content";
import type { QuoteBusinessFacts } from "../document";

export const WITHDRAWAL_RIGHT =
  "Le client consommateur dispose d'un délai de 14\u00a0jours à compter de la signature du devis pour exercer son droit de " +
  "rétractation, sans avoir à motiver sa décision ni à supporter d'autres coûts (Code de la consommation, art.\u00a0L221-18). " +
  "Il lui suffit d'adresser avant l'expiration de ce délai le formulaire de rétractation ci-joint, ou toute autre déclaration " +
  "dénuée d'ambiguïté, par courrier ou par e-mail, ou de se rétracter depuis la page en ligne du devis.";

export const SIGNING_CONTEXT_CASE: Record<SigningContext, { title: string; text: string }> = {
  distance: {
    title: "Contrat conclu à distance",
    text: "Le devis est accepté en ligne, à distance. Le délai de rétractation de 14\u00a0jours court à compter de son acceptation.",
  },
  home: {
    title: "Contrat conclu au domicile du client",
    text:
      "Le devis est signé au domicile du client (contrat hors établissement)\u00a0: aucun paiement ni aucune contrepartie, " +
      "acompte compris, ne peut être exigé du client avant l'expiration d'un délai de 7\u00a0jours à compter de la signature " +
      "(Code de la consommation, art.\u00a0L221-10).",
  },
  "home-urgent": {
    title: "Réparation urgente demandée par le client à son domicile",
    text:
      "Le client a lui-même sollicité une intervention de réparation urgente à son domicile\u00a0: l'interdiction de tout " +
      "paiement avant 7\u00a0jours ne s'applique pas (Code de la consommation, art.\u00a0L221-10, 2°).",
  },
};

export const REDUCED_VAT_STATEMENT_TITLE = "Attestation du client pour le taux réduit de TVA";

export const REDUCED_VAT_STATEMENT =
  "En acceptant ce devis, le client atteste que les travaux portent sur un local à usage d'habitation achevé depuis plus " +
  "de deux ans, qu'ils n'ont pas pour effet, sur une période de deux ans au plus, de concourir à la production d'un " +
  "immeuble neuf ni d'augmenter de plus de 10\u00a0% la surface de plancher des locaux existants, et qu'il conserve ce devis " +
  "signé à l'appui de cette attestation (Code général des impôts, art.\u00a0279-0 bis et 278-0 bis A).";

export function mediatorSentence(mediator: QuoteBusinessFacts["mediator"]): string {
  return (
    "En cas de litige non résolu avec l'entreprise, le client consommateur peut recourir gratuitement au médiateur de la " +
    `consommation (Code de la consommation, art.\u00a0L612-1)\u00a0: ${mediator.name}, ${mediator.address}, ${mediator.website}.`
  );
}

export function decennaleSentence(decennale: QuoteBusinessFacts["decennale"]): string {
  return (
    `Assurance de responsabilité civile décennale souscrite auprès de ${decennale.insurer}, contrat n°\u00a0` +
    `${decennale.contractNumber}. Couverture géographique\u00a0: ${decennale.coverage}.`
  );
}

/** The model form of the annexe to article R221-1 of the Code de la consommation. */
export function withdrawalFormIntro(
  business: Pick<QuoteBusinessFacts, "legalName" | "name" | "street" | "postalCode" | "city" | "email">,
) {
  const name = business.legalName || business.name;
  return `À l'attention de ${name}, ${business.street}, ${business.postalCode} ${business.city}, ${business.email}\u00a0:`;
}

export const WITHDRAWAL_FORM_BODY =
  "Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation " +
  "de services ci-dessous\u00a0:";

export const WITHDRAWAL_FORM_FIELDS = [
  "Commandé le (*) / reçu le (*)\u00a0:",
  "Nom du (des) consommateur(s)\u00a0:",
  "Adresse du (des) consommateur(s)\u00a0:",
  "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:",
  "Date\u00a0:",
] as const;

export const CERTIFICATE_EXPLANATION =
  "Ce certificat atteste que la version du devis désignée ci-dessous a été acceptée en ligne, depuis le lien personnel " +
  "adressé au client par e-mail, par la personne qui a saisi son nom. L'empreinte SHA-256 identifie le document accepté " +
  "au caractère près\u00a0: recalculée sur la version conservée par l'entreprise, elle prouve que le client a accepté " +
  "exactement ce document, avec les options et l'attestation indiquées, à la date et depuis la connexion enregistrées.";
