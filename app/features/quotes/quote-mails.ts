/**
 * The e-mails of a devis online (docs/product.md#devis-sending, docs/product.md#devis-answers): the devis
 * sent to the customer, and what the customer's answers tell him and the owner. Plain text and HTML built
 * with the layout every e-mail shares. Pure: the caller gives the facts.
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
  multiline,
  unbreakable,
} from "~/features/mail/html-layout";
import { momentInWords } from "./online/format";

export const QUOTE_LINK_BUTTON = "Consulter et signer le devis";

export interface QuoteMailBusiness {
  name: string;
  phone: string;
  email: string;
  website: string;
}

export interface QuoteMailFacts {
  number: string;
  version: number;
  /** the object of the work */
  title: string;
  customerName: string;
  ttcCents: number;
  /** 'YYYY-MM-DD', the last day it can be accepted */
  validUntil: string;
  business: QuoteMailBusiness;
}

export interface ComposedQuoteMail {
  subject: string;
  text: string;
  html: string;
}

/** One line, no control characters (a header or a field). */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** '23 décembre 2026' from 'YYYY-MM-DD' (noon UTC: the same day in Paris). */
export const dayInWords = (day: string) => formatFrenchDate(`${day}T12:00:00Z`) || day;

const greetingOf = (name: string) => (oneLine(name) ? `Bonjour ${oneLine(name)},` : "Bonjour,");

interface MailParts {
  subject: string;
  title: string;
  preheader: string;
  /** paragraphs before the box */
  intro: string[];
  rows: [string, string][];
  /** the rows shown in bold (the number, the amount) */
  strong?: string[];
  button?: { href: string; label: string };
  /** a quoted message (a question, a reason) */
  quote?: { label: string; text: string };
  /** paragraphs after the box */
  outro: string[];
  greeting: string;
  business: QuoteMailBusiness;
  /** the owner's own notification: no signature of the business to itself */
  toOwner?: boolean;
}

function compose(p: MailParts): ComposedQuoteMail {
  const business = oneLine(p.business.name);
  const signature = p.toOwner
    ? []
    : ["", "Bien cordialement,", business, "", "--", `${p.business.phone} · ${p.business.email}`, p.business.website];
  const text = [
    p.greeting,
    "",
    ...p.intro.flatMap((line) => [line, ""]),
    ...p.rows.map(([label, value]) => `${label}\u00a0: ${value}`),
    "",
    ...(p.quote ? [`${p.quote.label}\u00a0:`, p.quote.text, ""] : []),
    ...(p.button ? [`${p.button.label}\u00a0: ${p.button.href}`, ""] : []),
    ...p.outro.flatMap((line) => [line, ""]),
    ...signature,
    "",
  ]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");

  const e = escapeHtml;
  const strong = new Set(p.strong ?? []);
  const paragraphs = (lines: string[], last = false) =>
    lines.map((line, i) => `<p style="margin:0 0 ${last && i === lines.length - 1 ? 0 : 16}px;">${e(line)}</p>`).join("\n");
  const box = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:4px 0 24px;background:${MAIL_COLORS.copperSoft};border-left:4px solid ${MAIL_COLORS.copper};">
<tr><td style="padding:14px 16px;${MAIL_FONT}">
${fieldRows(p.rows.map(([label, value]) => ({ label, valueHtml: strong.has(label) ? `<strong>${unbreakable(value)}</strong>` : e(value) })))}
</td></tr>
</table>`;
  const quoted = p.quote
    ? `<p style="margin:0 0 6px;font-weight:bold;">${e(p.quote.label)}</p>
<blockquote style="margin:0 0 24px;padding:12px 16px;background:${MAIL_COLORS.paper};border-left:4px solid ${MAIL_COLORS.line};">${multiline(p.quote.text)}</blockquote>`
    : "";
  const body = `<p style="margin:0 0 12px;">${e(p.greeting)}</p>
${paragraphs(p.intro)}
${box}
${quoted}
${p.button ? `${mailButton({ href: p.button.href, label: p.button.label })}\n<div style="height:24px;"></div>` : ""}
${paragraphs(p.outro, p.toOwner)}
${p.toOwner ? "" : `<p style="margin:0;">Bien cordialement,<br><strong>${e(business)}</strong></p>`}`;
  const footer = `<p style="margin:0;"><strong style="color:${MAIL_COLORS.ink};">${e(business)}</strong> · <span style="white-space:nowrap;">${e(p.business.phone)}</span> · <a href="mailto:${e(p.business.email)}" style="color:${MAIL_COLORS.muted};">${e(p.business.email)}</a><br><a href="${e(p.business.website)}" style="color:${MAIL_COLORS.muted};">${e(p.business.website)}</a></p>`;
  return {
    subject: oneLine(p.subject).slice(0, 250),
    text,
    html: mailDocument({ title: p.title, preheader: p.preheader, siteName: business, bodyHtml: body, footerHtml: footer }),
  };
}

function summaryRows(f: QuoteMailFacts, amountLabel = "Montant TTC"): [string, string][] {
  const title = oneLine(f.title);
  return [
    ["Devis", f.version > 1 ? `${f.number} (version ${f.version})` : f.number],
    ...(title ? ([["Objet", title]] as [string, string][]) : []),
    [amountLabel, formatEuros(f.ttcCents)],
  ];
}

/** The devis sent to the customer, its PDF attached. */
export function quoteSentMail(f: QuoteMailFacts & { linkUrl: string; resent: boolean }): ComposedQuoteMail {
  const validUntil = dayInWords(f.validUntil);
  const amount = formatEuros(f.ttcCents);
  const title = oneLine(f.title);
  return compose({
    subject: `Votre devis ${f.number}${title ? ` — ${title}` : ""} — ${oneLine(f.business.name)}`,
    title: `Votre devis ${f.number}`,
    preheader: `${amount} TTC, valable jusqu'au ${validUntil}.`,
    greeting: greetingOf(f.customerName),
    intro: [
      f.version > 1 && !f.resent
        ? `Suite à nos échanges, voici la version ${f.version} de notre devis ${f.number}. Elle remplace la précédente.`
        : `Suite à votre demande, voici notre devis ${f.number}. Vous le trouverez en pièce jointe (PDF).`,
      "Vous pouvez le consulter en ligne, choisir les options qui vous intéressent et le signer en quelques instants, depuis votre téléphone ou votre ordinateur.",
    ],
    rows: [...summaryRows(f), ["Valable jusqu'au", validUntil]],
    strong: ["Devis", "Montant TTC"],
    button: { href: f.linkUrl, label: QUOTE_LINK_BUTTON },
    outro: [
      `Une question, un changement à apporter\u00a0? Posez-la depuis la page du devis, répondez à cet e-mail ou appelez-nous au ${f.business.phone}.`,
    ],
    business: f.business,
  });
}

