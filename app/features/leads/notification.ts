/**
 * The owner's e-mail about a stored request (docs/product.md#mail,
 * docs/product.md#emergency-callback), and the labels the e-mails write a
 * request's values with. Every single-line value is header-safe. Pure.
 */
import { phoneHref } from "~/config/site";
import { formatFrenchDateTime } from "~/lib/dates";
import {
  frenchNumber,
  PROJECT_OPTIONS,
  QUOTE_PROJECT_TYPES,
  UNSPECIFIED_CITY,
  UNSPECIFIED_PROJECT,
  UNSPECIFIED_SURFACE,
} from "./copy";
import { CALLBACK_COPY } from "./callback-copy";
import { bodySafe, headerSafe, type CallbackFormValues, type LeadSubmission } from "./schemas";

/** The notification's fields (docs/product.md#mail), plus a plain-text body and the Reply-To address. */
export interface LeadNotification {
  subject: string;
  from_name: string;
  from_email: string;
  phone: string;
  city: string;
  project_type: string;
  message: string;
  /** Form B only. */
  address?: string;
  /** Form B only: '12,5 m²' or 'Non spécifiée'. */
  surface?: string;
  text: string;
  replyTo: string;
}

export function contactProjectLabel(value: string): string {
  return PROJECT_OPTIONS.find((option) => option.value === value)?.label ?? UNSPECIFIED_PROJECT;
}

export function quoteProjectLabel(value: string | null | undefined): string {
  return QUOTE_PROJECT_TYPES.find((option) => option.value === value)?.label ?? UNSPECIFIED_PROJECT;
}

export function formatSurface(surface: number | null | undefined): string {
  return surface === null || surface === undefined ? UNSPECIFIED_SURFACE : `${frenchNumber(surface)} m²`;
}

const FORM_NAMES = {
  contact: "formulaire de contact",
  quote: "demande de devis gratuit",
  callback: "rappel en urgence",
} as const;

/** What a visitor sent, as the e-mails about it write it (labels for the project and surface). */
export interface NotificationParts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  projectLabel: string;
  message: string;
  extra?: { address: string; surface: string };
}

export function partsOf(lead: LeadSubmission): NotificationParts {
  if (lead.form === "callback") {
    // one name field: kept whole as the last name (which part is the first name is anyone's guess)
    const v = lead.values;
    return {
      firstName: "",
      lastName: v.nom,
      email: "",
      phone: v.telephone,
      city: v.codePostal,
      projectLabel: contactProjectLabel("urgence"),
      message: CALLBACK_COPY.leadMessage,
    };
  }
  if (lead.form === "contact") {
    const v = lead.values;
    return {
      firstName: v.prenom,
      lastName: v.nom,
      email: v.email,
      phone: v.telephone,
      city: v.ville,
      projectLabel: contactProjectLabel(v.projet),
      message: v.description,
    };
  }
  const v = lead.values;
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    city: "",
    projectLabel: quoteProjectLabel(v.projectType),
    message: v.description,
    extra: { address: headerSafe(v.address), surface: formatSurface(v.surface) },
  };
}

/**
 * The e-mail announcing a stored request: subject 'Nouvelle demande de devis -
 * {type de projet}', the fields of docs/product.md#mail, a plain-text body and Reply-To the
 * visitor. Every single-line value is header-safe (no CR/LF or control
 * character), whatever the caller passes.
 */
export function notificationFor(lead: LeadSubmission, { receivedAt }: { receivedAt?: Date } = {}): LeadNotification {
  if (lead.form === "callback") return callbackNotificationFor(lead.values, receivedAt);
  const parts = partsOf(lead);
  const fromName = headerSafe(`${parts.firstName} ${parts.lastName}`);
  const email = headerSafe(parts.email).replace(/\s+/g, "");
  const phone = headerSafe(parts.phone);
  const city = headerSafe(parts.city) || UNSPECIFIED_CITY;
  const projectType = headerSafe(parts.projectLabel);
  const message = bodySafe(parts.message).trim();

  const lines = [
    `Nouvelle demande de devis (${FORM_NAMES[lead.form]})`,
    "",
    `Nom : ${fromName}`,
    `E-mail : ${email}`,
    `Téléphone : ${phone}`,
    `Ville : ${city}`,
    ...(parts.extra ? [`Adresse du chantier : ${parts.extra.address}`, `Surface : ${parts.extra.surface}`] : []),
    `Type de projet : ${projectType}`,
    "",
    "Message :",
    message || "(aucun message)",
    "",
  ];

  return {
    subject: headerSafe(`Nouvelle demande de devis - ${projectType}`),
    from_name: fromName,
    from_email: email,
    phone,
    city,
    project_type: projectType,
    message,
    ...(parts.extra ?? {}),
    text: lines.join("\n"),
    replyTo: email,
  };
}

/** A tel: link for the notification (international '00' written as '+'). */
function telLink(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, "");
  return compact.startsWith("00") ? `tel:+${compact.slice(2)}` : phoneHref(compact);
}

/**
 * The owner's e-mail for an emergency call-back: subject 'URGENT — rappel
 * demandé : {nom}, {téléphone}' (the reference follows), the phone as a tel:
 * link on its own line, the postcode and the time received (Paris). No
 * Reply-To: the visitor gave no address.
 */
function callbackNotificationFor(values: CallbackFormValues, receivedAt: Date | undefined): LeadNotification {
  const name = headerSafe(values.nom);
  const phone = headerSafe(values.telephone);
  const postcode = headerSafe(values.codePostal);
  const lines = [
    "URGENT — rappel demandé (rappel en urgence)",
    "",
    `Nom : ${name}`,
    `Téléphone : ${phone}`,
    `Appeler : ${telLink(phone)}`,
    `Code postal : ${postcode || "Non précisé"}`,
    ...(receivedAt ? [`Reçue le : ${formatFrenchDateTime(receivedAt)} (heure de Paris)`] : []),
    "",
    "Message :",
    CALLBACK_COPY.leadMessage,
    "",
  ];
  return {
    subject: headerSafe(`URGENT — rappel demandé : ${name}, ${phone}`),
    from_name: name,
    from_email: "",
    phone,
    city: postcode || UNSPECIFIED_CITY,
    project_type: contactProjectLabel("urgence"),
    message: CALLBACK_COPY.leadMessage,
    text: lines.join("\n"),
    replyTo: "",
  };
}
