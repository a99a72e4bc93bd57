/** 'Coordonnées': the phones, the e-mail and the postal address. */
import { z } from "zod";
import { isEmailAddress, normalizeEmailAddress } from "~/lib/email-address";
import { normalizeFrenchPhone } from "~/lib/phone-number";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { parsedText, readTextFields, requiredText, storedObject, storedText } from "./fields";
import type { SettingsSection } from "./section";

export interface ContactSettings {
  /** a French number in pairs of digits, as normalizeFrenchPhone writes it */
  phone: string;
  /** '' = the main phone */
  emergencyPhone: string;
  email: string;
  address: { street: string; postalCode: string; city: string };
}

export interface ContactDraft {
  phone: string;
  emergencyPhone: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
}

/** A French number, written in pairs of digits (docs/product.md#phone-numbers). */
const frenchPhone = (message: string) => parsedText(normalizeFrenchPhone, message);
/** The same, or '' when left empty. */
const optionalFrenchPhone = (message: string) =>
  parsedText((typed) => (typed.trim() === "" ? "" : normalizeFrenchPhone(typed)), message);

const schema = z
  .object({
    phone: frenchPhone(M.phoneInvalid),
    emergencyPhone: optionalFrenchPhone(M.emergencyPhoneInvalid),
    email: z
      .string()
      .overwrite(normalizeEmailAddress)
      .refine((email) => email.length <= LIMITS.text && isEmailAddress(email), M.emailInvalid),
    street: requiredText(M.streetRequired),
    postalCode: z
      .string()
      .overwrite((typed) => typed.replace(/[\s\u00a0\u202f]/g, ""))
      .regex(/^\d{5}$/, M.postalCodeInvalid),
    city: requiredText(M.cityRequired),
  })
  .transform(({ street, postalCode, city, ...contact }) => ({ ...contact, address: { street, postalCode, city } }));

export const contactSection: SettingsSection<ContactDraft, ContactSettings> = {
  readForm: (form) => readTextFields(form, ["phone", "emergencyPhone", "email", "street", "postalCode", "city"]),
  schema,
  stored: storedObject({
    phone: storedText,
    emergencyPhone: storedText,
    email: storedText,
    address: storedObject({ street: storedText, postalCode: storedText, city: storedText }),
  }).transform(({ address, ...contact }) => ({ ...contact, ...address })),
  toDraft: (s) => ({
    phone: s.phone,
    emergencyPhone: s.emergencyPhone,
    email: s.email,
    street: s.address.street,
    postalCode: s.address.postalCode,
    city: s.address.city,
  }),
  fromSite: (site) => ({
    phone: site.phone,
    emergencyPhone: site.emergencyPhone ?? "",
    email: site.email,
    address: { street: site.address.street, postalCode: site.address.postalCode, city: site.address.city },
  }),
  toSite: (s, base) => ({
    phone: s.phone,
    emergencyPhone: s.emergencyPhone === "" ? null : s.emergencyPhone,
    email: s.email,
    address: { ...base.address, ...s.address },
  }),
};
