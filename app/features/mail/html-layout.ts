/**
 * The pieces every HTML e-mail of the site is made of (docs/product.md#mail): one centred column
 * of tables, inline styles only (mail clients drop `<style>` and external CSS), the business name
 * as text, no remote image or font. Every function escapes what it is given as text; arguments
 * named `html` are markup built from these pieces. Pure.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export const MAIL_COLORS = {
  ink: "#0f1724",
  muted: "#475569",
  line: "#e2e8f0",
  paper: "#f8fafc",
  copper: "#8a431a",
  copperSoft: "#fdf6ef",
  alert: "#b42318",
  alertSoft: "#fef3f2",
  call: "#166534",
} as const;

export const MAIL_FONT = "font-family:Arial,Helvetica,sans-serif;";

/** Text that never breaks across lines (a reference such as 'D-2026-0042' on a phone). */
export function unbreakable(text: string): string {
  return `<span style="white-space:nowrap;">${escapeHtml(text)}</span>`;
}

/** Text with its line breaks kept (a visitor's message). */
export function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

/** A big tap target: a link drawn as a button (a table cell, so that Outlook gives it its colour too). */
export function mailButton({
  href,
  label,
  color = MAIL_COLORS.copper,
  size = "large",
}: {
  href: string;
  label: string;
  color?: string;
  size?: "large" | "normal";
}): string {
  const padding = size === "large" ? "16px 28px" : "12px 22px";
  const fontSize = size === "large" ? "20px" : "16px";
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0;"><tr>` +
    `<td style="background:${color};border-radius:8px;">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:${padding};${MAIL_FONT}font-size:${fontSize};font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:8px;white-space:nowrap;">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** Label / value rows; `valueHtml` is markup (already escaped). */
export function fieldRows(rows: readonly { label: string; valueHtml: string }[]): string {
  const cells = rows
    .map(
      ({ label, valueHtml }) =>
        `<tr><td style="padding:7px 14px 7px 0;${MAIL_FONT}font-size:14px;color:${MAIL_COLORS.muted};white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td>` +
        `<td style="padding:7px 0;${MAIL_FONT}font-size:15px;color:${MAIL_COLORS.ink};vertical-align:top;word-break:break-word;">${valueHtml}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="${MAIL_FONT}font-size:15px;line-height:1.45;">${cells}</table>`;
}

/** A section title inside the body. */
export function sectionTitle(text: string): string {
  return `<h2 style="margin:0 0 8px;${MAIL_FONT}font-size:16px;color:${MAIL_COLORS.ink};">${escapeHtml(text)}</h2>`;
}

/**
 * The whole document: a grey page, a white card with the business name on a dark band, the body,
 * and a footer in small print. `preheader` is the line clients show after the subject in a list.
 */
export function mailDocument(m: {
  title: string;
  preheader?: string;
  siteName: string;
  bodyHtml: string;
  footerHtml: string;
}): string {
  const preheader = m.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(m.preheader)}</div>\n`
    : "";
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(m.title)}</title>
</head>
<body style="margin:0;padding:0;background:${MAIL_COLORS.paper};${MAIL_FONT}color:${MAIL_COLORS.ink};">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLORS.paper};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${MAIL_COLORS.line};border-radius:8px;">
<tr><td style="padding:20px 28px;background:${MAIL_COLORS.ink};border-radius:8px 8px 0 0;${MAIL_FONT}font-size:20px;font-weight:bold;color:#ffffff;">${escapeHtml(m.siteName)}</td></tr>
<tr><td style="padding:28px;background:#ffffff;${MAIL_FONT}font-size:15px;line-height:1.55;color:${MAIL_COLORS.ink};">
${m.bodyHtml}
</td></tr>
<tr><td style="padding:20px 28px;background:#ffffff;border-top:1px solid ${MAIL_COLORS.line};border-radius:0 0 8px 8px;${MAIL_FONT}font-size:13px;line-height:1.5;color:${MAIL_COLORS.muted};">
${m.footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
