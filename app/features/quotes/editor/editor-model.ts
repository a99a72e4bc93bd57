/**
 * What the devis editor does to the form as typed (docs/product.md#devis-editor):
 * new lines and sections, a prestation of the catalogue as a line, moves and
 * removals, and the devis as plain text for comparing two copies. Pure and
 * browser-safe; every change returns a new QuoteFormInput.
 */
import { euroAmountForInput } from "~/lib/euro-amount";
import { UNIT_LABELS, vatRateLabel, type QuoteUnit, type VatRate } from "../content";
import type { QuoteFormInput, QuoteLineInput, QuoteSectionInput } from "../parse-form";

/** A line or section id: unique within the devis, readable in any browser (no secure context needed). */
export function newItemId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function blankLine(id = newItemId()): QuoteLineInput {
  return { id, designation: "", quantity: "1", unit: "u", unitPrice: "", vatRate: "2000", optional: false };
}

export function blankSection(id = newItemId()): QuoteSectionInput {
  return { id, title: "", lines: [blankLine()] };
}

/** A devis without any line opens with one to fill. */
export function withALine(input: QuoteFormInput): QuoteFormInput {
  if (input.sections.some((s) => s.lines.length > 0)) return input;
  const [first, ...rest] = input.sections;
  return { ...input, sections: [{ ...(first ?? blankSection()), lines: [blankLine()] }, ...rest] };
}

export interface CataloguePick {
  name: string;
  unit: QuoteUnit;
  unitPriceCents: number;
  vatRate: VatRate;
}

export function lineFromCatalogue(item: CataloguePick, id = newItemId()): QuoteLineInput {
  return {
    id,
    designation: item.name,
    quantity: "1",
    unit: item.unit,
    unitPrice: euroAmountForInput(item.unitPriceCents),
    vatRate: String(item.vatRate),
    optional: false,
  };
}

function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}

export function updateSection(input: QuoteFormInput, s: number, change: (section: QuoteSectionInput) => QuoteSectionInput) {
  return { ...input, sections: input.sections.map((section, i) => (i === s ? change(section) : section)) };
}

export function updateLine(input: QuoteFormInput, s: number, l: number, change: Partial<QuoteLineInput>): QuoteFormInput {
  return updateSection(input, s, (section) => ({
    ...section,
    lines: section.lines.map((line, i) => (i === l ? { ...line, ...change } : line)),
  }));
}

export function addLine(input: QuoteFormInput, s: number, line: QuoteLineInput = blankLine()): QuoteFormInput {
  return updateSection(input, s, (section) => ({ ...section, lines: [...section.lines, line] }));
}

export function removeLine(input: QuoteFormInput, s: number, l: number): QuoteFormInput {
  return updateSection(input, s, (section) => ({ ...section, lines: section.lines.filter((_, i) => i !== l) }));
}

/** Up or down within its section; past the section's edge, into the neighbouring section. */
export function moveLine(input: QuoteFormInput, s: number, l: number, by: -1 | 1): QuoteFormInput {
  const section = input.sections[s];
  if (!section) return input;
  const to = l + by;
  if (to >= 0 && to < section.lines.length) return updateSection(input, s, (sec) => ({ ...sec, lines: moved(sec.lines, l, by) }));
  const neighbour = input.sections[s + by];
  const line = section.lines[l];
  if (!neighbour || !line) return input;
  const sections = input.sections.map((sec, i) => {
    if (i === s) return { ...sec, lines: sec.lines.filter((_, j) => j !== l) };
    if (i === s + by) return { ...sec, lines: by === -1 ? [...sec.lines, line] : [line, ...sec.lines] };
    return sec;
  });
  return { ...input, sections };
}

export function addSection(input: QuoteFormInput, section: QuoteSectionInput = blankSection()): QuoteFormInput {
  return { ...input, sections: [...input.sections, section] };
}

export function removeSection(input: QuoteFormInput, s: number): QuoteFormInput {
  return { ...input, sections: input.sections.filter((_, i) => i !== s) };
}

export function moveSection(input: QuoteFormInput, s: number, by: -1 | 1): QuoteFormInput {
  return { ...input, sections: moved(input.sections, s, by) };
}

/** Two copies of the form are the same devis (what 'Modifications non enregistrées' is based on). */
export function sameInput(a: QuoteFormInput, b: QuoteFormInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const DEPOSIT_LABELS: Record<string, string> = { none: "aucun", percent: "pourcentage", amount: "montant" };
const SIGNING_LABELS: Record<string, string> = {
  distance: "à distance",
  home: "au domicile du client",
  "home-urgent": "au domicile, réparation urgente demandée par le client",
};

/**
 * The devis as lines of text, one fact a line, in the editor's order: what a
 * refused save compares between the saved copy and the owner's.
 */
export function quoteAsText(input: QuoteFormInput): string {
  const lines = [
    `Client\u00a0: ${input.customer.name}`,
    `E-mail\u00a0: ${input.customer.email}`,
    `Téléphone\u00a0: ${input.customer.phone}`,
    `Adresse du client\u00a0: ${input.customer.address.replace(/\s*\n\s*/g, ", ")}`,
    `Adresse du chantier\u00a0: ${input.customer.siteAddress.replace(/\s*\n\s*/g, ", ")}`,
    `Objet\u00a0: ${input.title}`,
  ];
  input.sections.forEach((section, s) => {
    lines.push(`Section ${s + 1}\u00a0: ${section.title}`);
    for (const line of section.lines) {
      const unit = UNIT_LABELS[line.unit as QuoteUnit] ?? line.unit;
      const rate = Number(line.vatRate);
      lines.push(
        `  ${line.designation.replace(/\s*\n\s*/g, " / ")} · ${line.quantity} ${unit} × ${line.unitPrice} € HT · TVA ${
          Number.isFinite(rate) ? vatRateLabel(rate) : line.vatRate
        }${line.optional ? " · optionnelle" : ""}`,
      );
    }
  });
  lines.push(
    `Frais de déplacement\u00a0: ${input.travel || "aucun"}${input.travel ? ` € HT, TVA ${vatRateLabel(Number(input.travelVatRate))}` : ""}`,
    `Acompte\u00a0: ${DEPOSIT_LABELS[input.depositKind] ?? input.depositKind}${input.depositValue ? ` ${input.depositValue}` : ""}`,
    `Conditions de paiement\u00a0: ${input.paymentTerms.replace(/\s*\n\s*/g, " / ")}`,
    `Validité\u00a0: ${input.validityDays} jours`,
    `Début estimé\u00a0: ${input.estimatedStart}`,
    `Durée estimée\u00a0: ${input.estimatedDuration}`,
    `Lieu de signature\u00a0: ${SIGNING_LABELS[input.signingContext] ?? input.signingContext}`,
    ...input.notes.split(/\r?\n/).map((l, i) => (i === 0 ? `Notes\u00a0: ${l}` : `  ${l}`)),
  );
  return lines.join("\n");
}
