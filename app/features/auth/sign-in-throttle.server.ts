/**
 * How many password attempts a client may make: per client address, and per
 * e-mail from that address. Failures a stranger makes elsewhere never lock an
 * administrator out. docs/decisions/011-sign-in-throttling.md says why.
 */
import { systemClock, type Clock } from "~/lib/clock";
import { hashClientIp, hitRateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import { normaliseEmail } from "./credentials";

export const SIGN_IN_WINDOW_MS = 60 * 1000;

/**
 * The rate-limit keys of a sign-in attempt: the client address (hashed, as
 * every IP we store), and the e-mail tried from that address.
 */
export function signInKeys(ip: string, email: string): { address: string; emailFromAddress: string } {
  const address = hashClientIp(ip) ?? "unknown";
  return { address: `signin:ip:${address}`, emailFromAddress: `signin:ip-email:${address}:${normaliseEmail(email)}` };
}

export type SignInThrottle =
  { allowed: true } | { allowed: false; retryAfterS: number; byAddress: boolean; byEmailFromAddress: boolean };

/** Counts one attempt (both keys) and says whether it may go on; `limit` attempts per key and window. */
export async function hitSignInThrottle(
  ip: string,
  email: string,
  limit: number,
  clock: Clock = systemClock,
): Promise<SignInThrottle> {
  const keys = signInKeys(ip, email);
  const now = clock();
  const [address, emailFromAddress] = await Promise.all([
    hitRateLimit(keys.address, limit, SIGN_IN_WINDOW_MS, { now }),
    hitRateLimit(keys.emailFromAddress, limit, SIGN_IN_WINDOW_MS, { now }),
  ]);
  if (address.allowed && emailFromAddress.allowed) return { allowed: true };
  return {
    allowed: false,
    retryAfterS: Math.max(address.retryAfterS, emailFromAddress.retryAfterS),
    byAddress: !address.allowed,
    byEmailFromAddress: !emailFromAddress.allowed,
  };
}

/** A password accepted is not an attempt against the account: gives both hits back. */
export async function refundSignInAttempt(ip: string, email: string): Promise<void> {
  const keys = signInKeys(ip, email);
  await Promise.all([refundRateLimit(keys.address), refundRateLimit(keys.emailFromAddress)]);
}
