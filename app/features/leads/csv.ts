/**
 * The inbox's CSV export: what Excel in French opens as it is (UTF-8 with a
 * byte order mark, ';' between cells) and cannot turn into a formula. Pure.
 */
import { formatFrenchDateTime } from "~/lib/dates";
import {
  FORM_LABELS,
  notificationLabel,
  projectLabelOf,
  surfaceLabelOf,
  type LeadForm,
  type LeadView,
} from "./format";

/** UTF-8 byte order mark: Excel then reads the accents correctly. */
export const CSV_BOM = "\uFEFF";
/** Excel in French uses ';' as its list separator. */
export const CSV_SEPARATOR = ";";

/** One CSV cell: quoted, quotes doubled, and a leading =, +, -, @ neutralised (formula injection). */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = [
  "Date",
  "Formulaire",
  "Prénom",
  "Nom",
  "Email",
  "Téléphone",
  "Ville",
  "Adresse du chantier",
  "Type de projet",
  "Surface",
  "Message",
  "Traité",
  "Spam",
  "Notification",
  "Dernière erreur d'envoi",
];

export function leadsToCsv(leads: readonly LeadView[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(CSV_SEPARATOR)];
  for (const lead of leads) {
    lines.push(
      [
        formatFrenchDateTime(lead.createdAt),
        FORM_LABELS[lead.form as LeadForm],
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.phone,
        lead.city,
        lead.address,
        lead.project ? projectLabelOf(lead) : "",
        lead.form === "quote" && lead.surface !== null ? surfaceLabelOf(lead) : "",
        lead.message,
        lead.handled ? "oui" : "non",
        lead.spam ? "oui" : "non",
        notificationLabel(lead.notification, lead.spam),
        lead.notification.status === "failed" ? (lead.notification.lastError ?? "") : "",
      ]
        .map(csvCell)
        .join(CSV_SEPARATOR),
    );
  }
  return CSV_BOM + lines.join("\r\n") + "\r\n";
}
