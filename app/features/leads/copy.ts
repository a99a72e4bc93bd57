/**
 * The quote forms' words (docs/product.md#contact-form, docs/product.md#quote-form): messages, options, labels. No zod
 * here: the public pages load this with the forms, and the schemas
 * (./schemas) only when a visitor starts filling a form.
 */
import {
  LEAD_ADDRESS_MAX_LENGTH,
  LEAD_CITY_MAX_LENGTH,
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_EMAIL_MAX_LENGTH,
  LEAD_NAME_MAX_LENGTH,
  LEAD_PHONE_MAX_LENGTH,
  LEAD_SURFACE_MAX_M2,
} from "~/config/constants";
import { formatMonths } from "~/lib/durations";

/** A number as French readers write it (1 000,5). */
export const frenchNumber = (n: number) => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(n);
const tooLong = (subject: string, max: number) => `${subject} ne doit pas dépasser ${frenchNumber(max)} caractères`;

export const LEAD_MESSAGES = {
  success: "Votre demande a été envoyée avec succès !",
  failure: "Erreur lors de l'envoi. Veuillez réessayer.",
  rateLimited: "Trop de demandes envoyées. Veuillez réessayer dans quelques minutes.",
  sending: "Envoi en cours...",
  /** followed by the request's reference and a full stop: 'Votre référence : D-2026-0042.' */
  referenceLabel: "Votre référence :",
} as const;

/** The sentence after the forms' note: how long a request is kept (LEAD_RETENTION_MONTHS; docs/product.md#lead-acknowledgement). */
export function retentionSentence(months: number): string {
  return `Elles sont conservées ${formatMonths(months)}, puis supprimées.`;
}

/** Field messages of both forms (docs/product.md#contact-form, docs/product.md#quote-form). */
export const LEAD_FIELD_MESSAGES = {
  firstNameRequired: "Le prénom est requis",
  lastNameRequired: "Le nom est requis",
  phoneRequired: "Le téléphone est requis",
  emailRequired: "L'email est requis",
  emailInvalid: "Adresse email invalide",
  projectRequired: "Veuillez sélectionner un type de projet",
  descriptionRequired: "La description est requise",
  addressRequired: "L'adresse du chantier est requise",
  projectTypeInvalid: "Type de projet invalide",
  surfaceInvalid: "La surface doit être un nombre (en m²)",
  surfaceNegative: "La surface ne peut pas être négative",
  surfaceTooLarge: `La surface ne doit pas dépasser ${frenchNumber(LEAD_SURFACE_MAX_M2)} m²`,
  firstNameTooLong: tooLong("Le prénom", LEAD_NAME_MAX_LENGTH),
  lastNameTooLong: tooLong("Le nom", LEAD_NAME_MAX_LENGTH),
  phoneTooLong: tooLong("Le téléphone", LEAD_PHONE_MAX_LENGTH),
  emailTooLong: tooLong("L'email", LEAD_EMAIL_MAX_LENGTH),
  cityTooLong: tooLong("La ville", LEAD_CITY_MAX_LENGTH),
  addressTooLong: tooLong("L'adresse", LEAD_ADDRESS_MAX_LENGTH),
  descriptionTooLong: tooLong("La description", LEAD_DESCRIPTION_MAX_LENGTH),
  invalidValue: "Valeur invalide",
  invalidForm: "Formulaire invalide",
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
