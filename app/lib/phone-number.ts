/**
 * Phone numbers: the one rule every form uses (docs/product.md#phone-numbers).
 * A French number as people type it (ten digits starting with 0, in pairs
 * separated by spaces or dots, or with +33, +33 (0) or 0033 in front), or an
 * international one starting with '+' or '00' and another country code. Pure, no
 * zod: the predicates go straight into a zod `refine`, and public pages load
 * them with the forms.
 */

/** What people put between digits: spaces (no-break ones too), dots, dashes, brackets. */
const SEPARATORS = /[\s.\-()\u00a0\u202f]/g;
/** A French number without its trunk '0' or its '+33': 9 digits, the first not 0. */
const FRENCH_SIGNIFICANT_DIGITS = /^[1-9]\d{8}$/;
/** E.164 after the '+': a country code (never starting with 0) and the number, 8 to 15 digits in all. */
const INTERNATIONAL_DIGITS = /^[1-9]\d{7,14}$/;
const FRANCE_COUNTRY_CODE = "33";

/**
 * The 9 digits after the '0' of a complete French number, or null. '+33' and
 * '0033' may be followed by the '0' people add out of habit ('+33 (0)4…'); a
 * number with that prefix must be a complete French one.
 */
function frenchSignificantDigits(compact: string): string | null {
  const international = /^(?:\+|00)(\d*)$/.exec(compact)?.[1];
  let significant: string | null = null;
  if (international?.startsWith(FRANCE_COUNTRY_CODE))
    significant = international.slice(FRANCE_COUNTRY_CODE.length).replace(/^0/, "");
  else if (international === undefined && compact.startsWith("0")) significant = compact.slice(1);
  return significant !== null && FRENCH_SIGNIFICANT_DIGITS.test(significant) ? significant : null;
}

/** A French number written as five pairs of digits separated by spaces, or null when the value is not one. */
export function normalizeFrenchPhone(value: string): string | null {
  const significant = frenchSignificantDigits(value.replace(SEPARATORS, ""));
  return significant === null ? null : `0${significant}`.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/** True for a French number, or an international one of another country starting with '+' or '00'. */
export function isPhoneNumber(value: string): boolean {
  const compact = value.replace(SEPARATORS, "");
  if (frenchSignificantDigits(compact) !== null) return true;
  const international = /^(?:\+|00)(\d*)$/.exec(compact)?.[1];
  return (
    international !== undefined && !international.startsWith(FRANCE_COUNTRY_CODE) && INTERNATIONAL_DIGITS.test(international)
  );
}

/**
 * A `tel:` link for a number the rule above accepts (a French number in its international form, +33 and
 * the nine digits after the leading 0; a foreign one as written, + and its digits), or null for anything
 * else (then the number is shown, not dialled).
 */
export function telHrefOf(value: string): string | null {
  if (!isPhoneNumber(value)) return null;
  const compact = value.replace(SEPARATORS, "");
  const french = frenchSignificantDigits(compact);
  if (french !== null) return `tel:+${FRANCE_COUNTRY_CODE}${french}`;
  return `tel:+${compact.replace(/^(?:\+|00)/, "")}`;
}
