/**
 * 'Devis' (docs/product.md#devis-terms): what a new devis starts with (its
 * validity in days and the payment terms) and the days after sending when a
 * devis still unanswered is recalled to the customer ('3, 10'; empty: never).
 */
import { z } from "zod";
import { DEFAULT_SITE, QUOTE_TERMS_LIMITS as QUOTE_LIMITS, type QuoteTerms } from "~/config/site";
import { readTextFields, storedObject } from "./fields";
import type { SettingsSection } from "./section";

export interface QuoteTermsSettings {
  quoteTerms: QuoteTerms;
}

export interface QuoteTermsDraft {
  quoteValidityDays: string;
  quotePaymentTerms: string;
  quoteReminderDays: string;
}

/** The reminders' bounds: within two months of sending, a handful at most. */
const REMINDER_LIMITS = { minDay: 1, maxDay: 60, maxCount: 5 } as const;

export const QUOTE_TERMS_MESSAGES = {
  validity: `Durée de validité invalide\u00a0: un nombre de jours entre ${QUOTE_LIMITS.minValidityDays} et ${QUOTE_LIMITS.maxValidityDays}.`,
  paymentTermsTooLong: `${QUOTE_LIMITS.paymentTerms} caractères au plus.`,
  reminderDays: `Jours de relance invalides\u00a0: des nombres entre ${REMINDER_LIMITS.minDay} et ${REMINDER_LIMITS.maxDay}, séparés par des virgules (ex.\u00a0: 3, 10), ou rien pour ne jamais relancer.`,
  reminderOrder: "Jours de relance\u00a0: chaque relance doit venir après la précédente (ex.\u00a0: 3, 10).",
  reminderCount: `${REMINDER_LIMITS.maxCount} relances au plus.`,
} as const;

/** '3, 10' → [3, 10]; '' → []; null when it is not a list of whole numbers. */
export function parseReminderDays(typed: string): number[] | null {
  const parts = typed
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  if (!parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

const schema = z
  .object({ quoteValidityDays: z.string().trim(), quotePaymentTerms: z.string().trim(), quoteReminderDays: z.string().trim() })
  .transform((draft, ctx) => {
    const issue = (path: keyof QuoteTermsDraft, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    const validityDays = /^\d{1,3}$/.test(draft.quoteValidityDays) ? Number(draft.quoteValidityDays) : NaN;
    if (!(validityDays >= QUOTE_LIMITS.minValidityDays && validityDays <= QUOTE_LIMITS.maxValidityDays))
      issue("quoteValidityDays", QUOTE_TERMS_MESSAGES.validity);
    const paymentTerms = draft.quotePaymentTerms.replace(/\r\n?/g, "\n");
    if (paymentTerms.length > QUOTE_LIMITS.paymentTerms) issue("quotePaymentTerms", QUOTE_TERMS_MESSAGES.paymentTermsTooLong);
    const reminderDays = parseReminderDays(draft.quoteReminderDays);
    if (!reminderDays || reminderDays.some((d) => d < REMINDER_LIMITS.minDay || d > REMINDER_LIMITS.maxDay))
      issue("quoteReminderDays", QUOTE_TERMS_MESSAGES.reminderDays);
    else if (reminderDays.some((d, i) => i > 0 && d <= reminderDays[i - 1]!))
      issue("quoteReminderDays", QUOTE_TERMS_MESSAGES.reminderOrder);
    else if (reminderDays.length > REMINDER_LIMITS.maxCount) issue("quoteReminderDays", QUOTE_TERMS_MESSAGES.reminderCount);
    if (ctx.issues.length > 0 || !reminderDays) return z.NEVER;
    return { quoteTerms: { validityDays, paymentTerms, reminderDays } };
  });

const DEFAULTS = DEFAULT_SITE.quoteTerms;

const draftOf = (terms: QuoteTerms): QuoteTermsDraft => ({
  quoteValidityDays: String(terms.validityDays),
  quotePaymentTerms: terms.paymentTerms,
  quoteReminderDays: terms.reminderDays.join(", "),
});

export const quoteTermsSection: SettingsSection<QuoteTermsDraft, QuoteTermsSettings> = {
  readForm: (form) => readTextFields(form, ["quoteValidityDays", "quotePaymentTerms", "quoteReminderDays"]),
  schema,
  // saved before the section existed: the defaults
  stored: storedObject({
    quoteTerms: storedObject({
      validityDays: z.number().int().catch(DEFAULTS.validityDays),
      paymentTerms: z.string().catch(DEFAULTS.paymentTerms),
      reminderDays: z.array(z.number().int()).catch([...DEFAULTS.reminderDays]),
    }),
  }).transform(({ quoteTerms }) => draftOf(quoteTerms)),
  toDraft: ({ quoteTerms }) => draftOf(quoteTerms),
  fromSite: (site) => ({ quoteTerms: { ...site.quoteTerms, reminderDays: [...site.quoteTerms.reminderDays] } }),
  toSite: (s) => ({ quoteTerms: s.quoteTerms }),
};