export interface AcceptanceMailFacts extends QuoteMailFacts {
  signerName: string;
  acceptedAt: string;
  /** the options ticked, by their designation */
  options: string[];
  linkUrl: string | null;
  adminUrl: string;
  withdrawalDays: number | null;
}

/** The signed devis to the customer (its signed PDF attached). */
export function quoteAcceptedCustomerMail(f: AcceptanceMailFacts): ComposedQuoteMail {
  return compose({
    subject: `Devis ${f.number} accepté — ${oneLine(f.business.name)}`,
    title: `Devis ${f.number} accepté`,
    preheader: `Merci\u00a0! Votre devis signé est en pièce jointe.`,
    greeting: greetingOf(f.signerName),
    intro: [
      `Merci pour votre confiance. Vous avez accepté notre devis ${f.number} le ${momentInWords(f.acceptedAt)}. Vous trouverez en pièce jointe le devis signé, avec son certificat d'acceptation.`,
    ],
    rows: [
      ...summaryRows(f, "Montant TTC accepté"),
      ...(f.options.length ? ([["Options retenues", f.options.join(", ")]] as [string, string][]) : []),
    ],
    strong: ["Devis", "Montant TTC accepté"],
    ...(f.linkUrl ? { button: { href: f.linkUrl, label: "Revoir le devis signé" } } : {}),
    outro: [
      ...(f.withdrawalDays
        ? [
            `Vous disposez d'un délai de ${f.withdrawalDays} jours pour vous rétracter, depuis la page du devis ou avec le formulaire de rétractation joint au devis.`,
          ]
        : []),
      `Nous vous contactons très vite pour convenir de la date des travaux. Pour toute question\u00a0: ${f.business.phone}.`,
    ],
    business: f.business,
  });
}

