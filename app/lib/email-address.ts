/**
 * E-mail addresses (docs/product.md#phone-numbers): the one syntax check every
 * form and setting uses (lead forms, administrators, password reset, the
 * business's 'Réglages', the SITE_EMAIL / LEADS_TO environment), how a typed
 * address is normalised, and the `mailto:` links built from an address. Pure,
 * no zod: the public pages load it with the forms. Both functions fit zod as
 * they are: `z.string().overwrite(normalizeEmailAddress).refine(isEmailAddress, message)`,
 * or `z.overwrite` and `z.refine` with zod/mini.
 */

/** RFC 5321's limits: the whole address, its local part, one domain label. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;

/**
 * The local part: RFC 5322's dot-atom, whose atext is letters, digits and
 * !#$%&'*+-/=?^_`{|}~, minus the characters that mean something in a URL's
 * query or path (? & % / =): an address is put in `mailto:` links, and one
 * like `x@evil.example?cc=spy@evil.example` must never become a second
 * recipient. Quoted local parts ("a b"@x.fr) are not accepted either.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$'*+\-^_`{|}~]+(?:\.[A-Za-z0-9!#$'*+\-^_`{|}~]+)*$/;
/** A host name label: letters, digits and inner hyphens (IDN in its xn-- form). */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** The top-level domain: letters, or an IDN one in its xn-- form; never all digits. */
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/;

/** The address as it is kept: what was typed, without the spaces a paste brings around it. */
export function normalizeEmailAddress(value: string): string {
  return value.trim();
}

/** True for a plain address 'local@domain.tld' as defined above (no surrounding spaces). */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_ADDRESS_MAX_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!);
}

/**
 * A `mailto:` link to one address, with optional subject and body. The
 * address is percent-encoded part by part around a literal '@' (RFC 6068),
 * so whatever an address holds (one stored before the check above, say) it
 * stays one recipient: '?', '&', '#' and '%' are encoded and start nothing.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const at = address.lastIndexOf("@");
  const encoded =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${encoded}${query ? `?${query}` : ""}`;
}
