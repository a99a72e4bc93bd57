/**
 * French company identifiers as the owner types them (docs/product.md#legal-identity):
 * the SIRET (SIREN + NIC, 14 digits) and the intra-community VAT number
 * (FR, a 2-digit key, the SIREN). Spaces are allowed when typing; what is
 * kept is written one way.
 */

/** Spaces, non-breaking ones included, which people and PDFs put between groups of digits. */
const SPACES = /[\s\u00a0\u202f]/g;

/** The Luhn checksum (ISO/IEC 7812), which SIREN and SIRET numbers pass. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments outnumber the Luhn key's room: Insee also gives them numbers whose digits add up to a multiple of 5. */
const LA_POSTE_SIREN = "356000000";

export type SiretCheck = { ok: true; siret: string } | { ok: false; reason: "format" | "checksum" };

/** A typed SIRET: written '123 456 782 00010' when it is 14 digits that pass the check. */
export function checkSiret(typed: string): SiretCheck {
  const digits = typed.replace(SPACES, "");
  if (!/^\d{14}$/.test(digits)) return { ok: false, reason: "format" };
  const valid =
    passesLuhn(digits) || (digits.startsWith(LA_POSTE_SIREN) && [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0);
  if (!valid) return { ok: false, reason: "checksum" };
  return { ok: true, siret: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}` };
}

/** The SIREN (the company, 9 digits) of a SIRET as `checkSiret` writes it. */
export function sirenOfSiret(siret: string): string {
  return siret.replace(SPACES, "").slice(0, 9);
}

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on 2 digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");
}

export type VatCheck = { ok: true; vatNumber: string; siren: string } | { ok: false; reason: "format" | "key" };

/** A typed French VAT number: written 'FR11123456782' when its key matches its SIREN. */
export function checkFrenchVatNumber(typed: string): VatCheck {
  const compact = typed.replace(SPACES, "").toUpperCase();
  const m = /^FR(\d{2})(\d{9})$/.exec(compact);
  if (!m) return { ok: false, reason: "format" };
  const [, key, siren] = m as unknown as [string, string, string];
  if (key !== frenchVatKey(siren)) return { ok: false, reason: "key" };
  return { ok: true, vatNumber: compact, siren };
}
