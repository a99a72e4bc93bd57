/** What the devis editor and its route agree on: the form's id, its intents and the answer to a refused save. */
import type { QuoteFieldErrors, QuoteFormInput } from "../parse-form";

export const QUOTE_EDITOR_FORM_ID = "quote-editor-form";
export const SAVE_INTENT = "save";
export const DUPLICATE_INTENT = "duplicate";

export interface QuoteConflict {
  /** the revision saved now: 'Écraser avec ma version' replaces exactly this one */
  revision: number;
  saved: QuoteFormInput;
  savedAt: string;
  savedBy: string | null;
}

/** The action's answer to a save it refused. */
export interface QuoteSaveRefusal {
  intent: typeof SAVE_INTENT | typeof DUPLICATE_INTENT | string;
  /** a message for the whole form (unreadable post, read-only devis) */
  message?: string;
  errors?: QuoteFieldErrors;
  conflict?: QuoteConflict;
}
