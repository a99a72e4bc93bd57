/** The tables of site visits, review requests and the owner's calendar feed (db/migrations/023-visits.ts, 024-reviews.ts). */

/** A site visit (db/migrations/023-visits.ts). */
export interface VisitTable {
  id: string;
  lead_id: string;
  /** the calendar event's stable UID */
  uid: string;
  starts_at: string;
  ends_at: string;
  /** 'YYYY-MM-DD', the Paris day of starts_at */
  day: string;
  note: string;
  /** proposed (customer's pick awaiting the owner), confirmed, cancelled */
  status: string;
  /** owner or customer */
  booked_by: string;
  /** the event's SEQUENCE, bumped at each move or cancellation */
  sequence: number;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export interface VisitBookingLinkTable {
  lead_id: string;
  nonce: string;
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}

/** A won request's end of work and its review request (db/migrations/024-reviews.ts). */
export interface LeadJobCompletionTable {
  lead_id: string;
  /** 'YYYY-MM-DD' ('Chantier terminé le'), null until given */
  job_done_on: string | null;
  /** the owner's 'Ne pas demander d'avis à ce client' */
  review_request_off: boolean;
  review_requested_at: string | null;
  /** SHA-256 (hex) of the unsubscribe link's token (features/reviews/unsubscribe-link.server.ts) */
  unsubscribe_token_hash: string;
  updated_at: string;
}

/** An address that asked for no review request: SHA-256 (hex) of the address lower-cased. */
export interface ReviewOptOutTable {
  email_hash: string;
  created_at: string;
}

/** The owner's calendar feed address (one row, id 1; features/calendar-feed/feed-link.server.ts). */
export interface CalendarFeedSecretTable {
  id: number;
  nonce: string;
  token_hash: string;
  created_at: string;
}
