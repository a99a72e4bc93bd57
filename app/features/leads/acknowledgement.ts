/**
 * The e-mail that tells a visitor their request arrived
 * (docs/product.md#lead-acknowledgement): its reference, the type of project
 * chosen, when they will be called back (opening hours, Europe/Paris), the
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
import { partsOf } from "./notification";
import { headerSafe, type LeadSubmission } from "./schemas";

const CALL_BACK_PROMISE = "Un artisan vous rappelle sous 24h ouvrées.";

export interface AcknowledgementContext {
  reference: string;
  site: Pick<SiteConfig, "name" | "phone" | "email" | "url" | "openingHours"> &
    Partial<Pick<SiteConfig, "closures" | "emergencyPhone">>;
  /** how long a request is kept (LEAD_RETENTION_MONTHS) */
  retentionMonths: number;
  /** when the request was received (the clock's now) */
  receivedAt: Date;
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

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export function acknowledgementFor(lead: LeadSubmission, context: AcknowledgementContext): Acknowledgement {
  const parts = partsOf(lead);
  const { reference, site, receivedAt } = context;
  const siteName = headerSafe(site.name);
  const greeting = greetingOf(parts.firstName);
  // chosen from a fixed list: the only part of the request the e-mail repeats
  const summary: [string, string][] = [["Type de projet", parts.projectLabel]];
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
    html: acknowledgementHtml({ siteName, greeting, reference, summary, closed, retention, site }),
  };
}

const COLORS = { ink: "#0f1724", muted: "#475569", line: "#e2e8f0", paper: "#f8fafc", copper: "#8a431a", copperSoft: "#fdf6ef" };
const FONT = "font-family:Arial,Helvetica,sans-serif;";

function acknowledgementHtml(m: {
  siteName: string;
  greeting: string;
  reference: string;
  summary: [string, string][];
  closed: string | null;
  retention: string;
  site: AcknowledgementContext["site"];
}): string {
  const e = escapeHtml;
  const rows = m.summary
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${COLORS.muted};white-space:nowrap;vertical-align:top;">${e(label)}</td>` +
        `<td style="padding:6px 0;color:${COLORS.ink};vertical-align:top;">${e(value)}</td></tr>`,
    )
    .join("");
  const phone = e(m.site.phone);
  const tel = e(phoneHref(m.site.phone));
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Votre demande ${e(m.reference)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.paper};${FONT}color:${COLORS.ink};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.paper};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:8px;">
<tr><td style="padding:20px 28px;background:${COLORS.ink};border-radius:8px 8px 0 0;${FONT}font-size:20px;font-weight:bold;color:#ffffff;">${e(m.siteName)}</td></tr>
<tr><td style="padding:28px;${FONT}font-size:15px;line-height:1.55;">
<p style="margin:0 0 12px;">${e(m.greeting)}</p>
<p style="margin:0 0 20px;">Merci pour votre demande : nous l'avons bien reçue.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;background:${COLORS.copperSoft};border-left:4px solid ${COLORS.copper};">
<tr><td style="padding:14px 16px;${FONT}">
<span style="display:block;font-size:13px;color:${COLORS.muted};">Votre référence</span>
<span style="display:block;font-size:22px;font-weight:bold;letter-spacing:0.5px;color:${COLORS.copper};">${e(m.reference)}</span>
</td></tr>
</table>
<h2 style="margin:0 0 8px;font-size:16px;color:${COLORS.ink};">La suite</h2>
<p style="margin:0 0 ${m.closed ? "6px" : "20px"};">${e(CALL_BACK_PROMISE)}</p>
${m.closed ? `<p style="margin:0 0 20px;color:${COLORS.muted};">${e(m.closed)}</p>` : ""}
<p style="margin:0 0 24px;padding:12px 16px;border:1px solid ${COLORS.line};border-radius:6px;">Une fuite ou un problème urgent&nbsp;? Appelez-nous directement au <a href="${tel}" style="color:${COLORS.copper};font-weight:bold;text-decoration:none;white-space:nowrap;">${phone}</a>.</p>
<h2 style="margin:0 0 8px;font-size:16px;color:${COLORS.ink};">Votre demande</h2>
<table role="presentation" cellpadding="0" cellspacing="0" style="${FONT}font-size:15px;">${rows}</table>
<p style="margin:24px 0 0;">Une précision à ajouter&nbsp;? Répondez simplement à cet e-mail en rappelant la référence ${e(m.reference)}.</p>
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid ${COLORS.line};${FONT}font-size:13px;line-height:1.5;color:${COLORS.muted};">
<p style="margin:0 0 8px;">${e(m.retention)}</p>
<p style="margin:0;"><strong style="color:${COLORS.ink};">${e(m.siteName)}</strong> · ${phone} · <a href="mailto:${e(m.site.email)}" style="color:${COLORS.muted};">${e(m.site.email)}</a><br><a href="${e(m.site.url)}" style="color:${COLORS.muted};">${e(m.site.url)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
