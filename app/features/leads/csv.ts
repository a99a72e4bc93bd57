/**
 * The inbox's CSV export: what Excel in French opens as it is (UTF-8 with a
 * byte order mark, ';' between cells) and cannot turn into a formula. Pure.
 */
import { formatFrenchDateTime } from "~/lib/dates";
import { formatFrenchDay, lostReasonLabel, statusLabel } from "./pipeline";
import { FORM_LABELS, notificationLabel, projectLabelOf, surfaceLabelOf, type LeadForm, type LeadView } from "./format";

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
  "Référence",
  "Date",
  "Formulaire",
  "Statut",
  "Raison de la perte",
  "Prénom",
  "Nom",
  "E-mail",
  "Téléphone",
  "Ville",
  "Adresse du chantier",
  "Type de projet",
  "Surface",
  "Message",
  "Urgent",
  "Spam",
  "Premier contact",
  "Dernier changement de statut",
  "À rappeler le",
  "Page d'envoi",
  "Première page de la visite",
  "Site d'origine",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "gclid",
  "Notification",
  "Dernière erreur d'envoi",
];

const dateOrEmpty = (value: string | null) => (value ? formatFrenchDateTime(value) : "");

export function leadsToCsv(leads: readonly LeadView[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(CSV_SEPARATOR)];
  for (const lead of leads) {
    lines.push(
      [
        lead.reference,
        formatFrenchDateTime(lead.createdAt),
        FORM_LABELS[lead.form as LeadForm],
        statusLabel(lead.status),
        lostReasonLabel(lead.lostReason),
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.phone,
        lead.city,
        lead.address,
        lead.project ? projectLabelOf(lead) : "",
        lead.form === "quote" && lead.surface !== null ? surfaceLabelOf(lead) : "",
        lead.message,
        lead.urgent ? "oui" : "non",
        lead.spam ? "oui" : "non",
        dateOrEmpty(lead.firstContactedAt),
        dateOrEmpty(lead.statusChangedAt),
        lead.followUpOn ? formatFrenchDay(lead.followUpOn) : "",
        lead.sourcePath ?? "",
        lead.landingPath ?? "",
        lead.referrerHost ?? "",
        lead.utmSource ?? "",
        lead.utmMedium ?? "",
        lead.utmCampaign ?? "",
        lead.gclid ?? "",
        notificationLabel(lead.notification, lead.spam),
        lead.notification.status === "failed" ? (lead.notification.lastError ?? "") : "",
      ]
        .map(csvCell)
        .join(CSV_SEPARATOR),
    );
  }
  return CSV_BOM + lines.join("\r\n") + "\r\n";
}
