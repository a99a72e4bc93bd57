/** The 'Données personnelles' page's words (docs/product.md#personal-data). Pure: browser and server. */

/** What the administrator types to confirm an erasure (compared without case or surrounding spaces). */
export const ERASE_CONFIRMATION_WORD = "EFFACER";

export const PERSONAL_DATA_MESSAGES = {
  emptySearch: "Saisissez l'adresse e-mail ou le numéro de téléphone de la personne.",
  invalidSearch: (value: string) =>
    `«\u00a0${value}\u00a0» n'est ni une adresse e-mail ni un numéro de téléphone valable. Exemples\u00a0: jean.dupont@exemple.fr, 06\u00a012\u00a034\u00a056\u00a078 ou +33\u00a06\u00a012\u00a034\u00a056\u00a078.`,
  confirmationMissing: `Pour confirmer, saisissez ${ERASE_CONFIRMATION_WORD} dans le champ.`,
  unknownAction: "Action inconnue.",
  eraseFailed: "L'effacement a échoué\u00a0: rien n'a été effacé. Réessayez dans un instant.",
  nothingToErase: "Aucune donnée n'est conservée pour cette personne\u00a0: rien n'a été effacé.",
} as const;
