/**
 * The devis as an A4 PDF (docs/product.md#devis-document): the business's identity, the customer
 * and the site, the lines by section in a table whose header repeats on each page, the totals by
 * the one rule (./totals.ts), the terms the law asks, 'Bon pour accord', the withdrawal form on a
 * page of its own, and, once accepted, the certificate of the electronic acceptance.
 */
import PDFDocument from "pdfkit";
import type { QuoteAcceptance, QuoteDocument } from "./document";
import { drawAgreement } from "./pdf/agreement.server";
import { interFonts, logoPng, type PdfFontWeight } from "./pdf/assets.server";
import { drawCertificate } from "./pdf/certificate.server";
import { drawConditions, drawWithdrawalForm } from "./pdf/conditions.server";
import { drawHeader, drawObject, drawParties } from "./pdf/header.server";
import { FONT, MARGIN } from "./pdf/layout";
import { drawPageFurniture } from "./pdf/page-furniture.server";
import { drawLines } from "./pdf/table.server";
import { drawTotals } from "./pdf/totals-block.server";
import { computeQuoteTotals } from "./totals";

export interface QuotePdfOptions {
  /** the working copy previewed before sending: marked 'BROUILLON — non envoyé' on every page */
  draft?: boolean;
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
