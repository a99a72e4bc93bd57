import { isAPIError } from "better-auth/api";
import { logger } from "~/lib/logger.server";
import { getAuth } from "./auth.server";
import { normaliseEmail } from "./credentials";
import { AUTH_MESSAGES } from "./messages";

/**
 * 'Mot de passe oublié': better-auth's requestPasswordReset / resetPassword
 * (token valid 1 hour, used once); the e-mail goes through the outbox
 * (auth.server.ts, sendResetPassword).
 */
export type ResetOutcome = { ok: true } | { ok: false; status: number; message: string };

/** Same answer, and about the same time, whether an administrator has this address or not. */
export async function requestPasswordReset(request: Request, email: string): Promise<ResetOutcome> {
  try {
    await getAuth().api.requestPasswordReset({ body: { email: normaliseEmail(email) }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 429) {
      return { ok: false, status: 429, message: error.body?.message ?? AUTH_MESSAGES.exception };
    }
    logger.error({ err: error }, "password reset request failed");
    return { ok: false, status: 500, message: AUTH_MESSAGES.exception };
  }
}

/** True while a reset link can still be used (the page says so before anything is typed). */
export async function resetTokenIsValid(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return false;
  const ctx = await getAuth().$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && new Date(verification.expiresAt) > new Date());
}

export async function resetPassword(token: string, newPassword: string): Promise<ResetOutcome> {
  try {
    await getAuth().api.resetPassword({ body: { newPassword, token } });
    return { ok: true };
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400)
      return { ok: false, status: 400, message: AUTH_MESSAGES.resetInvalidToken };
    logger.error({ err: error }, "password reset failed");
    return { ok: false, status: 500, message: AUTH_MESSAGES.exception };
  }
}
