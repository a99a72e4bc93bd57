/**
 * The devis as an A4 PDF (docs/product.md#devis-document): the business's identity, the customer
 * and the site, the lines by section in a table whose header repeats on each page, the totals by
 * the one rule (./totals.ts), the terms the law asks, 'Bon pour accord', the withdrawal form on a
 * page of its own, and, once accepted, the certificate of the electronic acceptance.
 */
import PDFDocument from "pdfkit";
import { formatFrenchDate } from "~/lib/dates";
import { UNIT_LABELS, usesReducedVat, vatRateLabel, type QuoteLine } from "./content";
import type { QuoteAcceptance, QuoteDocument } from "./document";
import { dayInWords, formatCents, formatQuantity } from "./online/format";
import { interFonts, logoPng, type PdfFontWeight } from "./pdf/assets.server";
import {
  CERTIFICATE_EXPLANATION,
  REDUCED_VAT_STATEMENT,
  REDUCED_VAT_STATEMENT_TITLE,
  SIGNING_CONTEXT_CASE,
  WITHDRAWAL_FORM_BODY,
  WITHDRAWAL_FORM_FIELDS,
  WITHDRAWAL_RIGHT,
  decennaleSentence,
  mediatorSentence,
  withdrawalFormIntro,
} from "./pdf/texts";
import { computeQuoteTotals, type QuoteTotals } from "./totals";

export interface QuotePdfOptions {
  /** the working copy previewed before sending: marked 'BROUILLON — non envoyé' on every page */
  draft?: boolean;
}

const COLORS = {
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

const FONT = { regular: "Inter", semibold: "Inter-SemiBold", bold: "Inter-Bold" } as const;

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = { top: 54, bottom: 68, left: 48, right: 48 } as const;
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;

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

/** Inter's latin files have no narrow no-break space (U+202F): the PDF uses a no-break space, which they have. */
function pdfText(text: string): string {
  // '10 000 €' typed with plain spaces must not break either
  return text
    .replace(/\u202f/g, "\u00a0")
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0")
    .replace(/(\d) €/g, "$1\u00a0€");
}

const money = (cents: number) => pdfText(formatCents(cents));

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
}

function style(doc: Doc, { font = FONT.regular, size = 9, color = COLORS.text }: TextStyle): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Starts a new page when `height` does not fit under the cursor. True when it did. */
function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= BOTTOM) return false;
  doc.addPage();
  return true;
}

function sectionHeading(doc: Doc, title: string, spaceAfterFirstBlock = 40): void {
  ensureSpace(doc, 30 + spaceAfterFirstBlock);
  const y = doc.y;
  style(doc, { font: FONT.bold, size: 11, color: COLORS.ink }).text(pdfText(title), MARGIN.left, y, { width: CONTENT_WIDTH });
  const lineY = doc.y + 4;
  doc
    .moveTo(MARGIN.left, lineY)
    .lineTo(MARGIN.left + 28, lineY)
    .lineWidth(1.6)
    .strokeColor(COLORS.brand)
    .stroke();
  doc.y = lineY + 10;
}

/** A labelled paragraph of the conditions: the label in small capitals, the text below it. */
function labelled(doc: Doc, label: string, text: string, width = CONTENT_WIDTH, x = MARGIN.left): void {
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

// ─── header ─────────────────────────────────────────────────────────────────

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}

function drawLogo(doc: Doc, logo: Buffer | null, name: string, x: number, y: number): void {
  const height = 46;
  if (logo) {
    doc.image(logo, x, y, { height });
    return;
  }
  doc.roundedRect(x, y, height, height, 8).fill(COLORS.brand);
  style(doc, { font: FONT.bold, size: 17, color: COLORS.white }).text(initialsOf(name), x, y + 14.5, {
    width: height,
    align: "center",
    lineBreak: false,
  });
}

