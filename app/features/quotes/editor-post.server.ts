/**
 * The editor's save as posted (docs/product.md#devis-editor): the form as
 * typed travels as one JSON field (`quote`), with the revision it was made
 * on. Read strictly, here, before parseQuoteForm checks the values: a body
 * that is not the editor's (forged, cut, too large) gets a French refusal,
 * never an error page.
 */
import { z } from "zod";
import type { QuoteFormInput } from "./parse-form";

const QUOTE_FIELD = "quote";
const REVISION_FIELD = "revision";
/** 'Écraser avec ma version': the revision the owner saw in the refusal, which this save replaces. */
const OVERWRITE_FIELD = "overwrite";

/** The JSON of the largest devis the rules accept fits in far less; past it, the post is not the editor's. */
export const QUOTE_JSON_MAX_CHARS = 1_000_000;
/** The editor's body (server/body-limits.ts): that JSON urlencoded, in mostly accented French. */
export const QUOTE_FORM_MAX_BYTES = 2 * 1024 * 1024;

export const QUOTE_POST_MESSAGES = {
  unreadable: "Le devis envoyé est illisible\u00a0: rechargez la page, vos dernières modifications seront à refaire.",
  tooLarge: "Le devis envoyé est trop volumineux\u00a0: raccourcissez les textes les plus longs.",
} as const;

/** A typed value: bounded so that an absurd paste is refused by the rules' own message, not memory. */
const typed = z.string().max(20_000);
const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

const lineSchema = z.strictObject({
  id,
  designation: typed,
  quantity: typed,
  unit: typed,
  unitPrice: typed,
  vatRate: typed,
  optional: z.boolean(),
});

const inputSchema = z.strictObject({
  customer: z.strictObject({ name: typed, email: typed, phone: typed, address: typed, siteAddress: typed }),
  title: typed,
  // a little over the rules' limits, so that their French message is the one the owner reads
  sections: z.array(z.strictObject({ id, title: typed, lines: z.array(lineSchema).max(400) })).max(80),
  notes: typed,
  travel: typed,
  travelVatRate: typed,
  depositKind: typed,
  depositValue: typed,
  paymentTerms: typed,
  validityDays: typed,
  estimatedStart: typed,
  estimatedDuration: typed,
  signingContext: typed,
}) satisfies z.ZodType<QuoteFormInput>;

export type QuotePost =
  { ok: true; input: QuoteFormInput; baseRevision: number; overwrite: boolean } | { ok: false; message: string };

function uniqueIds(input: QuoteFormInput): boolean {
  const ids = input.sections.flatMap((s) => [s.id, ...s.lines.map((l) => l.id)]);
  return new Set(ids).size === ids.length;
}

/** The posted editor form, or why it cannot be read. */
export function readQuotePost(form: FormData): QuotePost {
  const json = form.get(QUOTE_FIELD);
  if (typeof json !== "string") return { ok: false, message: QUOTE_POST_MESSAGES.unreadable };
  if (json.length > QUOTE_JSON_MAX_CHARS) return { ok: false, message: QUOTE_POST_MESSAGES.tooLarge };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, message: QUOTE_POST_MESSAGES.unreadable };
  }
  const parsed = inputSchema.safeParse(value);
  if (!parsed.success || !uniqueIds(parsed.data)) return { ok: false, message: QUOTE_POST_MESSAGES.unreadable };
  const overwriteTyped = form.get(OVERWRITE_FIELD);
  const revisionTyped = typeof overwriteTyped === "string" && overwriteTyped !== "" ? overwriteTyped : form.get(REVISION_FIELD);
  const baseRevision = typeof revisionTyped === "string" && /^\d{1,9}$/.test(revisionTyped) ? Number(revisionTyped) : NaN;
  if (!Number.isSafeInteger(baseRevision) || baseRevision < 1) return { ok: false, message: QUOTE_POST_MESSAGES.unreadable };
  return { ok: true, input: parsed.data, baseRevision, overwrite: overwriteTyped !== null && overwriteTyped !== "" };
}
