/**
 * The owner's e-mail about a new request (docs/product.md#lead-notification), as he reads it on his phone between
 * two jobs: who, where and what in the subject; an urgent call-back said first; when it arrived; a
 * big 'Appeler' button; the fields; the photos as thumbnails; a button to the lead page. Plain text
 * and HTML (the layout of every e-mail: features/mail/html-layout.ts); every entry escaped. Pure.
 */
import {
  escapeHtml,
  fieldRows,
  mailButton,
  mailDocument,
  MAIL_COLORS,
  MAIL_FONT,
  multiline,
  sectionTitle,
  unbreakable,
} from "~/features/mail/html-layout";
import { telHrefOf } from "~/lib/phone-number";
import { notificationFor, partsOf } from "./notification";
import { headerSafe, type LeadSubmission } from "./schemas";

export interface LeadNotificationPhotos {
  stored: number;
  attached: number;
  failed: number;
  /** the thumbnails' Content-IDs, in the photos' order */
  thumbnailCids: readonly string[];
  /** the plain-text lines about them */
  text: string;
}

export interface LeadNotificationMailInput {
  submission: LeadSubmission;
  reference: string;
  receivedAt: Date;
  leadPageUrl: string;
  siteName: string;
  /** an emergency call-back, or a request flagged urgent */
  urgent: boolean;
  photos?: LeadNotificationPhotos;
}

export interface LeadNotificationMail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string } | null;
}

const RECEIVED_DAY = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const RECEIVED_TIME = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });

/** 'mercredi 25 novembre 2026 à 22h14' (Europe/Paris). */
export function formatReceivedAt(at: Date): string {
  return `${RECEIVED_DAY.format(at)} à ${RECEIVED_TIME.format(at).replace(":", "h")}`;
}

/** The town of an address written 'rue…, 69400 Villefranche[, France]' or 'rue…, Villefranche', or ''. */
export function townOfAddress(address: string): string {
  const afterPostcode = /\b\d{5}\s+([^,\d][^,]*)/u.exec(address)?.[1];
  if (afterPostcode) return afterPostcode.trim();
  const segments = address.split(",").map((s) => s.trim());
  const last = segments.length > 1 ? segments.at(-1)! : "";
  return /\d/.test(last) ? "" : last;
}

/** The town the subject names: form A's 'Ville', form B's address, nothing for the call-back's postcode. */
function townOf(submission: LeadSubmission): string {
  if (submission.form === "contact") return headerSafe(submission.values.ville);
  if (submission.form === "quote") return headerSafe(townOfAddress(headerSafe(submission.values.address)));
  return "";
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n > 1 ? many : one}`;
}

export function leadNotificationMail(input: LeadNotificationMailInput): LeadNotificationMail {
  const { submission, reference } = input;
  const n = notificationFor(submission, { receivedAt: input.receivedAt });
  const callback = submission.form === "callback";
  const name = n.from_name;
  const town = townOf(submission);
  // the specification's subject, then who and where: the call-back keeps its own 'URGENT — …' subject
  const subject = callback
    ? `${n.subject} [${reference}]`
    : headerSafe(`${n.subject} — ${[name, town].filter(Boolean).join(", ")} [${reference}]`);
  const received = formatReceivedAt(input.receivedAt);
  const tel = telHrefOf(n.phone);

  const text = [
    ...(input.urgent && !callback ? ["URGENT — le client demande une intervention rapide.", ""] : []),
    `Référence : ${reference}`,
    ...(callback ? [] : [`Reçue le : ${received} (heure de Paris)`]),
    "",
    callback || !tel ? n.text.trimEnd() : n.text.trimEnd().replace(/^(Téléphone : .*)$/m, `$1\nAppeler : ${tel}`),
    "",
    ...(input.photos?.text ? [input.photos.text, ""] : []),
    `Voir la demande : ${input.leadPageUrl}`,
    "",
  ].join("\n");

  return {
    subject,
    text,
    html: notificationHtml({ input, n, name, town, received, tel, callback }),
    replyTo: n.replyTo ? { name: n.from_name, address: n.replyTo } : null,
  };
}

function urgentBanner(callback: boolean): string {
  const title = callback ? "URGENT — rappel demandé" : "URGENT — intervention rapide demandée";
  const line = callback
    ? "Le client attend votre appel : rappelez-le au plus vite."
    : "Le client demande une intervention rapide.";
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 22px;background:${MAIL_COLORS.alertSoft};border:2px solid ${MAIL_COLORS.alert};border-radius:8px;">` +
    `<tr><td style="padding:14px 16px;${MAIL_FONT}">` +
    `<span style="display:block;font-size:20px;font-weight:bold;line-height:1.25;color:${MAIL_COLORS.alert};">${escapeHtml(title)}</span>` +
    `<span style="display:block;margin-top:4px;font-size:15px;line-height:1.4;color:${MAIL_COLORS.ink};">${escapeHtml(line).replace(" :", "&nbsp;:")}</span>` +
    `</td></tr></table>`
  );
}

