/**
 * The emergency call-back's words (docs/product.md#emergency-callback):
 * labels, messages, the button. No zod here: the emergency page loads this
 * with the form, the schema only when a visitor starts filling it.
 */

/** Where the call-back form sits on /urgence-toiture (the landing pages' emergency banners link to it). */
export const CALLBACK_ANCHOR = "rappel";
export const CALLBACK_PAGE = "/urgence-toiture";
export const CALLBACK_LINK = `${CALLBACK_PAGE}#${CALLBACK_ANCHOR}`;

export const CALLBACK_FORM_LABELS = {
  nom: "Nom *",
  telephone: "Téléphone *",
  codePostal: "Code postal",
} as const;

export const CALLBACK_COPY = {
  title: "Être rappelé en urgence",
  intro:
    "De l'eau qui coule du plafond\u00a0? Laissez votre nom et votre numéro\u00a0: nous vous rappelons tout de suite, jour et nuit.",
  submit: "Être rappelé en urgence",
  note: "* Champs obligatoires. Votre numéro sert uniquement à vous rappeler.",
  /** the landing pages' link to the form */
  linkLabel: "Être rappelé en urgence",
  successTitle: "Demande de rappel reçue",
  onCallLabel: "Notre numéro d'astreinte",
  /** the stored request's message */
  leadMessage: "Demande de rappel en urgence",
  /** the admin's name for the form */
  formLabel: "Rappel urgent",
} as const;

/** The landing pages' emergency banners link to the form on /urgence-toiture. */
export const CALLBACK_LINK_PROPS = { to: CALLBACK_LINK, label: CALLBACK_COPY.linkLabel } as const;

export const CALLBACK_FIELD_MESSAGES = {
  nameRequired: "Le nom est requis",
  phoneRequired: "Le téléphone est requis",
  phoneInvalid: "Numéro de téléphone invalide : 10 chiffres, ou un numéro international commençant par +",
  postcodeInvalid: "Le code postal doit comporter 5 chiffres",
} as const;
