/**
 * What a devis says, as the owner writes it (docs/product.md#devis): the
 * customer, the work grouped in sections of lines, the money terms and the
 * dates. Amounts are integer cents, quantities integer hundredths, VAT rates
 * basis points: every total is exact and computed the same in the browser and
 * on the server (./totals.ts).
 */

/** The units a line is counted in. */
import { QUOTE_TERMS_LIMITS } from "~/config/site";

export const QUOTE_UNITS = ["u", "m", "ml", "m²", "h", "forfait"] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** The VAT rates of building work in France, in basis points (550 = 5,5 %). */
export const VAT_RATES = [550, 1000, 2000] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The rates below the normal one, which require the customer's statement that the home is over two years old. */
export const REDUCED_VAT_RATES: readonly VatRate[] = [550, 1000];

/**
 * Where the contract is concluded, which decides the customer's rights
 * (docs/product.md#devis-withdrawal): at a distance (online) or at the
 * customer's home, 14 days to withdraw; at home, no payment within 7 days,
 * unless the customer asked for an urgent repair at home.
 */
export const SIGNING_CONTEXTS = ["distance", "home", "home-urgent"] as const;
export type SigningContext = (typeof SIGNING_CONTEXTS)[number];

export interface QuoteLine {
  /** stable within the devis (the customer's ticks of optional lines name it) */
  id: string;
  designation: string;
  quantityHundredths: number;
  unit: QuoteUnit;
  unitPriceCents: number;
  vatRate: VatRate;
  /** an option the customer may tick when accepting; not in the totals unless ticked */
  optional: boolean;
}

export interface QuoteSection {
  id: string;
  /** 'Dépose', 'Fourniture et pose'…; may be empty for a devis without sections */
  title: string;
  lines: QuoteLine[];
}

export type QuoteDeposit = { kind: "none" } | { kind: "percent"; basisPoints: number } | { kind: "amount"; cents: number };

export interface QuoteCustomer {
  name: string;
  email: string;
  phone: string;
  /** the customer's address when it differs from the site's; may be empty */
  address: string;
  /** where the work is done */
  siteAddress: string;
}

export interface QuoteContent {
  customer: QuoteCustomer;
  /** the object of the work: 'Réfection de la couverture en zinc' */
  title: string;
  sections: QuoteSection[];
  /** free text under the lines */
  notes: string;
  /** travel costs before tax (0: none, which the devis says), at the normal rate */
  travelCents: number;
  travelVatRate: VatRate;
  deposit: QuoteDeposit;
  paymentTerms: string;
  validityDays: number;
  /** 'YYYY-MM-DD' or '' */
  estimatedStart: string;
  /** '3 jours', '2 semaines'; may be empty */
  estimatedDuration: string;
  signingContext: SigningContext;
}

/** Bounds past which an input is refused with a message, never saved. */
export const QUOTE_LIMITS = {
  maxLines: 200,
  maxSections: 40,
  /** 1 M€: above is a typing mistake for a roofer's devis */
  maxAmountCents: 100_000_000,
  maxQuantityHundredths: 10_000_000,
  designation: 500,
  sectionTitle: 120,
  title: 200,
  notes: 5000,
  paymentTerms: QUOTE_TERMS_LIMITS.paymentTerms,
  customerName: 120,
  customerEmail: 254,
  customerPhone: 30,
  address: 300,
  estimatedDuration: 80,
  minValidityDays: QUOTE_TERMS_LIMITS.minValidityDays,
  maxValidityDays: QUOTE_TERMS_LIMITS.maxValidityDays,
} as const;

export const UNIT_LABELS: Record<QuoteUnit, string> = {
  u: "u",
  m: "m",
  ml: "ml",
  "m²": "m²",
  h: "h",
  forfait: "forfait",
};

/** '5,5 %', '10 %', '20 %' (no-break space before the sign). */
export function vatRateLabel(rate: number): string {
  const whole = Math.floor(rate / 100);
  const rest = rate % 100;
  const digits = rest === 0 ? String(whole) : `${whole},${String(rest).replace(/0$/, "")}`;
  return `${digits}\u00a0%`;
}

export function isVatRate(value: unknown): value is VatRate {
  return VAT_RATES.includes(value as VatRate);
}

export function isQuoteUnit(value: unknown): value is QuoteUnit {
  return QUOTE_UNITS.includes(value as QuoteUnit);
}

export function usesReducedVat(content: Pick<QuoteContent, "sections">): boolean {
  return content.sections.some((s) => s.lines.some((l) => REDUCED_VAT_RATES.includes(l.vatRate)));
}
