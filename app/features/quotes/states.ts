/**
 * The life of a devis (docs/product.md#devis-states). What is stored is the
 * owner's and the customer's acts (draft, sent, accepted, refused,
 * withdrawn); 'Vu' and 'Expiré' are read from the dates, so no job has to
 * flip them and every instance agrees.
 */
import { parisIsoDay } from "~/lib/dates";

export const STORED_QUOTE_STATUSES = ["draft", "sent", "accepted", "refused", "withdrawn"] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];

/**
 * The devis kept when their request is deleted (by the owner, the retention purge or a person's
 * erasure): a signed contract, which the business must be able to produce
 * (docs/decisions/042-personal-data-of-devis.md). Any other goes with its request.
 */
export const QUOTE_STATUSES_KEPT_WITHOUT_REQUEST: readonly StoredQuoteStatus[] = ["accepted"];

export const QUOTE_STATES = [
  { value: "draft", label: "Brouillon" },
  { value: "sent", label: "Envoyé" },
  { value: "viewed", label: "Vu" },
  { value: "accepted", label: "Accepté" },
  { value: "refused", label: "Refusé" },
  { value: "expired", label: "Expiré" },
  { value: "withdrawn", label: "Rétracté" },
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number]["value"];

export interface QuoteStateFacts {
  status: string;
  /** the first time the customer opened the page, ISO */
  viewedAt: string | null;
  /** the last day the latest version sent can be accepted, 'YYYY-MM-DD' (Paris) */
  validUntil: string | null;
}

export function quoteStateOf(quote: QuoteStateFacts, now: Date): QuoteState {
  if (quote.status !== "sent") return isStoredStatus(quote.status) ? quote.status : "draft";
  if (quote.validUntil && parisIsoDay(now) > quote.validUntil) return "expired";
  return quote.viewedAt ? "viewed" : "sent";
}

export function quoteStateLabel(state: QuoteState): string {
  return QUOTE_STATES.find((s) => s.value === state)?.label ?? state;
}

function isStoredStatus(value: string): value is StoredQuoteStatus {
  return (STORED_QUOTE_STATUSES as readonly string[]).includes(value);
}

/** 'DV-2026-0001': the year's sequence, four digits at least, never reused. */
export function quoteNumberOf(year: number, sequence: number): string {
  return `DV-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The day a devis sent on `sentOn` stops being valid, included ('YYYY-MM-DD' both). */
export function validUntilOf(sentOn: string, validityDays: number): string {
  const day = new Date(`${sentOn}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + validityDays);
  return day.toISOString().slice(0, 10);
}
