/**
 * The e-mail that tells a visitor their request arrived
 * (docs/product.md#lead-acknowledgement): its reference, the type of project
 * chosen, how many photos arrived, when they will be called back (opening hours, Europe/Paris), the
 * number to call for an emergency and how long their data is kept. Plain text
 * and a simple HTML version (inline styles, no remote image, every entry escaped).
 * It quotes nothing the visitor typed but a first name that looks like one:
 * anyone can give someone else's address, and the business's own address must
 * not carry a stranger's words (docs/decisions/030-no-relay-of-visitor-text.md).
 * Pure: the site's identity, the retention and the time of receipt are passed in.
 */
import { emergencyPhoneOf, phoneHref, type SiteConfig } from "~/config/site";
import { describeOpening, isOpenAt, nextOpeningAt, scheduleOf, type Schedule } from "~/lib/business-hours";
import { formatMonths } from "~/lib/durations";
import {
  escapeHtml,
  fieldRows,
  mailButton,
  mailDocument,
  MAIL_COLORS,
  MAIL_FONT,
  sectionTitle,
  unbreakable,
} from "~/features/mail/html-layout";
import { partsOf } from "./notification";
import { headerSafe, type LeadSubmission } from "./schemas";

const CALL_BACK_PROMISE = "Un artisan vous rappelle sous 24h ouvrées.";
const VISIT_OFFER = "Vous pouvez déjà choisir le moment de la visite technique de votre chantier :";
export const VISIT_BOOKING_LABEL = "Choisir un créneau de visite";

export interface AcknowledgementContext {
  reference: string;
  site: Pick<SiteConfig, "name" | "phone" | "email" | "url" | "openingHours"> &
    Partial<Pick<SiteConfig, "closures" | "emergencyPhone">>;
  /** how long a request is kept (LEAD_RETENTION_MONTHS) */
  retentionMonths: number;
  /** when the request was received (the clock's now) */
  receivedAt: Date;
  /** how many of the visitor's photos were stored with the request */
  photoCount?: number;
  /** the page where the visitor picks the site visit himself (docs/product.md#visits), when offered */
  visitBookingUrl?: string | null;
}