function callButton(tel: string | null, phone: string): string {
  if (!tel) return `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;">${escapeHtml(phone)}</p>`;
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 26px;"><tr>` +
    `<td align="center" style="background:${MAIL_COLORS.call};border-radius:10px;">` +
    `<a href="${escapeHtml(tel)}" style="display:block;padding:16px 20px;${MAIL_FONT}color:#ffffff;text-decoration:none;text-align:center;border-radius:10px;">` +
    `<span style="display:block;font-size:22px;font-weight:bold;line-height:1.2;">Appeler</span>` +
    `<span style="display:block;margin-top:2px;font-size:16px;line-height:1.3;white-space:nowrap;">${escapeHtml(phone)}</span>` +
    `</a></td></tr></table>`
  );
}

function photosSection(photos: LeadNotificationPhotos, leadPageUrl: string): string {
  if (photos.stored === 0 && photos.failed === 0) return "";
  const href = escapeHtml(leadPageUrl);
  const thumbs = photos.thumbnailCids
    .map(
      (cid, index) =>
        `<a href="${href}" style="display:inline-block;margin:0 8px 8px 0;text-decoration:none;vertical-align:top;">` +
        `<img src="cid:${escapeHtml(cid)}" width="104" alt="Photo ${index + 1}" style="display:block;width:104px;max-width:104px;height:auto;border:1px solid ${MAIL_COLORS.line};border-radius:6px;"></a>`,
    )
    .join("");
  const notes = [
    photos.stored > 0
      ? photos.attached === photos.stored
        ? photos.stored > 1
          ? "En pièces jointes, en grand."
          : "En pièce jointe, en grand."
        : `${plural(photos.attached, "en pièce jointe", "en pièces jointes")} ; toutes sur la fiche de la demande.`
      : "",
    photos.failed > 0
      ? `${plural(photos.failed, "photo illisible", "photos illisibles")}, non enregistrée${photos.failed > 1 ? "s" : ""}.`
      : "",
  ].filter(Boolean);
  return (
    sectionTitle(`Photos (${photos.stored})`) +
    `<div style="margin:0 0 4px;font-size:0;line-height:0;">${thumbs}</div>` +
    `<p style="margin:0 0 24px;font-size:13px;color:${MAIL_COLORS.muted};">${notes.map((note) => escapeHtml(note).replace(" ;", "&nbsp;;")).join(" ")}</p>`
  );
}

function messageBlock(message: string): string {
  return (
    `<p style="margin:18px 0 6px;font-size:14px;color:${MAIL_COLORS.muted};">Message</p>` +
    `<div style="margin:0 0 24px;padding:14px 16px;background:${MAIL_COLORS.paper};border-left:4px solid ${MAIL_COLORS.line};border-radius:4px;font-size:15px;line-height:1.55;color:${MAIL_COLORS.ink};word-break:break-word;">` +
    `${message ? multiline(message) : `<span style="color:${MAIL_COLORS.muted};">(aucun message)</span>`}</div>`
  );
}