function drawHeader(doc: Doc, document: QuoteDocument, logo: Buffer | null): void {
  const b = document.business;
  const top = MARGIN.top;
  drawLogo(doc, logo, b.name, MARGIN.left, top);

  const rightWidth = 190;
  const rightX = MARGIN.left + CONTENT_WIDTH - rightWidth;
  style(doc, { font: FONT.bold, size: 24, color: COLORS.brand }).text("DEVIS", rightX, top - 4, {
    width: rightWidth,
    align: "right",
  });
  style(doc, { font: FONT.semibold, size: 11, color: COLORS.ink }).text(`N°\u00a0${document.number}`, rightX, doc.y + 1, {
    width: rightWidth,
    align: "right",
  });
  if (document.version > 1)
    style(doc, { size: 8.5, color: COLORS.muted }).text(`version\u00a0${document.version}`, rightX, doc.y + 1, {
      width: rightWidth,
      align: "right",
    });
  style(doc, { size: 8.5, color: COLORS.text }).text(`Émis le ${pdfText(dayInWords(document.issuedOn))}`, rightX, doc.y + 6, {
    width: rightWidth,
    align: "right",
  });
  style(doc, { font: FONT.semibold, size: 8.5, color: COLORS.text }).text(
    `Valable jusqu'au ${pdfText(dayInWords(document.validUntil))}`,
    rightX,
    doc.y + 1,
    { width: rightWidth, align: "right" },
  );
  const rightBottom = doc.y;

  const identityX = MARGIN.left;
  const identityWidth = rightX - identityX - 16;
  let y = top + 46 + 12;
  style(doc, { font: FONT.bold, size: 13, color: COLORS.ink }).text(pdfText(b.name), identityX, y, { width: identityWidth });
  const lines = [
    b.legalName !== b.name ? b.legalName : "",
    [b.legalForm, b.shareCapital ? `au capital de ${b.shareCapital}` : ""].filter(Boolean).join(" "),
    `${b.street}, ${b.postalCode} ${b.city}`,
    [b.phone ? `Tél. ${b.phone}` : "", b.email].filter(Boolean).join(" · "),
    [b.siret ? `SIRET ${b.siret}` : "", b.registrationNumber].filter(Boolean).join(" · "),
    b.vatNumber ? `N° TVA intracommunautaire ${b.vatNumber}` : "",
  ].filter(Boolean);
  y = doc.y + 2;
  style(doc, { size: 8, color: COLORS.muted }).text(pdfText(lines.join("\n")), identityX, y, {
    width: identityWidth,
    lineGap: 1.5,
  });
  doc.y = Math.max(doc.y, rightBottom) + 18;
}

function drawParties(doc: Doc, document: QuoteDocument): void {
  const c = document.content.customer;
  const gap = 14;
  const width = (CONTENT_WIDTH - gap) / 2;
  const pad = 12;
  const top = doc.y;
  const cards: { label: string; title: string; body: string }[] = [
    {
      label: "Client",
      title: c.name,
      body: [c.address || c.siteAddress, [c.phone, c.email].filter(Boolean).join(" · ")].filter(Boolean).join("\n"),
    },
    { label: "Adresse du chantier", title: c.siteAddress || "À préciser", body: "" },
  ];
  const heights = cards.map((card) => {
    style(doc, { font: FONT.semibold, size: 10.5 });
    const titleHeight = doc.heightOfString(pdfText(card.title), { width: width - 2 * pad });
    style(doc, { size: 8.5 });
    const bodyHeight = card.body ? doc.heightOfString(pdfText(card.body), { width: width - 2 * pad, lineGap: 1.5 }) + 3 : 0;
    return pad + 12 + titleHeight + bodyHeight + pad;
  });
  const height = Math.max(...heights);
  cards.forEach((card, i) => {
    const x = MARGIN.left + i * (width + gap);
    doc.roundedRect(x, top, width, height, 6).fillAndStroke(COLORS.brandSoft, COLORS.brandLine);
    style(doc, { font: FONT.semibold, size: 7, color: COLORS.brand }).text(card.label.toUpperCase(), x + pad, top + pad, {
      width: width - 2 * pad,
    });
    style(doc, { font: FONT.semibold, size: 10.5, color: COLORS.ink }).text(pdfText(card.title), x + pad, doc.y + 3, {
      width: width - 2 * pad,
    });
    if (card.body)
      style(doc, { size: 8.5, color: COLORS.text }).text(pdfText(card.body), x + pad, doc.y + 3, {
        width: width - 2 * pad,
        lineGap: 1.5,
      });
  });
  doc.y = top + height + 18;
}

