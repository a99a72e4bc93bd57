/**
 * The browser's check of a lead form before it is posted: the same zod schema
 * as the server's. Loaded on demand (see use-lead-form), so zod is not in the
 * JavaScript of a page until a visitor starts filling a form.
 */
import type { LeadFormKind } from "./form-state";
import { callbackFormSchema, contactFormSchema, fieldErrorsOf, quoteFormSchema } from "./schemas";

const SCHEMAS = { contact: contactFormSchema, quote: quoteFormSchema, callback: callbackFormSchema } as const;

/** field → message for the entries ({} when valid). */
export function validateLead(kind: LeadFormKind, values: Record<string, string>): Record<string, string> {
  const result = SCHEMAS[kind].safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}
