/**
 * How the admin inbox and the CSV export show a stored request. Pure: used by
 * the inbox page (browser) and the CSV export (server).
 */
// the inbox and the CSV show dates through this module; the format itself is in lib/dates.ts
import { LEAD_STATUSES, type LeadStatus } from "./pipeline";
import { contactProjectLabel, formatSurface, quoteProjectLabel } from "./notification";

export type LeadForm = "contact" | "quote" | "callback";
export type NotificationStatus = "none" | "pending" | "sending" | "sent" | "failed";
/** Every request but spam, those still open (not won or lost), those with a call-back date, one status, or spam. */
export type LeadFilter = "toutes" | "en-cours" | "a-rappeler" | LeadStatus | "spam";

export const LEAD_FILTERS: readonly { value: LeadFilter; label: string }[] = [
  { value: "toutes", label: "Toutes" },
  { value: "en-cours", label: "En cours" },
  { value: "a-rappeler", label: "À rappeler" },
  ...LEAD_STATUSES,
  { value: "spam", label: "Spam" },
];

export function parseLeadFilter(value: string | null | undefined): LeadFilter {
  return LEAD_FILTERS.some((f) => f.value === value) ? (value as LeadFilter) : "toutes";
}

/** One request as the inbox shows it. */
export interface LeadView {
  id: string;
  form: LeadForm;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  project: string | null;
  surface: number | null;
  message: string;
  sourcePath: string | null;
  spam: boolean;
  createdAt: string;
  reference: string;
  status: LeadStatus;
  lostReason: string | null;
  followUpOn: string | null;
  firstContactedAt: string | null;
  statusChangedAt: string | null;
  urgent: boolean;
  /** how many photos came with the request */
  photoCount: number;
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  gclid: string | null;
  notification: {
    status: NotificationStatus;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string | null;
    sentAt: string | null;
  };
}

export const FORM_LABELS: Record<LeadForm, string> = {
  contact: "Formulaire de contact",
  quote: "Devis gratuit",
  callback: "Rappel urgent",
};

export function projectLabelOf(lead: Pick<LeadView, "form" | "project">): string {
  return lead.form === "quote" ? quoteProjectLabel(lead.project) : contactProjectLabel(lead.project ?? "");
}

export function surfaceLabelOf(lead: Pick<LeadView, "surface">): string {
  return formatSurface(lead.surface);
}

/** 'envoyée', 'en attente', 'échec'… as the inbox and the CSV name them. */
export function notificationLabel(n: LeadView["notification"], spam = false): string {
  if (spam || n.status === "none") return "non envoyée (spam)";
  switch (n.status) {
    case "sent":
      return "envoyée";
    case "failed":
      return n.nextAttemptAt ? "échec (nouvel essai prévu)" : "échec (abandonnée)";
    case "sending":
      return "envoi en cours";
    default:
      return "en attente";
  }
}

/** Where a request came from, in a few words: 'google.com · campagne hiver (cpc)', 'accès direct'. */
export function sourceLabelOf(
  lead: Pick<LeadView, "referrerHost" | "utmSource" | "utmMedium" | "utmCampaign" | "gclid">,
): string {
  const parts: string[] = [];
  if (lead.utmSource) parts.push(lead.utmSource);
  else if (lead.referrerHost) parts.push(lead.referrerHost);
  else if (lead.gclid) parts.push("Google Ads");
  if (lead.utmCampaign) parts.push(`campagne ${lead.utmCampaign}${lead.utmMedium ? ` (${lead.utmMedium})` : ""}`);
  else if (lead.utmMedium) parts.push(lead.utmMedium);
  return parts.length ? parts.join(" · ") : "accès direct";
}