export interface Acknowledgement {
  /** the visitor's address */
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Longest first name the greeting quotes, in characters. */
const GREETING_NAME_MAX_LENGTH = 40;

/** Latin letters (accented ones included), then letters, spaces, hyphens and apostrophes. */
const NAME_LIKE = /^(?:(?=\p{Script=Latin})\p{L})(?:(?=\p{Script=Latin})\p{L}|[ '\u2019\u2010-])*$/u;

/**
 * The first name as the greeting quotes it, or null when it does not look like a name
 * (a sentence, a link, digits, another script…): then the greeting is 'Bonjour,'.
 */
export function greetingNameOf(firstName: string): string | null {
  const name = headerSafe(firstName).normalize("NFC");
  if (!name || Array.from(name).length > GREETING_NAME_MAX_LENGTH) return null;
  return NAME_LIKE.test(name) ? name : null;
}

/** 'Bonjour Jean,' or 'Bonjour,'. */
function greetingOf(firstName: string): string {
  const name = greetingNameOf(firstName);
  return name ? `Bonjour ${name},` : "Bonjour,";
}

/** Whether a request gets an acknowledgement: never for spam, never without an address (emergency call-back), never when switched off (LEAD_ACKNOWLEDGEMENT=off). */
export function shouldAcknowledge({ setting, spam, email }: { setting: "on" | "off"; spam: boolean; email?: string }): boolean {
  // an emergency call-back gives no address: nobody to acknowledge to
  return setting === "on" && !spam && email !== "";
}

/** 'Nous sommes fermés en ce moment : nous vous rappelons à partir de demain à 7h00.', or null while open. */
function closedNotice(hours: Schedule, at: Date): string | null {
  if (isOpenAt(hours, at)) return null;
  const opening = nextOpeningAt(hours, at);
  if (!opening) return null;
  // 'à partir de 7h00' today, 'à partir de demain à 7h00' / 'de lundi 30 novembre à 7h00' later
  const when = describeOpening(opening, at).replace(/^aujourd'hui à /, "");
  return `Nous sommes fermés en ce moment : nous vous rappelons à partir de ${when}.`;
}

/** The sentence about how long the data is kept. */
function retentionNotice(months: number): string {
  return `Vos données servent uniquement à traiter votre demande. Elles sont conservées ${formatMonths(months)} à compter de sa réception, puis supprimées.`;
}

/** Escaping as every e-mail does it (kept here for the callers that import it from the acknowledgement). */
export { escapeHtml };

/** '1 photo bien reçue', '3 photos bien reçues'. */
function photosReceived(count: number): string {
  return count > 1 ? `${count} photos bien reçues` : "1 photo bien reçue";
}

export function acknowledgementFor(lead: LeadSubmission, context: AcknowledgementContext): Acknowledgement {
  const parts = partsOf(lead);
  const { reference, site, receivedAt } = context;
  const siteName = headerSafe(site.name);
  const greeting = greetingOf(parts.firstName);
  // chosen from a fixed list: the only part of the request the e-mail repeats
  const summary: [string, string][] = [["Type de projet", parts.projectLabel]];
  // a count, not the files or their names: what the visitor can check they sent
  if (context.photoCount) summary.push(["Photos", photosReceived(context.photoCount)]);
  const closed = closedNotice(scheduleOf(site), receivedAt);
  const emergency = `Une fuite ou un problème urgent ? Appelez-nous directement au ${emergencyPhoneOf({ phone: site.phone, emergencyPhone: site.emergencyPhone ?? null })}.`;
  const retention = retentionNotice(context.retentionMonths);

  const text = [
    greeting,
    "",
    `Merci pour votre demande : nous l'avons bien reçue sous la référence ${reference}.`,
    "",
    "LA SUITE",
    CALL_BACK_PROMISE,
    ...(closed ? [closed] : []),
    ...(context.visitBookingUrl ? ["", `${VISIT_OFFER} ${context.visitBookingUrl}`] : []),
    "",
    emergency,
    "",
    "VOTRE DEMANDE",
    ...summary.map(([label, value]) => `${label} : ${value}`),
    "",
    `Une précision à ajouter ? Répondez simplement à cet e-mail en rappelant la référence ${reference}.`,
    "",
    retention,
    "",
    "--",
    siteName,
    `${site.phone} · ${site.email}`,
    site.url,
    "",
  ].join("\n");

  return {
    to: headerSafe(parts.email).replace(/\s+/g, ""),
    subject: `Votre demande ${reference} a bien été reçue — ${siteName}`,
    text,
    html: acknowledgementHtml({
      siteName,
      greeting,
      reference,
      summary,
      closed,
      retention,
      site,
      visitBookingUrl: context.visitBookingUrl ?? null,
    }),
  };
}

function acknowledgementHtml(m: {
  siteName: string;
  greeting: string;
  reference: string;
  summary: [string, string][];
  closed: string | null;
  retention: string;
  site: AcknowledgementContext["site"];
  visitBookingUrl: string | null;
}): string {
  const e = escapeHtml;
  const phone = e(m.site.phone);
  const tel = e(phoneHref(m.site.phone));
  const body = `<p style="margin:0 0 12px;">${e(m.greeting)}</p>
<p style="margin:0 0 20px;">Merci pour votre demande&nbsp;: nous l'avons bien reçue.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;background:${MAIL_COLORS.copperSoft};border-left:4px solid ${MAIL_COLORS.copper};">
<tr><td style="padding:14px 16px;${MAIL_FONT}">
<span style="display:block;font-size:13px;color:${MAIL_COLORS.muted};">Votre référence</span>
<span style="display:block;font-size:22px;font-weight:bold;letter-spacing:0.5px;color:${MAIL_COLORS.copper};white-space:nowrap;">${e(m.reference)}</span>
</td></tr>
</table>
${sectionTitle("La suite")}
<p style="margin:0 0 ${m.closed ? "6px" : "20px"};">${e(CALL_BACK_PROMISE)}</p>
${m.closed ? `<p style="margin:0 0 20px;color:${MAIL_COLORS.muted};">${e(m.closed).replace(" :", "&nbsp;:")}</p>` : ""}
${m.visitBookingUrl ? `<p style="margin:0 0 10px;">${e(VISIT_OFFER).replace(" :", "&nbsp;:")}</p><div style="margin:0 0 24px;">${mailButton({ href: m.visitBookingUrl, label: VISIT_BOOKING_LABEL, size: "normal" })}</div>` : ""}
<p style="margin:0 0 24px;padding:12px 16px;border:1px solid ${MAIL_COLORS.line};border-radius:6px;">Une fuite ou un problème urgent&nbsp;? Appelez-nous directement au <a href="${tel}" style="color:${MAIL_COLORS.copper};font-weight:bold;text-decoration:none;white-space:nowrap;">${phone}</a>.</p>
${sectionTitle("Votre demande")}
${fieldRows(m.summary.map(([label, value]) => ({ label, valueHtml: e(value) })))}
<p style="margin:24px 0 0;">Une précision à ajouter&nbsp;? Répondez simplement à cet e-mail en rappelant la référence ${unbreakable(m.reference)}.</p>`;
  const footer = `<p style="margin:0 0 8px;">${e(m.retention)}</p>
<p style="margin:0;"><strong style="color:${MAIL_COLORS.ink};">${e(m.siteName)}</strong> · <span style="white-space:nowrap;">${phone}</span> · <a href="mailto:${e(m.site.email)}" style="color:${MAIL_COLORS.muted};">${e(m.site.email)}</a><br><a href="${e(m.site.url)}" style="color:${MAIL_COLORS.muted};">${e(m.site.url)}</a></p>`;
  return mailDocument({ title: `Votre demande ${m.reference}`, siteName: m.siteName, bodyHtml: body, footerHtml: footer });
}
