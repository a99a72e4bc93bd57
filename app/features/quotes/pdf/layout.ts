/** The devis PDF's page geometry, colours, font names and the drawing helpers every block shares. */
import { pdfText } from "./format";

export const COLORS = {
  ink: "#0f1724",
  text: "#1e293b",
  muted: "#64748b",
  faint: "#94a3b8",
  hairline: "#e2e8f0",
  zebra: "#f8fafc",
  brand: "#a9541c",
  brandDark: "#6f371a",
  brandSoft: "#fdf6ef",
  brandLine: "#f0cba6",
  white: "#ffffff",
} as const;

export const FONT = { regular: "Inter", semibold: "Inter-SemiBold", bold: "Inter-Bold" } as const;

export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 54, bottom: 68, left: 48, right: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BOTTOM = PAGE.height - MARGIN.bottom;

export type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
}

export function style(doc: Doc, { font = FONT.regular, size = 9, color = COLORS.text }: TextStyle): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Starts a new page when `height` does not fit under the cursor. True when it did. */
export function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= BOTTOM) return false;
  doc.addPage();
  return true;
}

/** A horizontal line at `y` from `x` over `width`; dashed (dash, gap) when `dash` is given. */
export function horizontalRule(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  line: { width: number; color: string; dash?: readonly [number, number] },
): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(line.width);
  if (line.dash) doc.dash(line.dash[0], { space: line.dash[1] });
  doc.strokeColor(line.color).stroke();
  if (line.dash) doc.undash();
}

export function sectionHeading(doc: Doc, title: string, spaceAfterFirstBlock = 40): void {
  ensureSpace(doc, 30 + spaceAfterFirstBlock);
  const y = doc.y;
  style(doc, { font: FONT.bold, size: 11, color: COLORS.ink }).text(pdfText(title), MARGIN.left, y, { width: CONTENT_WIDTH });
  const lineY = doc.y + 4;
  horizontalRule(doc, MARGIN.left, lineY, 28, { width: 1.6, color: COLORS.brand });
  doc.y = lineY + 10;
}

/** A labelled paragraph of the conditions: the label in small capitals, the text below it. */
export function labelled(doc: Doc, label: string, text: string, width = CONTENT_WIDTH, x = MARGIN.left): void {
  style(doc, { size: 9 });
  const height = doc.heightOfString(pdfText(text), { width, lineGap: 2 });
  ensureSpace(doc, Math.min(height, 120) + 16);
  style(doc, { font: FONT.semibold, size: 7.5, color: COLORS.brand }).text(label.toUpperCase(), x, doc.y, {
    width,
  });
  doc.y += 2;
  style(doc, { size: 9 }).text(pdfText(text), x, doc.y, { width, lineGap: 2 });
  doc.y += 9;
}
