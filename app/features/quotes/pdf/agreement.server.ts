/** The devis PDF's 'Bon pour accord' block, filled in once the devis is accepted. */
import { formatFrenchDate } from "~/lib/dates";
import type { QuoteAcceptance } from "../document";
import { parisDateTime, pdfText } from "./format";
import { COLORS, CONTENT_WIDTH, FONT, MARGIN, ensureSpace, sectionHeading, style, type Doc, horizontalRule } from "./layout";

export function drawAgreement(doc: Doc, acceptance?: QuoteAcceptance): void {
  const height = 150;
  ensureSpace(doc, height + 40);
  doc.y += 6;
  sectionHeading(doc, "Bon pour accord", height);
  const top = doc.y;
  doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 6).lineWidth(0.8).strokeColor(COLORS.brandLine).stroke();
  const leftWidth = 230;
  const x = MARGIN.left + 14;
  style(doc, { size: 8.5, color: COLORS.muted }).text(
    "Devis reçu avant l'exécution des travaux. Faire précéder la signature de la mention manuscrite «\u00a0Bon pour accord\u00a0».",
    x,
    top + 14,
    { width: leftWidth, lineGap: 1.5 },
  );
  const fields: [string, string][] = [
    ["Date", acceptance ? pdfText(formatFrenchDate(acceptance.acceptedAt)) : ""],
    ["Nom", acceptance ? acceptance.signerName : ""],
  ];
  let y = doc.y + 14;
  for (const [label, value] of fields) {
    style(doc, { font: FONT.semibold, size: 8.5, color: COLORS.text }).text(`${label}\u00a0:`, x, y, { lineBreak: false });
    if (value)
      style(doc, { size: 9, color: COLORS.ink }).text(pdfText(value), x + 44, y, { width: leftWidth - 44, lineBreak: false });
    horizontalRule(doc, x + 42, y + 12, leftWidth - 42, { width: 0.5, color: COLORS.faint, dash: [1.5, 2] });
    y += 26;
  }
  const boxX = MARGIN.left + leftWidth + 40;
  const boxWidth = MARGIN.left + CONTENT_WIDTH - 14 - boxX;
  doc.roundedRect(boxX, top + 14, boxWidth, height - 28, 4).fill(COLORS.zebra);
  style(doc, { font: FONT.semibold, size: 7, color: COLORS.muted }).text("SIGNATURE DU CLIENT", boxX + 10, top + 22, {
    lineBreak: false,
  });
  if (acceptance)
    style(doc, { size: 8.5, color: COLORS.brandDark }).text(
      `Accepté électroniquement par ${acceptance.signerName} le ${parisDateTime(acceptance.acceptedAt)} (version\u00a0${acceptance.version}). Voir le certificat d'acceptation.`,
      boxX + 10,
      top + 44,
      { width: boxWidth - 20, lineGap: 1.5 },
    );
  doc.y = top + height + 10;
}
