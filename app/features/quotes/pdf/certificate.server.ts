/** The devis PDF's certificate of the electronic acceptance, on a page of its own. */
import { usesReducedVat } from "../content";
import type { QuoteAcceptance, QuoteDocument } from "../document";
import { dayInWords } from "../online/format";
import { parisDateTime, pdfText } from "./format";
import { COLORS, CONTENT_WIDTH, FONT, MARGIN, ensureSpace, style, type Doc } from "./layout";
import { CERTIFICATE_EXPLANATION } from "./texts";

export function drawCertificate(doc: Doc, document: QuoteDocument, acceptance: QuoteAcceptance): void {
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
