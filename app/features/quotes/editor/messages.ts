/** What the devis pages of the admin say (docs/product.md#devis-editor). */
import { formatFrenchDate } from "~/lib/dates";

export const QUOTE_EDITOR_MESSAGES = {
  notFound: "Devis introuvable",
  leadNotFound: "Demande introuvable\u00a0: le devis n'a pas été créé.",
  created: (number: string) => `Devis ${number} créé.`,
  duplicated: (number: string) => `Copie créée\u00a0: devis ${number}.`,
  saved: "Devis enregistré.",
  invalid: "Le devis n'a pas été enregistré\u00a0: corrigez les champs signalés.",
  conflict: "Ce devis a été modifié ailleurs depuis que vous l'avez ouvert",
  conflictHelp:
    "Votre version n'a pas été enregistrée et reste dans l'éditeur. Comparez-la avec la version enregistrée, puis choisissez.",
  overwrite: "Écraser avec ma version",
  reload: "Recharger la version enregistrée",
  unknownAction: "Action inconnue.",
  unsaved: "Modifications non enregistrées",
  changedSinceSent: (version: number) =>
    `Modifié depuis l'envoi de la version ${version}\u00a0: renvoyez-le pour que le client voie ces changements`,
  readOnly: (status: string, answeredAt: string | null) => {
    const on = answeredAt ? ` le ${formatFrenchDate(answeredAt)}` : "";
    if (status === "accepted")
      return `Ce devis a été accepté${on}\u00a0: il ne peut plus être modifié. Dupliquez-le pour en préparer un autre.`;
    if (status === "refused")
      return `Ce devis a été refusé${on}\u00a0: il ne peut plus être modifié. Dupliquez-le pour en préparer un autre.`;
    return `Le client s'est rétracté${on}\u00a0: ce devis ne peut plus être modifié. Dupliquez-le pour en préparer un autre.`;
  },
  sendBlocked: {
    unsaved: "Enregistrez vos modifications avant d'envoyer le devis.",
    invalid: "Complétez le devis (champs signalés) et enregistrez-le avant de l'envoyer.",
    facts: "Complétez d'abord les Réglages ci-dessous\u00a0: la loi les exige sur un devis.",
    answered: "Ce devis a reçu sa réponse\u00a0: il ne peut plus être envoyé.",
  },
} as const;

/** Where the contract is concluded, and what it means for the customer (docs/product.md#devis-withdrawal). */
export const SIGNING_CONTEXT_CHOICES = [
  {
    value: "distance",
    label: "À distance",
    help: "Signé en ligne\u00a0: le client dispose de 14 jours pour se rétracter\u00a0; le devis joint le formulaire de rétractation.",
  },
  {
    value: "home",
    label: "Au domicile du client",
    help: "Signé chez le client\u00a0: 14 jours pour se rétracter, et aucun paiement, acompte compris, avant 7 jours.",
  },
  {
    value: "home-urgent",
    label: "Au domicile, réparation urgente demandée par le client",
    help: "Le client vous a appelé pour une réparation urgente chez lui\u00a0: le paiement peut être demandé sans attendre 7 jours\u00a0; le devis le précise.",
  },
] as const;

export const DEPOSIT_CHOICES = [
  { value: "none", label: "Aucun" },
  { value: "percent", label: "Pourcentage" },
  { value: "amount", label: "Montant" },
] as const;
