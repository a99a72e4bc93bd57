/** What every page of the devis PDF carries: the legal footer, the page number, the number, the draft mark. */
import type { QuoteDocument } from "../document";
import { pdfText } from "./format";
import { COLORS, CONTENT_WIDTH, FONT, MARGIN, PAGE, style, type Doc, horizontalRule } from "./layout";

function legalLine(document: QuoteDocument): string {
  const b = document.business;
  return [
    [b.legalName || b.name, b.legalForm, b.shareCapital ? `au capital de ${b.shareCapital}` : ""].filter(Boolean).join(", "),
    `${b.street}, ${b.postalCode} ${b.city}`,
    b.siret ? `SIRET ${b.siret}` : "",
    b.registrationNumber,
    b.vatNumber ? `TVA ${b.vatNumber}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

export function drawPageFurniture(doc: Doc, document: QuoteDocument, draft: boolean): void {
  const range = doc.bufferedPageRange();
  const footer = pdfText(legalLine(document));
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // writing in the bottom margin must not start a page
    doc.page.margins.bottom = 0;
    const lineY = PAGE.height - 50;
    horizontalRule(doc, MARGIN.left, lineY, CONTENT_WIDTH, { width: 0.5, color: COLORS.hairline });
    style(doc, { size: 6.8, color: COLORS.muted }).text(footer, MARGIN.left, lineY + 8, {
      width: CONTENT_WIDTH - 90,
      lineGap: 1,
    });
    style(doc, { font: FONT.semibold, size: 7.5, color: COLORS.text }).text(
      `Page ${i - range.start + 1} / ${range.count}`,
      PAGE.width - MARGIN.right - 80,
      lineY + 8,
      { width: 80, align: "right", lineBreak: false },
    );
    if (i > range.start)
      style(doc, { size: 7.5, color: COLORS.faint }).text(`Devis N°\u00a0${document.number}`, MARGIN.left, 26, {
        lineBreak: false,
      });
    if (draft) {
      doc.rect(0, 0, PAGE.width, 16).fill(COLORS.brand);
      style(doc, { font: FONT.bold, size: 7.5, color: COLORS.white }).text("BROUILLON — non envoyé", 0, 4.5, {
        width: PAGE.width,
        align: "center",
        lineBreak: false,
      });
      doc.save();
      doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
      doc.fillOpacity(0.06);
      style(doc, { font: FONT.bold, size: 96, color: COLORS.brand }).text("BROUILLON", 0, PAGE.height / 2 - 50, {
        width: PAGE.width,
        align: "center",
        lineBreak: false,
      });
      doc.restore();
    }
  }
}
