/**
 * A prestation of the catalogue as typed (docs/product.md#devis-catalogue):
 * name, unit, unit price before tax, VAT rate; the same messages as the
 * editor's lines. Pure.
 */
import { parseEuroAmount } from "~/lib/euro-amount";
import { isQuoteUnit, isVatRate, QUOTE_LIMITS, type QuoteUnit, type VatRate } from "./content";
import { QUOTE_MESSAGES } from "./parse-form";

export interface CatalogueDraft {
  name: string;
  unit: string;
  unitPrice: string;
  vatRate: string;
}

const CATALOGUE_NAME_MAX = QUOTE_LIMITS.designation;

export type ParsedCatalogueItem =
  | { ok: true; item: { name: string; unit: QuoteUnit; unitPriceCents: number; vatRate: VatRate } }
  | { ok: false; errors: Partial<Record<keyof CatalogueDraft, string>> };

export function readCatalogueDraft(form: FormData): CatalogueDraft {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 5000);
  return { name: text("name"), unit: text("unit"), unitPrice: text("unitPrice"), vatRate: text("vatRate") };
}

export function parseCatalogueItem(draft: CatalogueDraft): ParsedCatalogueItem {
  const errors: Partial<Record<keyof CatalogueDraft, string>> = {};
  const name = draft.name.replace(/\s+/g, " ").trim();
  if (name === "") errors.name = QUOTE_MESSAGES.required;
  else if (name.length > CATALOGUE_NAME_MAX) errors.name = QUOTE_MESSAGES.tooLong(CATALOGUE_NAME_MAX);
  if (!isQuoteUnit(draft.unit)) errors.unit = QUOTE_MESSAGES.unit;
  const vatRate = Number(draft.vatRate);
  if (!isVatRate(vatRate)) errors.vatRate = QUOTE_MESSAGES.vatRate;
  const typed = draft.unitPrice.trim();
  const cents = typed === "" ? null : parseEuroAmount(typed);
  if (typed === "") errors.unitPrice = QUOTE_MESSAGES.required;
  else if (cents === null) errors.unitPrice = QUOTE_MESSAGES.amount;
  if (Object.keys(errors).length > 0 || cents === null || !isQuoteUnit(draft.unit) || !isVatRate(vatRate))
    return { ok: false, errors };
  return { ok: true, item: { name, unit: draft.unit, unitPriceCents: cents, vatRate } };
}
