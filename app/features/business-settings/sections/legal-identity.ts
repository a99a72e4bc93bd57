/**
 * 'Identité légale' (docs/product.md#legal-identity): what the law asks the
 * site to say about its publisher beside the registration of 'Mentions
 * légales' (legal-notice.ts): legal form, share capital, SIRET, VAT number,
 * publication director, and where data requests go. SIRET, VAT number and
 * director may stay empty while the owner looks them up: the dashboard says
 * they are due, and the pages say 'à renseigner'.
 */
import { z } from "zod";
import { DEFAULT_SITE } from "~/config/site";
import { checkFrenchVatNumber, checkSiret, sirenOfSiret } from "~/lib/company-identifiers";
import { isEmailAddress, normalizeEmailAddress } from "~/lib/email-address";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { readTextFields, requiredText, storedObject, storedText } from "./fields";
import type { SettingsSection } from "./section";

export interface LegalIdentitySettings {
  /** 'SARL (société à responsabilité limitée)' */
  legalForm: string;
  /** '10 000 €'; '' when the form has none (an individual business) */
  shareCapital: string;
  /** '123 456 782 00010' or '' */
  siret: string;
  /** 'FR11123456782' or '' */
  vatNumber: string;
  publicationDirector: string;
  /** '' = the main e-mail */
  privacyEmail: string;
}

export type LegalIdentityDraft = LegalIdentitySettings;

const FIELDS = ["legalForm", "shareCapital", "siret", "vatNumber", "publicationDirector", "privacyEmail"] as const;

const optionalText = z.string().trim().max(LIMITS.text, M.tooLong);

/** '' when left empty; else what `keep` makes of the typed value, or null and the message to show. */
const optionalParsed = (keep: (typed: string) => { value: string } | { message: string }) =>
  z.string().transform((typed, ctx) => {
    if (typed.trim() === "") return "";
    const result = keep(typed);
    if ("value" in result) return result.value;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  });

const siretField = optionalParsed((typed) => {
  const checked = checkSiret(typed);
  if (checked.ok) return { value: checked.siret };
  return { message: checked.reason === "format" ? M.siretFormat : M.siretChecksum };
});

const vatNumberField = optionalParsed((typed) => {
  const checked = checkFrenchVatNumber(typed);
  if (checked.ok) return { value: checked.vatNumber };
  return { message: checked.reason === "format" ? M.vatFormat : M.vatKey };
});

const schema = z
  .object({
    legalForm: requiredText(M.legalFormRequired),
    shareCapital: optionalText,
    siret: siretField,
    vatNumber: vatNumberField,
    publicationDirector: optionalText,
    privacyEmail: z
      .string()
      .overwrite(normalizeEmailAddress)
      .refine((email) => email === "" || (email.length <= LIMITS.text && isEmailAddress(email)), M.privacyEmailInvalid),
  })
  .transform((identity, ctx) => {
    // both given: the VAT number is built on the company's SIREN, the SIRET's first 9 digits
    if (identity.siret !== "" && identity.vatNumber !== "" && identity.vatNumber.slice(4) !== sirenOfSiret(identity.siret)) {
      ctx.addIssue({ code: "custom", message: M.vatNotSiret, path: ["vatNumber"] });
      return z.NEVER;
    }
    return identity;
  });

export const legalIdentitySection: SettingsSection<LegalIdentityDraft, LegalIdentitySettings> = {
  readForm: (form) => readTextFields(form, FIELDS),
  schema,
  // Settings saved before these fields existed showed the code's legal form and capital: they still do.
  stored: storedObject({
    legalForm: z.string().catch(DEFAULT_SITE.legalForm),
    shareCapital: z.string().catch(DEFAULT_SITE.shareCapital),
    siret: storedText,
    vatNumber: storedText,
    publicationDirector: storedText,
    privacyEmail: storedText,
  }),
  toDraft: (s) => ({ ...pick(s) }),
  fromSite: (site) => ({
    legalForm: site.legalForm,
    shareCapital: site.shareCapital,
    siret: site.siret,
    vatNumber: site.vatNumber,
    publicationDirector: site.publicationDirector,
    privacyEmail: site.privacyEmail ?? "",
  }),
  toSite: (s) => ({ ...pick(s), privacyEmail: s.privacyEmail === "" ? null : s.privacyEmail }),
};

/** Only this section's keys (the settings object holds every section's). */
function pick(s: LegalIdentitySettings): LegalIdentitySettings {
  return Object.fromEntries(FIELDS.map((key) => [key, s[key]])) as unknown as LegalIdentitySettings;
}
