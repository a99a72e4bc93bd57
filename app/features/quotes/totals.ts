/**
 * The totals of a devis (docs/product.md#devis-totals), in integer cents, one
 * rule for the editor in the browser, the server, the page and the PDF:
 * - a line's amount before tax is quantity × unit price, rounded to the cent
 *   (half away from zero);
 * - VAT is computed once per rate, on the sum of that rate's amounts (so the
 *   per-rate lines of the devis add up exactly), rounded to the cent;
 * - optional lines count only when the customer ticked them;
 * - the deposit is a share of the total with tax, or an amount (never more
 *   than that total).
 */
import type { QuoteContent, QuoteLine, VatRate } from "./content";

export interface VatTotal {
  rate: VatRate;
  baseCents: number;
  vatCents: number;
}

export interface QuoteTotals {
  /** each line's amount before tax, by line id (optional lines too) */
  lineCents: Record<string, number>;
  /** the lines counted (options ticked included) plus travel, before tax */
  htCents: number;
  /** one entry per rate that has a base, in increasing rate order */
  vat: VatTotal[];
  vatCents: number;
  ttcCents: number;
  depositCents: number;
  /** the optional lines not ticked, before tax: shown apart as 'Options' */
  optionsNotTakenHtCents: number;
}

export function lineAmountCents(line: Pick<QuoteLine, "quantityHundredths" | "unitPriceCents">): number {
  return Math.round((line.quantityHundredths * line.unitPriceCents) / 100);
}

export function vatOf(baseCents: number, rate: number): number {
  return Math.round((baseCents * rate) / 10_000);
}

/**
 * The totals of `content`; `tickedOptions` are the ids of the optional lines
 * the customer chose (none while the devis is not answered).
 */
export function computeQuoteTotals(
  content: Pick<QuoteContent, "sections" | "travelCents" | "travelVatRate" | "deposit">,
  tickedOptions: readonly string[] = [],
): QuoteTotals {
  const lineCents: Record<string, number> = {};
  const baseByRate = new Map<VatRate, number>();
  let optionsNotTakenHtCents = 0;
  const addBase = (rate: VatRate, cents: number) => baseByRate.set(rate, (baseByRate.get(rate) ?? 0) + cents);

  for (const section of content.sections) {
    for (const line of section.lines) {
      const amount = lineAmountCents(line);
      lineCents[line.id] = amount;
      if (line.optional && !tickedOptions.includes(line.id)) {
        optionsNotTakenHtCents += amount;
        continue;
      }
      addBase(line.vatRate, amount);
    }
  }
  if (content.travelCents > 0) addBase(content.travelVatRate, content.travelCents);

  const vat = [...baseByRate.entries()]
    .filter(([, base]) => base !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatOf(baseCents, rate) }));
  const htCents = vat.reduce((sum, v) => sum + v.baseCents, 0);
  const vatCents = vat.reduce((sum, v) => sum + v.vatCents, 0);
  const ttcCents = htCents + vatCents;
  return {
    lineCents,
    htCents,
    vat,
    vatCents,
    ttcCents,
    depositCents: depositOf(content.deposit, ttcCents),
    optionsNotTakenHtCents,
  };
}

function depositOf(deposit: QuoteContent["deposit"], ttcCents: number): number {
  if (deposit.kind === "percent") return Math.round((ttcCents * deposit.basisPoints) / 10_000);
  if (deposit.kind === "amount") return Math.min(deposit.cents, ttcCents);
  return 0;
}
