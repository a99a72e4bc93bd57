import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { QUOTE_TERMS_MESSAGES, quoteTermsSection } from "./sections/quote-terms";

const check = (draft: { quoteValidityDays: string; quotePaymentTerms: string; quoteReminderDays: string }) => {
  const result = quoteTermsSection.schema.safeParse(draft);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: result.error.issues.map((i) => [i.path.join("."), i.message]) };
};

describe("the 'Devis' section of Réglages", () => {
  it("reads validity, payment terms and increasing reminder days ('' for none)", () => {
    expect(check({ quoteValidityDays: "45", quotePaymentTerms: " 30 % à la commande ", quoteReminderDays: "3, 10;20" })).toEqual({
      ok: true,
      value: { quoteTerms: { validityDays: 45, paymentTerms: "30 % à la commande", reminderDays: [3, 10, 20] } },
    });
    expect(check({ quoteValidityDays: "30", quotePaymentTerms: "", quoteReminderDays: "" })).toMatchObject({
      ok: true,
      value: { quoteTerms: { reminderDays: [] } },
    });
  });

  it("refuses a validity out of bounds, reminders out of order or past 60 days", () => {
    expect(check({ quoteValidityDays: "0", quotePaymentTerms: "", quoteReminderDays: "10, 3" })).toEqual({
      ok: false,
      errors: [
        ["quoteValidityDays", QUOTE_TERMS_MESSAGES.validity],
        ["quoteReminderDays", QUOTE_TERMS_MESSAGES.reminderOrder],
      ],
    });
    expect(check({ quoteValidityDays: "30", quotePaymentTerms: "", quoteReminderDays: "3, 61" })).toMatchObject({
      errors: [["quoteReminderDays", QUOTE_TERMS_MESSAGES.reminderDays]],
    });
    expect(check({ quoteValidityDays: "30", quotePaymentTerms: "", quoteReminderDays: "trois" })).toMatchObject({
      errors: [["quoteReminderDays", QUOTE_TERMS_MESSAGES.reminderDays]],
    });
  });

  it("reads settings saved before the section existed as the defaults", () => {
    const stored = quoteTermsSection.stored.parse({});
    expect(stored).toEqual({
      quoteValidityDays: String(DEFAULT_SITE.quoteTerms.validityDays),
      quotePaymentTerms: DEFAULT_SITE.quoteTerms.paymentTerms,
      quoteReminderDays: "3, 10",
    });
  });
});
