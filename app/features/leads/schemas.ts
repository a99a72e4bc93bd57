/**
 * Quote requests (docs/product.md#contact-form, docs/product.md#quote-form): one schema per form,
 * used by the browser for instant messages and by the action as the only
 * gate, and the sanitising of what visitors write. The owner's notification
 * is notification.ts. Pure.
 */
// zod/mini: the same rules as zod, a fraction of the bytes in the public pages' JavaScript.
import * as z from "zod/mini";
import {
  LEAD_ADDRESS_MAX_LENGTH,
  LEAD_CITY_MAX_LENGTH,
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_EMAIL_MAX_LENGTH,
  LEAD_NAME_MAX_LENGTH,
  LEAD_PHONE_MAX_LENGTH,
  LEAD_SURFACE_MAX_M2,
} from "~/config/constants";
import { isEmailAddress } from "~/lib/email-address";
import { isPhoneNumber } from "~/lib/phone-number";
import { withoutHiddenCharacters } from "~/lib/hidden-characters";
import { PROJECT_OPTIONS, QUOTE_PROJECT_TYPES, type ContactProject, type QuoteProjectType } from "./copy";
import { CALLBACK_FIELD_MESSAGES } from "./callback-copy";
import { LEAD_FIELD_MESSAGES } from "./field-messages";

const M = LEAD_FIELD_MESSAGES;

/* ----------------------------------------------------------- sanitising */

/**
 * C0/C1 controls, format characters (zero-width, bidi overrides) and line/paragraph separators:
 * every hidden character of docs/product.md#visitor-text, and more.
 */
const HEADER_UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** A value safe in a mail header: no CR/LF or other control/format character, whitespace collapsed, trimmed. */
export function headerSafe(value: string): string {
  return value.replace(HEADER_UNSAFE, " ").replace(/\s+/g, " ").trim();
}

/**
 * Multi-line text: newlines as '\n', tabs kept, no other hidden character (docs/product.md#visitor-text;
 * NUL included: PostgreSQL refuses it in text).
 */
export function bodySafe(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(/[^\n\t]+/g, withoutHiddenCharacters);
}

/* --------------------------------------------------------------- fields */

function requiredLine(required: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: required })
    .check(
      z.overwrite(headerSafe),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: tooLongMessage }),
    );
}

function optionalLine(max: number, tooLongMessage: string) {
  return z.pipe(
    z.nullish(z.string({ error: M.invalidValue }).check(z.overwrite(headerSafe), z.maxLength(max, { error: tooLongMessage }))),
    z.transform((value: string | null | undefined) => value ?? ""),
  );
}

const multilineSafe = (value: string) => bodySafe(value).trim();

function requiredMultiline(required: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: required })
    .check(
      z.overwrite(multilineSafe),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: tooLongMessage }),
    );
}

function optionalMultiline(max: number, tooLongMessage: string) {
  return z.pipe(
    z.nullish(z.string({ error: M.invalidValue }).check(z.overwrite(multilineSafe), z.maxLength(max, { error: tooLongMessage }))),
    z.transform((value: string | null | undefined) => value ?? ""),
  );
}

const emailField = z
  .string({ error: M.emailRequired })
  .check(
    z.overwrite(headerSafe),
    z.minLength(1, { error: M.emailRequired, abort: true }),
    z.maxLength(LEAD_EMAIL_MAX_LENGTH, { error: M.emailTooLong, abort: true }),
    z.refine(isEmailAddress, { error: M.emailInvalid }),
  );

const PROJECT_VALUES = PROJECT_OPTIONS.map((option) => option.value) as [ContactProject, ...ContactProject[]];
const QUOTE_PROJECT_VALUES = QUOTE_PROJECT_TYPES.map((option) => option.value) as [QuoteProjectType, ...QuoteProjectType[]];

/** '12,5' or '12.5' or '1 200' → number; NaN when not a plain decimal number. */
export function parseFrenchDecimal(raw: string): number {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  return /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
}

const surfaceField = z.pipe(
  z.nullish(z.union([z.number(), z.string()], { error: M.surfaceInvalid })),
  z.transform((raw: number | string | null | undefined, ctx): number | undefined => {
    if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return undefined;
    const surface = typeof raw === "number" ? raw : parseFrenchDecimal(raw);
    const issue = !Number.isFinite(surface)
      ? M.surfaceInvalid
      : surface < 0
        ? M.surfaceNegative
        : surface > LEAD_SURFACE_MAX_M2
          ? M.surfaceTooLarge
          : null;
    if (issue === null) return surface;
    ctx.issues.push({ code: "custom", message: issue, input: raw });
    return undefined;
  }),
);

