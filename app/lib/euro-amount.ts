/**
 * Amounts in euros as the owner types them in 'Réglages' and as the site shows
 * them (docs/product.md#repair-prices): '55', '55,50', '1 234,50' in, whole
 * cents kept, '1 234,50 €' out with French typography (a narrow no-break space
 * between thousands, a no-break space before the sign).
 */

/** The largest amount taken: no roofing repair price comes near it, and cents stay exact integers. */
export const MAX_EURO_CENTS = 100_000_000;

const SPACES = /[\s\u00a0\u202f]/g;
/** Digits grouped by three with spaces (or not), then a comma or a dot and one or two decimals. */
const AMOUNT = /^(\d{1,3}(?:\d{3})*|\d{1,3}(?: \d{3})+)(?:[.,](\d{1,2}))?$/;

/** The typed amount in cents ('1 234,50' → 123450), or null when it is not an amount (negative, three decimals, letters). */
export function parseEuroAmount(typed: string): number | null {
  const value = typed.replace(/€\s*$/u, "").trim().replace(SPACES, " ");
  const m = AMOUNT.exec(value);
  if (!m) return null;
  const euros = Number(m[1]!.replace(/ /g, ""));
  const cents = euros * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents <= MAX_EURO_CENTS ? cents : null;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** '55', '55,50', '1 234,50' (narrow no-break space): no decimals for whole euros. */
function frenchNumber(cents: number): string {
  const euros = groupThousands(String(Math.floor(cents / 100)), "\u202f");
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros},${String(rest).padStart(2, "0")}`;
}

/** '1 234,50 €', as shown on the site. */
export function formatEuros(cents: number): string {
  return `${frenchNumber(cents)}\u00a0€`;
}

/** What the form shows for a stored amount ('1234,50'), which parseEuroAmount reads back. */
export function euroAmountForInput(cents: number): string {
  return frenchNumber(cents).replace(/\u202f/g, " ");
}
