import { LANDING_RATING } from "../ratings";
import type { Claim } from "../types";

/** Claims shared by several landing pages (docs/product.md#business-facts). */
export const ratingClaim = { icon: "Star", label: `${LANDING_RATING.label} d'avis clients` } as const satisfies Claim;
export const instalmentsClaim = { icon: "CreditCard", label: "Paiement en 3 fois" } as const satisfies Claim;
export const quoteWithinTwoHoursClaim = { icon: "Timer", label: "Devis sous 2h" } as const satisfies Claim;
export const decennialClaim = { icon: "ShieldCheck", label: "Garantie décennale" } as const satisfies Claim;

/** Formats a starting price: `fromPrice(45, "m²")` → 'À partir de 45 €/m²'. */
export function fromPrice(euros: number, unit?: string): string {
  return `À partir de ${euros} €${unit ? `/${unit}` : ""}`;
}