/** The owner hears of the signature (the signed PDF attached). */
export function quoteAcceptedOwnerMail(f: AcceptanceMailFacts): ComposedQuoteMail {
  return compose({
    subject: `Devis ${f.number} accepté par ${oneLine(f.signerName)} — ${formatEuros(f.ttcCents)} TTC`,
    title: `Devis ${f.number} accepté`,
    preheader: `${oneLine(f.signerName)} a signé en ligne.`,
    greeting: "Bonjour,",
    intro: [
      `${oneLine(f.signerName)} a accepté le devis ${f.number} en ligne le ${momentInWords(f.acceptedAt)}. Le devis signé est joint.`,
    ],
    rows: [
      ...summaryRows(f, "Montant TTC accepté"),
      ...(f.options.length ? ([["Options retenues", f.options.join(", ")]] as [string, string][]) : []),
    ],
    strong: ["Devis", "Montant TTC accepté"],
    button: { href: f.adminUrl, label: "Ouvrir le devis" },
    outro: [],
    business: f.business,
    toOwner: true,
  });
}

/** The owner hears of a refusal. */
export function quoteRefusedOwnerMail(f: QuoteMailFacts & { reason: string; adminUrl: string }): ComposedQuoteMail {
  return compose({
    subject: `Devis ${f.number} refusé par ${oneLine(f.customerName)}`,
    title: `Devis ${f.number} refusé`,
    preheader: f.reason ? oneLine(f.reason).slice(0, 120) : "Sans motif donné.",
    greeting: "Bonjour,",
    intro: [`${oneLine(f.customerName)} a refusé le devis ${f.number} en ligne.`],
    rows: summaryRows(f),
    strong: ["Devis"],
    quote: { label: "Motif", text: f.reason || "Aucun motif donné." },
    button: { href: f.adminUrl, label: "Ouvrir le devis" },
    outro: [],
    business: f.business,
    toOwner: true,
  });
}

/** The owner receives the customer's question (Reply-To the customer). */
export function quoteQuestionOwnerMail(
  f: QuoteMailFacts & { question: string; adminUrl: string; customerEmail: string; customerPhone: string },
): ComposedQuoteMail {
  return compose({
    subject: `Question sur le devis ${f.number} — ${oneLine(f.customerName)}`,
    title: `Question sur le devis ${f.number}`,
    preheader: oneLine(f.question).slice(0, 120),
    greeting: "Bonjour,",
    intro: [`${oneLine(f.customerName)} pose une question sur le devis ${f.number}. Répondez à cet e-mail pour lui écrire.`],
    rows: [...summaryRows(f), ["Téléphone", f.customerPhone || "Non renseigné"], ["E-mail", f.customerEmail]],
    strong: ["Devis"],
    quote: { label: "Question", text: f.question },
    button: { href: f.adminUrl, label: "Ouvrir le devis" },
    outro: [],
    business: f.business,
    toOwner: true,
  });
}

/** The withdrawal, confirmed to the customer and told to the owner. */
export function quoteWithdrawnMail(
  f: QuoteMailFacts & { signerName: string; withdrawnAt: string; adminUrl: string },
  to: "customer" | "owner",
): ComposedQuoteMail {
  const when = momentInWords(f.withdrawnAt);
  if (to === "owner")
    return compose({
      subject: `Rétractation\u00a0: devis ${f.number} — ${oneLine(f.customerName)}`,
      title: `Rétractation du devis ${f.number}`,
      preheader: `${oneLine(f.signerName)} s'est rétracté.`,
      greeting: "Bonjour,",
      intro: [
        `${oneLine(f.signerName)} a exercé son droit de rétractation sur le devis ${f.number} le ${when}. Le contrat est annulé\u00a0; tout paiement reçu doit être remboursé sous 14 jours.`,
      ],
      rows: summaryRows(f),
      strong: ["Devis"],
      button: { href: f.adminUrl, label: "Ouvrir le devis" },
      outro: [],
      business: f.business,
      toOwner: true,
    });
  return compose({
    subject: `Rétractation enregistrée\u00a0: devis ${f.number} — ${oneLine(f.business.name)}`,
    title: `Rétractation du devis ${f.number}`,
    preheader: "Votre rétractation est enregistrée.",
    greeting: greetingOf(f.signerName),
    intro: [
      `Nous accusons réception de votre rétractation du devis ${f.number}, enregistrée le ${when}. Le contrat est annulé\u00a0; si vous avez versé un acompte, il vous sera remboursé dans les 14 jours.`,
    ],
    rows: summaryRows(f),
    strong: ["Devis"],
    outro: [`Pour toute question\u00a0: ${f.business.phone}.`],
    business: f.business,
  });
}
