/**
 * Who the administrator is looking for (docs/product.md#personal-data): an e-mail address,
 * compared without case, or a phone number, compared by its digits whatever the spacing and
 * the prefix (06…, +33 6…, 0033 6…, +33 (0)6…). Pure: the page checks it as the server does.
 */
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from "~/lib/email-address";
import { PERSONAL_DATA_MESSAGES } from "./messages";

export type PersonIdentifier =
  | { kind: "email"; /** lower-cased */ email: string; display: string }
  | {
      kind: "phone";
      /** the number without its national or international prefix: the nine digits after the 0 of a French number, the country code and number for a foreign one */
      digits: string;
      display: string;
    };

export type ParsedSearch = { ok: true; identifier: PersonIdentifier } | { ok: false; message: string };

/** What a phone number may be written with. */
const PHONE_CHARACTERS = /^[+\d\s.\-()/]+$/;
/** How much of a refused entry the message repeats. */
const SHOWN_MAX_LENGTH = 60;

/**
 * The significant digits of a phone number, or null when it is not one: a French number (0 and
 * 9 digits, or +33 / 0033 and 9 digits, a '(0)' after the prefix forgiven) gives its 9 digits
 * after the 0; another country's (+ or 00, 8 to 15 digits) its digits with the country code.
 */
export function significantPhoneDigits(value: string): string | null {
  const compact = value
    .normalize("NFKC")
    .replace(/\(0\)/g, "")
    .replace(/[^\d+]/g, "");
  const international = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null;
  if (international !== null) {
    if (!/^\d{8,15}$/.test(international)) return null;
    if (!international.startsWith("33")) return international;
    const national = international.slice(2).replace(/^0/, "");
    return /^\d{9}$/.test(national) ? national : null;
  }
  return /^0\d{9}$/.test(compact) ? compact.slice(1) : null;
}

/**
 * Whether a stored phone (free text on the quote and contact forms) is this number: the same
 * significant digits when it reads as one number, else when its digits contain them
 * (two numbers in one field, or a number followed by a remark such as 'le soir').
 */
export function storedPhoneMatches(stored: string, digits: string): boolean {
  const own = significantPhoneDigits(stored);
  if (own !== null) return own === digits;
  return stored.replace(/\D/g, "").includes(digits);
}

/** A LIKE pattern every stored phone that can match selects (its digits in order, anything between), escape-free: digits only. */
export function phoneLikePattern(digits: string): string {
  return `%${digits.split("").join("%")}%`;
}

function shown(value: string): string {
  return value.length > SHOWN_MAX_LENGTH ? `${value.slice(0, SHOWN_MAX_LENGTH)}…` : value;
}

/** The search field as typed: an e-mail, a phone number, or the French message saying what is wrong. */
export function parsePersonSearch(raw: unknown): ParsedSearch {
  const value = typeof raw === "string" ? raw.normalize("NFKC").trim() : "";
  if (!value) return { ok: false, message: PERSONAL_DATA_MESSAGES.emptySearch };
  const invalid = { ok: false as const, message: PERSONAL_DATA_MESSAGES.invalidSearch(shown(value)) };
  if (value.includes("@")) {
    if (value.length > EMAIL_ADDRESS_MAX_LENGTH || !isEmailAddress(value)) return invalid;
    return { ok: true, identifier: { kind: "email", email: value.toLowerCase(), display: value } };
  }
  if (!PHONE_CHARACTERS.test(value)) return invalid;
  const digits = significantPhoneDigits(value);
  if (!digits) return invalid;
  return { ok: true, identifier: { kind: "phone", digits, display: value.replace(/\s+/g, " ") } };
}
