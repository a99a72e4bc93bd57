/** The devis PDF's first blocks: the business's identity, the customer and the site, the object of the works. */
import type { QuoteDocument } from "../document";
import { dayInWords } from "../online/format";
import { pdfText } from "./format";
import { COLORS, CONTENT_WIDTH, FONT, MARGIN, style, type Doc } from "./layout";

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

export function drawHeader(doc: Doc, document: QuoteDocument, logo: Buffer | null): void {
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

export function drawParties(doc: Doc, document: QuoteDocument): void {
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

export function drawObject(doc: Doc, document: QuoteDocument): void {
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
