/**
 * What the reminder and the daily digest say (docs/product.md#lead-reminders).
 * Pure: the caller gives the request(s), the links and the time.
 */
import { formatFrenchDateTime } from "~/lib/dates";
import {
  awaitingQuoteLines,
  expiringQuoteLines,
  hasQuoteDigest,
  quoteDigestSubjectParts,
  type QuoteDigest,
} from "./quote-digest";
import { formatElapsed } from "./figures";
import { projectLabelOf } from "./format";
import { formatFrenchDay, statusLabel } from "./pipeline";
import { bodySafe, headerSafe } from "./schemas";

const MINUTE_MS = 60_000;

export interface ReminderLead {
  id: string;
  reference: string;
  form: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  project: string | null;
  message: string;
  createdAt: string;
  urgent: boolean;
}

export interface ComposedMail {
  subject: string;
  text: string;
  replyTo: { name: string; address: string } | null;
}

function nameOf(lead: { firstName: string; lastName: string }): string {
  return headerSafe(`${lead.firstName} ${lead.lastName}`) || "(sans nom)";
}

/** 'Rappel : demande D-2026-0042 sans réponse depuis 30 min — Jean Dupont', with its contact details and link. */
export function reminderMail(lead: ReminderLead, options: { minutes: number; pageUrl: string }): ComposedMail {
  const name = nameOf(lead);
  const waited = formatElapsed(options.minutes * MINUTE_MS);
  const email = headerSafe(lead.email).replace(/\s+/g, "");
  const form = lead.form === "quote" ? "quote" : "contact";
  const lines = [
    `La demande ${lead.reference} attend une réponse depuis ${waited} d'ouverture (reçue le ${formatFrenchDateTime(lead.createdAt)}).`,
    ...(lead.urgent ? ["", "URGENCE : le client demande une intervention rapide."] : []),
    "",
    `Nom : ${name}`,
    `Téléphone : ${headerSafe(lead.phone)}`,
    `E-mail : ${email}`,
    ...(lead.city ? [`Ville : ${headerSafe(lead.city)}`] : []),
    ...(lead.address ? [`Adresse du chantier : ${headerSafe(lead.address)}`] : []),
    `Type de projet : ${projectLabelOf({ form, project: lead.project })}`,
    "",
    "Message :",
    bodySafe(lead.message).trim() || "(aucun message)",
    "",
    `Voir la demande : ${options.pageUrl}`,
    "",
    "Ce rappel est envoyé une seule fois. Passez la demande en « Contacté » dès que vous avez répondu.",
    "",
  ];
  return {
    subject: headerSafe(
      `${lead.urgent ? "URGENT — " : ""}Rappel : demande ${lead.reference} sans réponse depuis ${waited} — ${name}`,
    ),
    text: lines.join("\n"),
    replyTo: email ? { name, address: email } : null,
  };
}

export interface DigestLead {
  reference: string;
  firstName: string;
  lastName: string;
  status: string;
  createdAt: string;
  followUpOn: string | null;
  pageUrl: string;
}

export interface DigestInput {
  /** the Paris day of the digest, 'YYYY-MM-DD' */
  day: string;
  now: Date;
  /** open requests, oldest first (possibly only the first ones) */
  open: readonly DigestLead[];
  /** how many requests are open in all */
  openTotal: number;
  /** open requests whose follow-up day has come */
  followUps: readonly DigestLead[];
  inboxUrl: string;
  /** the devis awaiting an answer (docs/product.md#devis-reminders) */
  quotes?: QuoteDigest;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n > 1 ? many : one}`;
}

function ageOf(lead: DigestLead, now: Date): string {
  return formatElapsed(now.getTime() - new Date(lead.createdAt).getTime());
}

/** The morning e-mail: the follow-ups due today (first), then every open request. */
export function digestMail(input: DigestInput): ComposedMail {
  const { now } = input;
  const line = (lead: DigestLead, extra: string) =>
    `- ${lead.reference} · ${nameOf(lead)} · ${statusLabel(lead.status)} · ${extra}\n  ${lead.pageUrl}`;
  const lines = [`Demandes en cours au ${formatFrenchDay(input.day)}.`, ""];
  if (input.followUps.length > 0) {
    lines.push(`À rappeler (${input.followUps.length}) :`);
    for (const lead of input.followUps) lines.push(line(lead, `à rappeler le ${formatFrenchDay(lead.followUpOn ?? input.day)}`));
    lines.push("");
  }
  const quotes = hasQuoteDigest(input.quotes) ? input.quotes : null;
  if (quotes) lines.push(...expiringQuoteLines(quotes));
  if (input.openTotal > 0) {
    lines.push(`Demandes ouvertes (${input.openTotal}) :`);
    for (const lead of input.open) lines.push(line(lead, `reçue il y a ${ageOf(lead, now)}`));
    const hidden = input.openTotal - input.open.length;
    if (hidden > 0) lines.push(`… et ${plural(hidden, "autre demande", "autres demandes")}.`);
    lines.push("");
  }
  if (quotes) lines.push(...awaitingQuoteLines(quotes));
  lines.push(`Toutes les demandes : ${input.inboxUrl}`, "");
  const parts = [plural(input.openTotal, "demande ouverte", "demandes ouvertes")];
  if (input.followUps.length > 0) parts.push(plural(input.followUps.length, "à rappeler", "à rappeler"));
  if (quotes) parts.push(...quoteDigestSubjectParts(quotes));
  return {
    subject: `Demandes du ${formatFrenchDay(input.day)} : ${parts.join(", ")}`,
    text: lines.join("\n"),
    replyTo: null,
  };
}
