/**
 * The quote forms' words (docs/product.md#contact-form, docs/product.md#quote-form): messages, options, labels. No zod
 * here: the public pages load this with the forms, and the schemas
 * (./schemas) only when a visitor starts filling a form.
 */

/** A number as French readers write it (1 000,5). */
export const frenchNumber = (n: number) => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(n);

export const LEAD_MESSAGES = {
  success: "Votre demande a été envoyée avec succès !",
  failure: "Erreur lors de l'envoi. Veuillez réessayer.",
  rateLimited: "Trop de demandes envoyées. Veuillez réessayer dans quelques minutes.",
  sending: "Envoi en cours...",
  /** followed by the request's reference and a full stop: 'Votre référence : D-2026-0042.' */
  referenceLabel: "Votre référence :",
} as const;

/** Form A's project select, in display order. */
export const PROJECT_OPTIONS = [
  { value: "gouttieres", label: "Gouttières" },
  { value: "zinguerie", label: "Zinguerie sur mesure" },
  { value: "cheneaux", label: "Chéneaux" },
  { value: "bavettes", label: "Bavettes et solins" },
  { value: "etancheite", label: "Étanchéité" },
  { value: "urgence", label: "Réparation d'urgence" },
  { value: "autre", label: "Autre" },
] as const;

export type ContactProject = (typeof PROJECT_OPTIONS)[number]["value"];

/** Form B's project types, in display order. */
export const QUOTE_PROJECT_TYPES = [
  { value: "renovation", label: "Rénovation complète" },
  { value: "reparation", label: "Réparation" },
  { value: "entretien", label: "Entretien" },
  { value: "isolation", label: "Isolation" },
  { value: "zinguerie", label: "Zinguerie" },
  { value: "gutters", label: "Gouttières" },
] as const;

export type QuoteProjectType = (typeof QUOTE_PROJECT_TYPES)[number]["value"];

/** Form B's labels and note (docs/product.md#quote-form). */
export const QUOTE_FORM_LABELS = {
  firstName: "Prénom *",
  lastName: "Nom *",
  email: "Email *",
  phone: "Téléphone *",
  address: "Adresse du chantier *",
  projectType: "Type de projet",
  surface: "Surface (m²)",
  description: "Description du projet",
} as const;

export const QUOTE_FORM_NOTE = "* Champs obligatoires. Vos données sont protégées et ne seront jamais partagées.";

export const UNSPECIFIED_CITY = "Non spécifiée";
export const UNSPECIFIED_PROJECT = "Non spécifié";
export const UNSPECIFIED_SURFACE = "Non spécifiée";
