/**
 * The e-mail that recalls an unanswered devis to the customer (docs/product.md#devis-reminders):
 * polite, its number, object, amount with tax and last valid day, a button to the devis's
 * page, and an easy way to answer. Plain text and HTML. Pure: the caller gives the facts.
 */
import { formatFrenchDate } from "~/lib/dates";
import { formatEuros } from "~/lib/euro-amount";
import {
  escapeHtml,
  fieldRows,
  mailButton,
  mailDocument,
  MAIL_COLORS,
  MAIL_FONT,
  unbreakable,
} from "~/features/mail/html-layout";

export const QUOTE_REMINDER_BUTTON = "Consulter et signer le devis";

export interface QuoteReminderFacts {
  number: string;
  /** the object of the work */
  title: string;
  customerName: string;
  ttcCents: number;
  /** 'YYYY-MM-DD', the last day it can be accepted */
  validUntil: string;
  /** 'YYYY-MM-DD', the day the version was issued */
  issuedOn: string;
  /** the customer's private link */
  linkUrl: string;
  business: { name: string; phone: string; email: string; website: string };
}

export interface QuoteReminderMail {
  subject: string;
  text: string;
  html: string;
}

/** One line, no control characters (a header or a field). */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** '23 décembre 2026' from 'YYYY-MM-DD' (noon UTC: the same day in Paris). */
const dayInWords = (day: string) => formatFrenchDate(`${day}T12:00:00Z`) || day;

export function quoteReminderMail(facts: QuoteReminderFacts): QuoteReminderMail {
  const name = oneLine(facts.customerName);
  const greeting = name ? `Bonjour ${name},` : "Bonjour,";
  const business = oneLine(facts.business.name);
  const title = oneLine(facts.title);
  const amount = formatEuros(facts.ttcCents);
  const validUntil = dayInWords(facts.validUntil);
  const issuedOn = dayInWords(facts.issuedOn);
  const intro = `Le ${issuedOn}, nous vous avons adressé notre devis ${facts.number}. Nous nous permettons de vous le rappeler, au cas où notre message vous aurait échappé.`;
  const rows: [string, string][] = [
    ["Devis", facts.number],
    ...(title ? ([["Objet", title]] as [string, string][]) : []),
    ["Montant TTC", amount],
    ["Valable jusqu'au", validUntil],
  ];
  const question = `Une question, un changement à apporter\u00a0? Répondez simplement à cet e-mail, ou appelez-nous au ${facts.business.phone}.`;
  const decided = "Si vous avez déjà fait votre choix, ne tenez pas compte de ce message.";

  const text = [
    greeting,
    "",
    intro,
    "",
    ...rows.map(([label, value]) => `${label}\u00a0: ${value}`),
    "",
    `${QUOTE_REMINDER_BUTTON}\u00a0: ${facts.linkUrl}`,
    "",
    question,
    decided,
    "",
    "Bien cordialement,",
    business,
    "",
    "--",
    `${facts.business.phone} · ${facts.business.email}`,
    facts.business.website,
    "",
  ].join("\n");

  const e = escapeHtml;
  const body = `<p style="margin:0 0 12px;">${e(greeting)}</p>
<p style="margin:0 0 20px;">Le ${e(issuedOn)}, nous vous avons adressé notre devis ${unbreakable(facts.number)}. Nous nous permettons de vous le rappeler, au cas où notre message vous aurait échappé.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;background:${MAIL_COLORS.copperSoft};border-left:4px solid ${MAIL_COLORS.copper};">
<tr><td style="padding:14px 16px;${MAIL_FONT}">
${fieldRows(rows.map(([label, value]) => ({ label, valueHtml: label === "Devis" || label === "Montant TTC" ? `<strong>${unbreakable(value)}</strong>` : e(value) })))}
</td></tr>
</table>
${mailButton({ href: facts.linkUrl, label: QUOTE_REMINDER_BUTTON })}
<p style="margin:24px 0 8px;">${e(question)}</p>
<p style="margin:0 0 20px;color:${MAIL_COLORS.muted};">${e(decided)}</p>
<p style="margin:0;">Bien cordialement,<br><strong>${e(business)}</strong></p>`;
  const footer = `<p style="margin:0;"><strong style="color:${MAIL_COLORS.ink};">${e(business)}</strong> · <span style="white-space:nowrap;">${e(facts.business.phone)}</span> · <a href="mailto:${e(facts.business.email)}" style="color:${MAIL_COLORS.muted};">${e(facts.business.email)}</a><br><a href="${e(facts.business.website)}" style="color:${MAIL_COLORS.muted};">${e(facts.business.website)}</a></p>`;

  return {
    subject: `Rappel\u00a0: votre devis ${facts.number}${title ? ` — ${title}` : ""} — ${business}`.slice(0, 250),
    text,
    html: mailDocument({
      title: `Votre devis ${facts.number}`,
      preheader: `${amount} TTC, valable jusqu'au ${validUntil}.`,
      siteName: business,
      bodyHtml: body,
      footerHtml: footer,
    }),
  };
}