function drawObject(doc: Doc, document: QuoteDocument): void {
  const c = document.content;
  style(doc, { font: FONT.semibold, size: 7, color: COLORS.brand }).text("OBJET", MARGIN.left, doc.y, {});
  style(doc, { font: FONT.bold, size: 14, color: COLORS.ink }).text(pdfText(c.title), MARGIN.left, doc.y + 2, {
    width: CONTENT_WIDTH,
  });
  const facts = [
    ["Début estimé", c.estimatedStart ? dayInWords(c.estimatedStart) : "à convenir ensemble"],
    ["Durée estimée", c.estimatedDuration || "à préciser"],
  ];
  doc.y += 6;
  const y = doc.y;
  let x = MARGIN.left;
  for (const [label, value] of facts) {
    style(doc, { size: 8.5, color: COLORS.muted }).text(`${label}\u00a0: `, x, y, { continued: true, lineBreak: false });
    style(doc, { font: FONT.semibold, size: 8.5, color: COLORS.text }).text(pdfText(value!), { lineBreak: false });
    x = MARGIN.left + 190;
  }
  doc.y = y + 26;
}

// ─── lines ──────────────────────────────────────────────────────────────────

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
  doc
    .moveTo(MARGIN.left, y + height)
    .lineTo(MARGIN.left + CONTENT_WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(COLORS.hairline)
    .stroke();

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

function drawLines(doc: Doc, document: QuoteDocument, totals: QuoteTotals, ticked: readonly string[]): void {
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

// ─── totals ─────────────────────────────────────────────────────────────────

function depositLabel(document: QuoteDocument): string {
  const deposit = document.content.deposit;
  if (deposit.kind === "percent") return `Acompte à la commande (${pdfText(vatRateLabel(deposit.basisPoints))})`;
  return "Acompte à la commande";
}

function drawTotals(doc: Doc, document: QuoteDocument, totals: QuoteTotals): void {
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
    doc
      .moveTo(x, y + rowHeight)
      .lineTo(x + width, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor(COLORS.hairline)
      .stroke();
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

// ─── conditions, signature ──────────────────────────────────────────────────

function depositSentence(document: QuoteDocument, totals: QuoteTotals): string {
  const deposit = document.content.deposit;
  if (deposit.kind === "none" || totals.depositCents === 0) return "Aucun acompte n'est demandé.";
  const share = deposit.kind === "percent" ? `${vatRateLabel(deposit.basisPoints)} du total TTC, soit ` : "";
  return `Un acompte de ${share}${money(totals.depositCents)} est demandé à la commande.`;
}

function drawConditions(doc: Doc, document: QuoteDocument, totals: QuoteTotals): void {
  const c = document.content;
  const b = document.business;
  if (c.notes.trim()) labelled(doc, "Remarques", c.notes);
  sectionHeading(doc, "Conditions");
  labelled(doc, "Conditions de paiement", c.paymentTerms || "À convenir.");
  labelled(doc, "Acompte", depositSentence(document, totals));
  labelled(
    doc,
    "Validité",
    `Ce devis est valable jusqu'au ${dayInWords(document.validUntil)} inclus (${c.validityDays}\u00a0jours). Passé ce délai, ses prix et ses dates sont à confirmer.`,
  );
  labelled(doc, "Prix du devis", b.quoteCents ? `Ce devis est payant\u00a0: ${money(b.quoteCents)} TTC.` : "Devis gratuit.");
  labelled(doc, "Assurance décennale", decennaleSentence(b.decennale));
  labelled(doc, "Médiation de la consommation", mediatorSentence(b.mediator));
  const signing = SIGNING_CONTEXT_CASE[c.signingContext];
  labelled(doc, "Droit de rétractation", WITHDRAWAL_RIGHT);
  labelled(doc, signing.title, signing.text);
  if (usesReducedVat(c)) labelled(doc, REDUCED_VAT_STATEMENT_TITLE, REDUCED_VAT_STATEMENT);
}

function parisDateTime(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

function drawAgreement(doc: Doc, acceptance?: QuoteAcceptance): void {
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
    doc
      .moveTo(x + 42, y + 12)
      .lineTo(x + leftWidth, y + 12)
      .lineWidth(0.5)
      .dash(1.5, { space: 2 })
      .strokeColor(COLORS.faint)
      .stroke()
      .undash();
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

// ─── withdrawal form, certificate ───────────────────────────────────────────

function drawWithdrawalForm(doc: Doc, document: QuoteDocument): void {
  doc.addPage();
  const y = doc.y;
  style(doc, { size: 7.5, color: COLORS.faint }).text(
    "Formulaire à détacher et à renvoyer uniquement si vous souhaitez vous rétracter du contrat",
    MARGIN.left,
    y,
    {
      width: CONTENT_WIDTH,
      align: "center",
    },
  );
  const cutY = doc.y + 6;
  doc
    .moveTo(MARGIN.left, cutY)
    .lineTo(MARGIN.left + CONTENT_WIDTH, cutY)
    .lineWidth(0.8)
    .dash(4, { space: 3 })
    .strokeColor(COLORS.faint)
    .stroke()
    .undash();
  doc.y = cutY + 22;
  style(doc, { font: FONT.bold, size: 15, color: COLORS.ink }).text("Formulaire de rétractation", MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
  });
  style(doc, { size: 8.5, color: COLORS.muted }).text(
    `Devis N°\u00a0${document.number} du ${pdfText(dayInWords(document.issuedOn))} — ${pdfText(document.content.title)}. Code de la consommation, annexe à l'article R221-1.`,
    MARGIN.left,
    doc.y + 4,
    { width: CONTENT_WIDTH },
  );
  doc.y += 18;
  style(doc, { size: 10, color: COLORS.text }).text(pdfText(withdrawalFormIntro(document.business)), MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
    lineGap: 2,
  });
  doc.y += 10;
  doc.text(pdfText(WITHDRAWAL_FORM_BODY), MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.y += 18;
  for (const field of WITHDRAWAL_FORM_FIELDS) {
    style(doc, { font: FONT.semibold, size: 9.5, color: COLORS.text }).text(pdfText(field), MARGIN.left, doc.y, {
      width: CONTENT_WIDTH,
    });
    const lines = field.startsWith("Signature") ? 3 : field.startsWith("Adresse") ? 2 : 1;
    for (let i = 0; i < lines; i++) {
      const lineY = doc.y + 20;
      doc
        .moveTo(MARGIN.left, lineY)
        .lineTo(MARGIN.left + CONTENT_WIDTH, lineY)
        .lineWidth(0.5)
        .dash(1.5, { space: 2.5 })
        .strokeColor(COLORS.faint)
        .stroke()
        .undash();
      doc.y = lineY;
    }
    doc.y += 16;
  }
  style(doc, { size: 8, color: COLORS.muted }).text("(*) Rayez la mention inutile.", MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
  });
}

function drawCertificate(doc: Doc, document: QuoteDocument, acceptance: QuoteAcceptance): void {
  doc.addPage();
  style(doc, { font: FONT.semibold, size: 7.5, color: COLORS.brand }).text(
    `DEVIS N°\u00a0${document.number}`,
    MARGIN.left,
    doc.y,
    {},
  );
  style(doc, { font: FONT.bold, size: 17, color: COLORS.ink }).text(
    "Certificat d'acceptation électronique",
    MARGIN.left,
    doc.y + 4,
    {
      width: CONTENT_WIDTH,
    },
  );
  doc.y += 10;
  style(doc, { size: 9, color: COLORS.text }).text(pdfText(CERTIFICATE_EXPLANATION), MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
    lineGap: 2.5,
  });
  doc.y += 18;
  const optionLabels = document.content.sections
    .flatMap((s) => s.lines)
    .filter((l) => l.optional && acceptance.tickedOptions.includes(l.id))
    .map((l) => `• ${l.designation}`);
  const rows: [string, string, boolean?][] = [
    ["Signataire (nom saisi)", acceptance.signerName],
    ["Date et heure (Paris)", parisDateTime(acceptance.acceptedAt)],
    ["Adresse IP", acceptance.ip],
    ["Navigateur", acceptance.userAgent],
    [
      "Version acceptée",
      `Version\u00a0${acceptance.version} du devis N°\u00a0${document.number}, émise le ${dayInWords(document.issuedOn)}`,
    ],
    ["Empreinte SHA-256 du document", acceptance.documentHash, true],
    ["Options retenues", optionLabels.length > 0 ? optionLabels.join("\n") : "Aucune"],
    [
      "Attestation TVA à taux réduit",
      usesReducedVat(document.content)
        ? acceptance.reducedVatStatement
          ? "Faite par le client lors de l'acceptation (logement achevé depuis plus de deux ans)."
          : "Non faite."
        : "Sans objet (aucun taux réduit).",
    ],
  ];
  const labelWidth = 150;
  const valueX = MARGIN.left + labelWidth + 12;
  const valueWidth = CONTENT_WIDTH - labelWidth - 12;
  rows.forEach(([label, value, mono], i) => {
    style(doc, { size: 9 });
    const height = doc.heightOfString(pdfText(value), { width: valueWidth - 10, lineGap: 1.5 }) + 16;
    ensureSpace(doc, height);
    const y = doc.y;
    if (i % 2 === 0) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLORS.zebra);
    style(doc, { font: FONT.semibold, size: 8.5, color: COLORS.muted }).text(label, MARGIN.left + 10, y + 8, {
      width: labelWidth - 10,
    });
    style(doc, { font: mono ? FONT.semibold : FONT.regular, size: mono ? 8.2 : 9, color: COLORS.ink }).text(
      pdfText(value),
      valueX,
      y + 8,
      {
        width: valueWidth - 10,
        lineGap: 1.5,
      },
    );
    doc.y = y + height;
  });
}

// ─── every page ─────────────────────────────────────────────────────────────

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

function drawPageFurniture(doc: Doc, document: QuoteDocument, draft: boolean): void {
  const range = doc.bufferedPageRange();
  const footer = pdfText(legalLine(document));
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // writing in the bottom margin must not start a page
    doc.page.margins.bottom = 0;
    const lineY = PAGE.height - 50;
    doc
      .moveTo(MARGIN.left, lineY)
      .lineTo(PAGE.width - MARGIN.right, lineY)
      .lineWidth(0.5)
      .strokeColor(COLORS.hairline)
      .stroke();
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

export async function renderQuotePdf(
  document: QuoteDocument,
  acceptance?: QuoteAcceptance,
  options: QuotePdfOptions = {},
): Promise<Buffer> {
  const logo = await logoPng(document.business.logoUrl);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: `Devis ${document.number}${document.version > 1 ? ` (version ${document.version})` : ""}`,
      Author: document.business.legalName || document.business.name,
      Subject: document.content.title,
    },
    lang: "fr-FR",
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // pdfkit takes a parsed fontkit font too, though its types name only files and buffers
  const fonts = interFonts() as Record<PdfFontWeight, Buffer>;
  doc.registerFont(FONT.regular, fonts[400]);
  doc.registerFont(FONT.semibold, fonts[600]);
  doc.registerFont(FONT.bold, fonts[700]);

  const ticked = acceptance?.tickedOptions ?? [];
  const totals = computeQuoteTotals(document.content, ticked);
  drawHeader(doc, document, logo);
  drawParties(doc, document);
  drawObject(doc, document);
  drawLines(doc, document, totals, ticked);
  drawTotals(doc, document, totals);
  drawConditions(doc, document, totals);
  drawAgreement(doc, acceptance);
  drawWithdrawalForm(doc, document);
  if (acceptance) drawCertificate(doc, document, acceptance);
  drawPageFurniture(doc, document, options.draft === true);
  doc.end();
  return done;
}
