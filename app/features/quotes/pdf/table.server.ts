/** The devis PDF's lines table, by section, its header repeated on each page. */
import { UNIT_LABELS, vatRateLabel, type QuoteLine } from "../content";
import type { QuoteDocument } from "../document";
import { formatQuantity } from "../online/format";
import type { QuoteTotals } from "../totals";
import { money, pdfText } from "./format";
import { COLORS, CONTENT_WIDTH, FONT, MARGIN, ensureSpace, style, type Doc, horizontalRule } from "./layout";

/** The table's columns, from the right edge: numbers right-aligned, the désignation takes the rest. */
const COLUMNS = (() => {
  const pad = 6;
  const widths = { quantity: 44, unit: 42, unitPrice: 74, vat: 40, amount: 80 };
  const amount = MARGIN.left + CONTENT_WIDTH - widths.amount;
  const vat = amount - widths.vat;
  const unitPrice = vat - widths.unitPrice;
  const unit = unitPrice - widths.unit;
  const quantity = unit - widths.quantity;
  return {
    pad,
    designation: { x: MARGIN.left, width: quantity - MARGIN.left },
    quantity: { x: quantity, width: widths.quantity },
    unit: { x: unit, width: widths.unit },
    unitPrice: { x: unitPrice, width: widths.unitPrice },
    vat: { x: vat, width: widths.vat },
    amount: { x: amount, width: widths.amount },
  };
})();

function drawTableHeader(doc: Doc): void {
  const y = doc.y;
  const height = 22;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLORS.ink);
  const cells: [keyof typeof COLUMNS, string, "left" | "right" | "center"][] = [
    ["designation", "Désignation", "left"],
    ["quantity", "Qté", "right"],
    ["unit", "Unité", "center"],
    ["unitPrice", "Prix unit. HT", "right"],
    ["vat", "TVA", "right"],
    ["amount", "Montant HT", "right"],
  ];
  style(doc, { font: FONT.semibold, size: 7.5, color: COLORS.white });
  for (const [key, label, align] of cells) {
    const column = COLUMNS[key] as { x: number; width: number };
    doc.text(label.toUpperCase(), column.x + COLUMNS.pad, y + 7.5, {
      width: column.width - 2 * COLUMNS.pad,
      align,
      lineBreak: false,
    });
  }
  doc.y = y + height;
}

function drawSectionRow(doc: Doc, title: string): void {
  style(doc, { font: FONT.bold, size: 9.5 });
  const height = doc.heightOfString(pdfText(title), { width: CONTENT_WIDTH - 2 * COLUMNS.pad }) + 14;
  // a section title never ends a page alone: it keeps its first line with it
  if (ensureSpace(doc, height + 30)) drawTableHeader(doc);
  const y = doc.y;
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLORS.brandSoft);
  doc.rect(MARGIN.left, y, 2.5, height).fill(COLORS.brand);
  style(doc, { font: FONT.bold, size: 9.5, color: COLORS.brandDark }).text(pdfText(title), MARGIN.left + COLUMNS.pad + 4, y + 7, {
    width: CONTENT_WIDTH - 2 * COLUMNS.pad,
  });
  doc.y = y + height;
}

interface RowCells {
  designation: string;
  badge?: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vat: string;
  amount: string;
  muted?: boolean;
}

function drawRow(doc: Doc, cells: RowCells, zebra: boolean): void {
  const padY = 6.5;
  const dWidth = COLUMNS.designation.width - 2 * COLUMNS.pad;
  style(doc, { size: 8.8 });
  const designationHeight = doc.heightOfString(pdfText(cells.designation), { width: dWidth, lineGap: 1.5 });
  const badgeHeight = cells.badge ? 12 : 0;
  const height = Math.max(designationHeight + badgeHeight, 11) + 2 * padY;
  if (ensureSpace(doc, height)) drawTableHeader(doc);
  const y = doc.y;
  if (zebra) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLORS.zebra);
  horizontalRule(doc, MARGIN.left, y + height, CONTENT_WIDTH, { width: 0.5, color: COLORS.hairline });

  let textY = y + padY;
  if (cells.badge) {
    style(doc, { font: FONT.bold, size: 6.5 });
    const badgeWidth = doc.widthOfString(cells.badge.toUpperCase(), {}) + 10;
    doc.roundedRect(COLUMNS.designation.x + COLUMNS.pad, textY - 0.5, badgeWidth, 10, 5).fill(COLORS.brandSoft);
    style(doc, { font: FONT.bold, size: 6.5, color: COLORS.brand }).text(
      cells.badge.toUpperCase(),
      COLUMNS.designation.x + COLUMNS.pad + 5,
      textY + 1.6,
      {
        lineBreak: false,
      },
    );
    textY += badgeHeight;
  }
  const color = cells.muted ? COLORS.muted : COLORS.text;
  style(doc, { size: 8.8, color }).text(pdfText(cells.designation), COLUMNS.designation.x + COLUMNS.pad, textY, {
    width: dWidth,
    lineGap: 1.5,
  });
  const figures: [keyof RowCells & keyof typeof COLUMNS, "right" | "center"][] = [
    ["quantity", "right"],
    ["unit", "center"],
    ["unitPrice", "right"],
    ["vat", "right"],
    ["amount", "right"],
  ];
  for (const [key, align] of figures) {
    const column = COLUMNS[key];
    style(doc, { font: key === "amount" ? FONT.semibold : FONT.regular, size: 8.8, color }).text(
      pdfText(cells[key] as string),
      column.x + COLUMNS.pad,
      y + padY + (cells.badge ? badgeHeight : 0),
      { width: column.width - 2 * COLUMNS.pad, align, lineBreak: false, features: ["tnum"] },
    );
  }
  doc.y = y + height;
}

function lineCells(line: QuoteLine, totals: QuoteTotals, ticked: readonly string[]): RowCells {
  const taken = ticked.includes(line.id);
  return {
    designation: line.designation,
    badge: line.optional ? (taken ? "Option retenue" : "Option") : undefined,
    quantity: formatQuantity(line.quantityHundredths),
    unit: UNIT_LABELS[line.unit],
    unitPrice: money(line.unitPriceCents),
    vat: vatRateLabel(line.vatRate),
    amount: money(totals.lineCents[line.id] ?? 0),
    muted: line.optional && !taken,
  };
}

export function drawLines(doc: Doc, document: QuoteDocument, totals: QuoteTotals, ticked: readonly string[]): void {
  const c = document.content;
  ensureSpace(doc, 80);
  drawTableHeader(doc);
  let row = 0;
  for (const section of c.sections) {
    if (section.title.trim()) {
      drawSectionRow(doc, section.title);
      row = 0;
    }
    for (const line of section.lines) drawRow(doc, lineCells(line, totals, ticked), row++ % 2 === 1);
  }
  if (c.travelCents > 0)
    drawRow(
      doc,
      {
        designation: "Frais de déplacement",
        quantity: "1",
        unit: "forfait",
        unitPrice: money(c.travelCents),
        vat: vatRateLabel(c.travelVatRate),
        amount: money(c.travelCents),
      },
      row % 2 === 1,
    );
  else
    drawRow(
      doc,
      { designation: "Aucun frais de déplacement", quantity: "", unit: "", unitPrice: "", vat: "", amount: "", muted: true },
      row % 2 === 1,
    );
  doc.y += 14;
}
