/**
 * The field messages of forms A and B (docs/product.md#contact-form,
 * docs/product.md#quote-form). Apart from copy.ts: only the schemas (loaded
 * when a visitor starts filling a form) and the server need them, so the
 * form pages' first scripts do not carry them.
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
import { frenchNumber } from "./copy";

const tooLong = (subject: string, max: number) => `${subject} ne doit pas dépasser ${frenchNumber(max)} caractères`;

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
