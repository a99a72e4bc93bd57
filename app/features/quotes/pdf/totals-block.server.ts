/** The devis PDF's totals block: HT, VAT by rate, TTC, the deposit and the options not taken. */
import { vatRateLabel } from "../content";
import type { QuoteDocument } from "../document";
import type { QuoteTotals } from "../totals";
import { money, pdfText } from "./format";
import { COLORS, CONTENT_WIDTH, FONT, MARGIN, ensureSpace, style, type Doc, horizontalRule } from "./layout";

function depositLabel(document: QuoteDocument): string {
  const deposit = document.content.deposit;
  if (deposit.kind === "percent") return `Acompte à la commande (${pdfText(vatRateLabel(deposit.basisPoints))})`;
  return "Acompte à la commande";
}

export function drawTotals(doc: Doc, document: QuoteDocument, totals: QuoteTotals): void {
  const width = 250;
  const x = MARGIN.left + CONTENT_WIDTH - width;
  const rows: { label: string; value: string; strong?: boolean; muted?: boolean }[] = [
    { label: "Total HT", value: money(totals.htCents), strong: true },
    ...totals.vat.map((v) => ({ label: `TVA ${vatRateLabel(v.rate)} sur ${money(v.baseCents)}`, value: money(v.vatCents) })),
  ];
  const after: typeof rows = [];
  if (totals.depositCents > 0) after.push({ label: depositLabel(document), value: money(totals.depositCents) });
  if (totals.optionsNotTakenHtCents > 0)
    after.push({ label: "Options non comprises (HT)", value: money(totals.optionsNotTakenHtCents), muted: true });
  const rowHeight = 18;
  const needed = rows.length * rowHeight + 34 + after.length * rowHeight + 10;
  ensureSpace(doc, needed);
  let y = doc.y;
  for (const row of rows) {
    style(doc, { font: row.strong ? FONT.semibold : FONT.regular, size: 9, color: COLORS.text }).text(
      pdfText(row.label),
      x + 10,
      y + 4.5,
      {
        width: width - 110,
        lineBreak: false,
      },
    );
    doc.text(row.value, x + width - 110, y + 4.5, { width: 100, align: "right", lineBreak: false, features: ["tnum"] });
    horizontalRule(doc, x, y + rowHeight, width, { width: 0.5, color: COLORS.hairline });
    y += rowHeight;
  }
  y += 4;
  doc.roundedRect(x, y, width, 28, 5).fill(COLORS.ink);
  style(doc, { font: FONT.bold, size: 10.5, color: COLORS.white }).text("Total TTC", x + 10, y + 8.5, { lineBreak: false });
  doc.text(money(totals.ttcCents), x + width - 150, y + 8.5, {
    width: 140,
    align: "right",
    lineBreak: false,
    features: ["tnum"],
  });
  y += 28 + 4;
  for (const row of after) {
    const color = row.muted ? COLORS.muted : COLORS.text;
    style(doc, { font: row.muted ? FONT.regular : FONT.semibold, size: 9, color }).text(pdfText(row.label), x + 10, y + 4.5, {
      width: width - 110,
      lineBreak: false,
    });
    doc.text(row.value, x + width - 110, y + 4.5, { width: 100, align: "right", lineBreak: false, features: ["tnum"] });
    y += rowHeight;
  }
  doc.y = y + 16;
}