/* -------------------------------------------------------------- schemas */

/** Form A (home #contact and /contact). Values are trimmed; ville is '' when not given. */
export const contactFormSchema = z.object(
  {
    prenom: requiredLine(M.firstNameRequired, LEAD_NAME_MAX_LENGTH, M.firstNameTooLong),
    nom: requiredLine(M.lastNameRequired, LEAD_NAME_MAX_LENGTH, M.lastNameTooLong),
    telephone: requiredLine(M.phoneRequired, LEAD_PHONE_MAX_LENGTH, M.phoneTooLong),
    email: emailField,
    ville: optionalLine(LEAD_CITY_MAX_LENGTH, M.cityTooLong),
    projet: z.pipe(z.string({ error: M.projectRequired }).check(z.trim()), z.enum(PROJECT_VALUES, { error: M.projectRequired })),
    description: requiredMultiline(M.descriptionRequired, LEAD_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
  },
  { error: M.invalidForm },
);

export type ContactFormValues = z.output<typeof contactFormSchema>;

/**
 * Form B (/devis-gratuit). The browser uses native checks (no custom
 * messages); this is the server's gate. projectType and surface are
 * undefined when not given ('' included); surface accepts '12,5'.
 */
export const quoteFormSchema = z.object(
  {
    firstName: requiredLine(M.firstNameRequired, LEAD_NAME_MAX_LENGTH, M.firstNameTooLong),
    lastName: requiredLine(M.lastNameRequired, LEAD_NAME_MAX_LENGTH, M.lastNameTooLong),
    email: emailField,
    phone: requiredLine(M.phoneRequired, LEAD_PHONE_MAX_LENGTH, M.phoneTooLong),
    address: requiredLine(M.addressRequired, LEAD_ADDRESS_MAX_LENGTH, M.addressTooLong),
    projectType: z.pipe(
      z.pipe(
        z.nullish(z.string({ error: M.projectTypeInvalid }).check(z.trim())),
        z.transform((value: string | null | undefined) => value || undefined),
      ),
      z.optional(z.enum(QUOTE_PROJECT_VALUES, { error: M.projectTypeInvalid })),
    ),
    surface: surfaceField,
    description: optionalMultiline(LEAD_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
  },
  { error: M.invalidForm },
);

export type QuoteFormValues = z.output<typeof quoteFormSchema>;

/** A French postcode: 5 digits (a space inside is forgiven: '69 003'). */
const compactPostcode = (value: string) => value.replace(/[\s\u00a0\u202f]/g, "");

/**
 * The emergency call-back (docs/product.md#emergency-callback): a name and a
 * phone to call, a postcode when given ('' otherwise).
 */
export const callbackFormSchema = z.object(
  {
    nom: requiredLine(CALLBACK_FIELD_MESSAGES.nameRequired, LEAD_NAME_MAX_LENGTH, M.lastNameTooLong),
    telephone: requiredLine(CALLBACK_FIELD_MESSAGES.phoneRequired, LEAD_PHONE_MAX_LENGTH, M.phoneTooLong).check(
      z.refine(isPhoneNumber, { error: CALLBACK_FIELD_MESSAGES.phoneInvalid }),
    ),
    codePostal: z.pipe(
      z.nullish(z.string({ error: M.invalidValue }).check(z.overwrite((v) => compactPostcode(headerSafe(v))))),
      z.pipe(
        z.transform((value: string | null | undefined) => value ?? ""),
        z.string().check(z.refine((v) => v === "" || /^\d{5}$/.test(v), { error: CALLBACK_FIELD_MESSAGES.postcodeInvalid })),
      ),
    ),
  },
  { error: M.invalidForm },
);

export type CallbackFormValues = z.output<typeof callbackFormSchema>;

/** The first message of each field (key 'form' for errors not tied to a field). */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = typeof head === "string" || typeof head === "number" ? String(head) : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/* ----------------------------------------------------------- submission */

/** A validated request: the form it came from and its values. */
export type LeadSubmission =
  | { form: "contact"; values: ContactFormValues }
  | { form: "quote"; values: QuoteFormValues }
  | { form: "callback"; values: CallbackFormValues };
