/**
 * The `rate_limits` rows an e-mail address is the key of (docs/product.md#rate-limits):
 * - the acknowledgements' per-recipient counter, keyed by an HMAC of the address (the key
 *   leads/acknowledgement-limits.server.ts writes);
 * - the sign-in attempts per e-mail and client address, and the password-reset requests per
 *   e-mail (the address in clear, lower-cased, as features/auth writes them).
 * A phone number keys none.
 */
import type { CounterKind } from "./record";

export { acknowledgementRecipientKey as acknowledgementCounterKey } from "~/features/leads/acknowledgement-limits.server";

export function passwordResetCounterKey(email: string): string {
  return `reset:email:${email.trim().toLowerCase()}`;
}

/** Sign-in keys are `signin:ip-email:{hashed address}:{e-mail}`: this prefix and suffix, any address between. */
export const SIGN_IN_COUNTER_PREFIX = "signin:ip-email:";

export function signInCounterSuffix(email: string): string {
  return `:${email.trim().toLowerCase()}`;
}

export function counterKindOf(key: string): CounterKind {
  if (key.startsWith("lead-ack-to:")) return "acknowledgement";
  if (key.startsWith(SIGN_IN_COUNTER_PREFIX)) return "sign-in";
  return "password-reset";
}
