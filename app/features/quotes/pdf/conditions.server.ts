/** The devis PDF's terms the law asks, and the withdrawal form on a page of its own. */
import { usesReducedVat, vatRateLabel } from "../content";
import type { QuoteDocument } from "../document";
import { dayInWords } from "../online/format";
import type { QuoteTotals } from "../totals";
import { money, pdfText } from "./format";
import { COLORS, CONTENT_WIDTH, FONT, MARGIN, labelled, sectionHeading, style, type Doc, horizontalRule } from "./layout";
import {
  REDUCED_VAT_STATEMENT,
  REDUCED_VAT_STATEMENT_TITLE,
  SIGNING_CONTEXT_CASE,
  WITHDRAWAL_FORM_BODY,
  WITHDRAWAL_FORM_FIELDS,
  WITHDRAWAL_RIGHT,
  decennaleSentence,
  mediatorSentence,
  withdrawalFormIntro,
} from "./texts";

function depositSentence(document: QuoteDocument, totals: QuoteTotals): string {
  const deposit = document.content.deposit;
  if (deposit.kind === "none" || totals.depositCents === 0) return "Aucun acompte n'est demandé.";
  const share = deposit.kind === "percent" ? `${vatRateLabel(deposit.basisPoints)} du total TTC, soit ` : "";
  return `Un acompte de ${share}${money(totals.depositCents)} est demandé à la commande.`;
}

export function drawConditions(doc: Doc, document: QuoteDocument, totals: QuoteTotals): void {
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

export function drawWithdrawalForm(doc: Doc, document: QuoteDocument): void {
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
  horizontalRule(doc, MARGIN.left, cutY, CONTENT_WIDTH, { width: 0.8, color: COLORS.faint, dash: [4, 3] });
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
      horizontalRule(doc, MARGIN.left, lineY, CONTENT_WIDTH, { width: 0.5, color: COLORS.faint, dash: [1.5, 2.5] });
      doc.y = lineY;
    }
    doc.y += 16;
  }
  style(doc, { size: 8, color: COLORS.muted }).text("(*) Rayez la mention inutile.", MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
  });
}
