/**
 * The idempotency key a lead form sends in a hidden field: made in the
 * browser, one per form shown (a new one after each success), so a retry of
 * the same submission is recognised and stored once. Pure: shared by the
 * form and the server. Why it is never rendered by the server:
 * docs/decisions/010-idempotent-lead-submissions.md.
 */

/** 128 random bits, hex: unguessable, so nobody can answer for someone else's submission. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the server accepts from the field: our own keys, and any similar token a client of the API may send. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The key a submission carries: null when the field is missing or empty (a
 * page shown without JavaScript), not ok for anything else than a token.
 */
export function readIdempotencyKey(
  value: FormDataEntryValue | null | undefined,
): { ok: true; key: string | null } | { ok: false } {
  if (value === null || value === undefined || value === "") return { ok: true, key: null };
  return typeof value === "string" && KEY_PATTERN.test(value) ? { ok: true, key: value } : { ok: false };
}