function notificationHtml(m: {
  input: LeadNotificationMailInput;
  n: ReturnType<typeof notificationFor>;
  name: string;
  town: string;
  received: string;
  tel: string | null;
  callback: boolean;
}): string {
  const { input, n } = m;
  const e = escapeHtml;
  const parts = partsOf(input.submission);
  // the name is the heading above: the rows start with the ways to reach the customer
  const rows: { label: string; valueHtml: string }[] = [];
  rows.push({
    label: "Téléphone",
    valueHtml: m.tel
      ? `<a href="${e(m.tel)}" style="color:${MAIL_COLORS.ink};text-decoration:underline;white-space:nowrap;">${e(n.phone)}</a>`
      : e(n.phone),
  });
  if (n.from_email)
    rows.push({
      label: "E-mail",
      valueHtml: `<a href="mailto:${e(n.from_email)}" style="color:${MAIL_COLORS.copper};word-break:break-all;">${e(n.from_email)}</a>`,
    });
  if (m.callback) rows.push({ label: "Code postal", valueHtml: e(headerSafe(parts.city) || "Non précisé") });
  // form B has no town field: its address says where
  else if (n.address === undefined) rows.push({ label: "Ville", valueHtml: e(n.city) });
  if (n.address !== undefined) rows.push({ label: "Adresse du chantier", valueHtml: e(n.address) });
  if (n.surface !== undefined) rows.push({ label: "Surface", valueHtml: e(n.surface) });
  if (!m.callback) rows.push({ label: "Type de projet", valueHtml: e(n.project_type) });

  const message = n.message;
  const heading = m.callback ? "Rappel en urgence" : `Nouvelle demande de devis · ${n.project_type}`;
  const body = `${input.urgent ? urgentBanner(m.callback) : ""}<p style="margin:0 0 4px;font-size:13px;font-weight:bold;letter-spacing:0.6px;text-transform:uppercase;color:${MAIL_COLORS.copper};">${e(heading)}</p>
<p style="margin:0 0 2px;font-size:26px;font-weight:bold;line-height:1.2;color:${MAIL_COLORS.ink};">${e(m.name || "(sans nom)")}</p>
${m.town ? `<p style="margin:0 0 10px;font-size:17px;color:${MAIL_COLORS.muted};">${e(m.town)}</p>` : `<div style="height:8px;line-height:8px;font-size:0;">&nbsp;</div>`}
<p style="margin:0 0 20px;font-size:14px;color:${MAIL_COLORS.muted};">Reçue le ${e(m.received)} · réf.&nbsp;${unbreakable(input.reference)}</p>
${callButton(m.tel, n.phone)}
${sectionTitle("La demande")}
${fieldRows(rows)}
${m.callback ? `<div style="height:24px;line-height:24px;font-size:0;">&nbsp;</div>` : messageBlock(message)}
${input.photos ? photosSection(input.photos, input.leadPageUrl) : ""}${mailButton({ href: input.leadPageUrl, label: "Ouvrir la demande", size: "normal" })}`;

  const footer = n.replyTo
    ? `<p style="margin:0;">Répondre à cet e-mail écrit directement à ${e(m.name)} (<a href="mailto:${e(n.replyTo)}" style="color:${MAIL_COLORS.muted};">${e(n.replyTo)}</a>).<br>Envoyé par le site ${e(input.siteName)}.</p>`
    : `<p style="margin:0;">Le client n'a pas laissé d'adresse e-mail : rappelez-le au numéro ci-dessus.<br>Envoyé par le site ${e(input.siteName)}.</p>`.replace(
        " :",
        "&nbsp;:",
      );
  return mailDocument({
    title: `Demande ${input.reference}`,
    preheader: `${m.name}${m.town ? `, ${m.town}` : ""} · ${n.phone} · ${n.project_type}`,
    siteName: input.siteName,
    bodyHtml: body,
    footerHtml: footer,
  });
}
