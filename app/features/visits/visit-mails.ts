/**
 * The customer's e-mails about a site visit (docs/product.md#visits): the invitation (with the
 * calendar event), the update when it moves, the cancellation, the reminder the day before; and
 * the owner's notice when a customer picks or cancels a slot. Plain text and HTML (html-layout).
 * Pure: the caller gives the facts.
 */
import { greetingNameOf } from "~/features/leads/acknowledgement";
import { escapeHtml, fieldRows, mailButton, mailDocument, MAIL_COLORS, multiline } from "~/features/mail/html-layout";
import { phoneHref } from "~/config/site";
import { frenchSpan, frenchStart, frenchTime } from "./visit-time";

export type CustomerVisitMailKind = "invitation" | "update" | "cancellation" | "reminder";

export interface VisitMailFacts {
  kind: CustomerVisitMailKind;
  customerFirstName: string;
  reference: string;
  startsAt: string;
  endsAt: string;
  address: string;
  note: string;
  /** still awaiting the owner's confirmation (a customer's change): said so */
  pending?: boolean;
  /** the customer's page to change or cancel the visit */
  manageUrl: string | null;
  business: { name: string; phone: string; email: string; url: string };
}

export interface VisitMail {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

const HEADLINES: Record<CustomerVisitMailKind, string> = {
  invitation: "Votre visite technique est planifiée",
  update: "Votre visite technique a changé d'horaire",
  cancellation: "Votre visite technique est annulée",
  reminder: "Rappel\u00a0: votre visite technique est demain",
};

/** The visit's summary in calendars, and the word used in subjects. */
export function visitSummary(businessName: string): string {
  return `Visite technique – ${oneLine(businessName)}`;
}

function subjectOf(f: VisitMailFacts, business: string): string {
  const when = frenchStart(f.startsAt);
  switch (f.kind) {
    case "invitation":
      return `Visite technique le ${when} — ${business}`;
    case "update":
      return `Visite technique déplacée au ${when} — ${business}`;
    case "cancellation":
      return `Visite technique annulée (${when}) — ${business}`;
    case "reminder":
      return `Rappel : visite technique demain à ${frenchTime(new Date(f.startsAt))} — ${business}`;
  }
}

function leadSentence(f: VisitMailFacts, business: string): string {
  switch (f.kind) {
    case "invitation":
      return `${business} viendra voir votre chantier pour préparer votre devis (demande ${f.reference}).`;
    case "update":
      return `L'horaire de la visite de votre chantier (demande ${f.reference}) a changé. Voici le nouveau créneau${f.pending ? ", en attente de notre confirmation" : ""}.`;
    case "cancellation":
      return `La visite de votre chantier prévue le ${frenchStart(f.startsAt)} (demande ${f.reference}) est annulée.`;
    case "reminder":
      return `Nous passons demain voir votre chantier (demande ${f.reference}).`;
  }
}

export function customerVisitMail(f: VisitMailFacts): VisitMail {
  const business = oneLine(f.business.name);
  const name = greetingNameOf(f.customerFirstName);
  const greeting = name ? `Bonjour ${name},` : "Bonjour,";
  const cancelled = f.kind === "cancellation";
  const when = frenchSpan(f.startsAt, f.endsAt);
  const address = oneLine(f.address);
  const note = f.note.trim();
  const calendarLine = cancelled
    ? "L'événement est retiré de votre agenda si vous l'y aviez ajouté."
    : "L'invitation jointe ajoute la visite à votre agenda (Gmail, Outlook, Apple Calendrier).";
  const manage = f.manageUrl
    ? cancelled
      ? `Pour choisir un autre créneau : ${f.manageUrl}`
      : `Un empêchement ? Changez ou annulez la visite : ${f.manageUrl}`
    : null;
  const question = `Une question ? Répondez à cet e-mail ou appelez-nous au ${f.business.phone}.`;
  const rows: [string, string][] = [
    ["Quand", when],
    ...(address ? ([["Adresse", address]] as [string, string][]) : []),
    ["Référence", f.reference],
  ];

  const text = [
    greeting,
    "",
    leadSentence(f, business),
    "",
    ...(cancelled ? [] : rows.map(([label, value]) => `${label} : ${value}`)),
    ...(cancelled ? [] : [""]),
    ...(note && !cancelled ? ["Le mot de l'artisan :", note, ""] : []),
    ...(f.kind === "reminder" ? [] : [calendarLine, ""]),
    ...(manage ? [manage, ""] : []),
    question,
    "",
    "--",
    business,
    `${f.business.phone} · ${f.business.email}`,
    f.business.url,
    "",
  ].join("\n");

  const e = escapeHtml;
  const button = f.manageUrl
    ? `<div style="margin:0 0 20px;">${mailButton({ href: f.manageUrl, label: cancelled ? "Choisir un autre créneau" : "Changer ou annuler", size: "normal", color: cancelled ? MAIL_COLORS.copper : MAIL_COLORS.ink })}</div>`
    : "";
  const card = cancelled
    ? ""
    : `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;background:${MAIL_COLORS.copperSoft};border-left:4px solid ${MAIL_COLORS.copper};"><tr><td style="padding:14px 16px;">
${fieldRows(rows.map(([label, value]) => ({ label, valueHtml: label === "Quand" ? `<strong>${e(value)}</strong>` : e(value) })))}
</td></tr></table>`;
  const noteHtml =
    note && !cancelled
      ? `<p style="margin:0 0 6px;font-size:14px;color:${MAIL_COLORS.muted};">Le mot de l'artisan&nbsp;:</p><p style="margin:0 0 20px;padding:12px 16px;border:1px solid ${MAIL_COLORS.line};border-radius:6px;">${multiline(note)}</p>`
      : "";
  const body = `<p style="margin:0 0 12px;">${e(greeting)}</p>
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;color:${cancelled ? MAIL_COLORS.alert : MAIL_COLORS.ink};">${e(HEADLINES[f.kind])}</h1>
<p style="margin:0 0 20px;">${e(leadSentence(f, business))}</p>
${card}${noteHtml}${f.kind === "reminder" ? "" : `<p style="margin:0 0 20px;color:${MAIL_COLORS.muted};font-size:14px;">${e(calendarLine)}</p>`}
${button}<p style="margin:0;">Une question&nbsp;? Répondez à cet e-mail ou appelez-nous au <a href="${e(phoneHref(f.business.phone))}" style="color:${MAIL_COLORS.copper};font-weight:bold;text-decoration:none;white-space:nowrap;">${e(f.business.phone)}</a>.</p>`;
  const footer = `<p style="margin:0;"><strong style="color:${MAIL_COLORS.ink};">${e(business)}</strong> · <span style="white-space:nowrap;">${e(f.business.phone)}</span> · <a href="mailto:${e(f.business.email)}" style="color:${MAIL_COLORS.muted};">${e(f.business.email)}</a><br><a href="${e(f.business.url)}" style="color:${MAIL_COLORS.muted};">${e(f.business.url)}</a></p>`;
  return {
    subject: subjectOf(f, business),
    text,
    html: mailDocument({ title: HEADLINES[f.kind], preheader: when, siteName: business, bodyHtml: body, footerHtml: footer }),
  };
}

/** The calendar event's description: the note and the business's phone. */
export function visitDescription(f: { reference: string; note: string; phone: string }): string {
  return [`Demande ${f.reference}`, f.note.trim() ? `Note : ${f.note.trim()}` : "", `Contact : ${f.phone}`]
    .filter(Boolean)
    .join("\n");
}

export type OwnerVisitNoticeKind = "picked" | "confirmed" | "cancelled";

/** The owner's notice when a customer picks, changes or cancels a slot. */
export function ownerVisitNotice(f: {
  kind: OwnerVisitNoticeKind;
  customerName: string;
  reference: string;
  startsAt: string;
  endsAt: string;
  leadUrl: string;
}): { subject: string; text: string } {
  const who = oneLine(f.customerName) || "Un client";
  const when = frenchSpan(f.startsAt, f.endsAt);
  const subject =
    f.kind === "picked"
      ? `Créneau de visite à confirmer : ${f.reference}, ${frenchStart(f.startsAt)}`
      : f.kind === "confirmed"
        ? `Visite réservée : ${f.reference}, ${frenchStart(f.startsAt)}`
        : `Visite annulée par le client : ${f.reference}`;
  const sentence =
    f.kind === "picked"
      ? `${who} a choisi un créneau de visite. Confirmez-le ou proposez-en un autre depuis la demande.`
      : f.kind === "confirmed"
        ? `${who} a réservé une visite (confirmée automatiquement).`
        : `${who} a annulé sa visite.`;
  return { subject, text: [sentence, "", `Quand : ${when}`, `Demande : ${f.reference}`, "", f.leadUrl, ""].join("\n") };
}
