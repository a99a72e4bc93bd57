/** The tables of devis written on a request and answered online (db/migrations/022-quotes.ts). */

/** A devis: the owner's working copy and what became of it (db/migrations/022-quotes.ts). */
export interface QuoteTable {
  id: string;
  lead_id: string | null;
  /** 'DV-2026-0001' */
  number: string;
  /** draft, sent, accepted, refused, withdrawn (features/quotes/states.ts) */
  status: string;
  /** QuoteContent as JSON */
  content: string;
  revision: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
  /** the latest version sent, null while a draft never sent */
  current_version: number | null;
  first_sent_at: string | null;
  last_sent_at: string | null;
  /** 'YYYY-MM-DD', last day the latest version sent can be accepted */
  valid_until: string | null;
  /** random, with the server's secret gives the private link's token (features/quotes/link.server.ts) */
  token_nonce: string | null;
  /** SHA-256 (hex) of the private link's token */
  token_hash: string | null;
  token_expires_at: string | null;
  token_revoked_at: string | null;
  viewed_at: string | null;
  answered_at: string | null;
  refusal_reason: string | null;
  withdrawn_at: string | null;
}

export interface QuoteVersionTable {
  id: string;
  quote_id: string;
  version: number;
  /** QuoteDocument as JSON, exactly as hashed */
  document: string;
  document_hash: string;
  sent_at: string;
  sent_by: string | null;
}

export interface QuoteAcceptanceTable {
  quote_id: string;
  version: number;
  signer_name: string;
  accepted_at: string;
  ip: string;
  user_agent: string;
  document_hash: string;
  /** JSON list of the optional line ids ticked */
  ticked_options: string;
  reduced_vat_statement: boolean;
}

export interface QuoteCounterTable {
  year: number;
  last: number;
}

export interface QuoteCatalogueTable {
  id: string;
  name: string;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
  position: number;
  created_at: string;
  updated_at: string;
}
