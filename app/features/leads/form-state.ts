/**
 * What a lead form shows after a submission: the JSON answer of the
 * submission endpoints (with JavaScript) and the one-time state handed to the
 * page after a plain POST (without JavaScript). Pure: shared by both sides.
 */
/** Form A, form B and the emergency call-back (docs/product.md#emergency-callback). */
export type LeadFormKind = "contact" | "quote" | "callback";

/** The endpoints the forms post to (resource routes in app/routes/api/). */
export const LEAD_ENDPOINTS: Record<LeadFormKind, string> = {
  contact: "/api/leads/contact",
  quote: "/api/leads/quote",
  callback: "/api/leads/callback",
};

/** Where a form's page is when the form does not say (no-JS redirect target). */
export const LEAD_DEFAULT_PAGES: Record<LeadFormKind, string> = {
  contact: "/contact",
  quote: "/devis-gratuit",
  callback: "/urgence-toiture",
};

/** The hidden fields every lead form sends. */
export const HONEYPOT_FIELD = "website";
export const REDIRECT_FIELD = "redirectTo";
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** The answer to a submission with JavaScript (fetch, Accept: application/json). */
export type LeadSubmitResult =
  | {
      ok: true;
      message: string;
      /** the stored request's reference (D-2026-0042) */
      reference?: string;
      /** an emergency call-back: when the call comes (callback-time.ts) */
      callBack?: string;
    }
  | { ok: false; errors: Record<string, string>; message: string | null };

/** The state a page passes to its form after a plain POST (see readLeadFormState). */
export interface LeadFormState {
  form: LeadFormKind;
  status: "success" | "invalid" | "error";
  /** field → message (status 'invalid') */
  errors?: Record<string, string>;
  /** the visitor's entries, to fill the form again ('invalid' and 'error') */
  values?: Record<string, string>;
  /** a message not tied to a field (failure, too many requests) */
  message?: string | null;
  /** the stored request's reference ('success') */
  reference?: string;
  /** an emergency call-back's promise ("success") */
  callBack?: string;
}
