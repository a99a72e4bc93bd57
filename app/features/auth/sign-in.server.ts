import { isAPIError } from "better-auth/api";
import { logger } from "~/lib/logger.server";
import { getAuth } from "./auth.server";
import { AUTH_MESSAGES } from "./messages";

/**
 * Sign-in through better-auth's server API, called from React Router actions
 * (works without JavaScript). Every outcome carries the Set-Cookie headers to
 * forward: the session cookie, or the short-lived two-factor challenge cookie.
 */
export type SignInOutcome =
  | { kind: "signed-in"; cookies: string[]; mustChangePassword: boolean }
  | { kind: "two-factor"; cookies: string[] }
  | { kind: "error"; status: number; message: string; cookies: string[] };

interface ApiErrorLike {
  statusCode: number;
  body?: { message?: string; code?: string };
  headers?: HeadersInit;
  message: string;
}

function cookiesOf(headers: Headers | null | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

/** better-call keeps the headers set before an error (e.g. a cleared challenge cookie) under this global symbol. */
const API_ERROR_HEADERS = Symbol.for("better-call:api-error-headers");

function errorCookies(error: unknown): string[] {
  const headers = error && typeof error === "object" ? (error as Record<symbol, unknown>)[API_ERROR_HEADERS] : undefined;
  return headers instanceof Headers ? headers.getSetCookie() : [];
}

function errorCode(error: ApiErrorLike): string {
  return error.body?.code ?? "";
}

/** docs/product.md#admin-sign-in: wrong credentials, another provider error, or an exception. */
export function signInErrorMessage(error: unknown): { status: number; message: string } {
  if (!isAPIError(error)) {
    logger.error({ err: error }, "sign-in failed with an exception");
    return { status: 500, message: AUTH_MESSAGES.exception };
  }
  const apiError = error as unknown as ApiErrorLike;
  const code = errorCode(apiError);
  const message = apiError.body?.message ?? apiError.message;
  if (code === "TOO_MANY_REQUESTS" || apiError.statusCode === 429) return { status: 429, message };
  if (code === "MISSING_CREDENTIALS") return { status: 400, message: AUTH_MESSAGES.missingCredentials };
  if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || apiError.statusCode === 401) {
    return { status: 401, message: AUTH_MESSAGES.invalidCredentials };
  }
  return { status: apiError.statusCode || 400, message: AUTH_MESSAGES.providerError(message) };
}

export async function signInWithPassword(request: Request, email: string, password: string): Promise<SignInOutcome> {
  try {
    const result = await getAuth().api.signInEmail({
      body: { email: email.trim(), password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    const cookies = cookiesOf(result.headers);
    const response = result.response as { twoFactorRedirect?: boolean; user?: { mustChangePassword?: boolean } } | null;
    if (response?.twoFactorRedirect) return { kind: "two-factor", cookies };
    return { kind: "signed-in", cookies, mustChangePassword: response?.user?.mustChangePassword === true };
  } catch (error) {
    return { kind: "error", ...signInErrorMessage(error), cookies: errorCookies(error) };
  }
}

/** A 6-digit TOTP code, or a backup code (xxxxx-xxxxx). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, "");
}

function twoFactorErrorMessage(error: unknown): { status: number; message: string } {
  if (!isAPIError(error)) {
    logger.error({ err: error }, "two-factor verification failed with an exception");
    return { status: 500, message: AUTH_MESSAGES.exception };
  }
  const apiError = error as unknown as ApiErrorLike;
  switch (errorCode(apiError)) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return { status: 401, message: AUTH_MESSAGES.invalidCode };
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOTP_NOT_ENABLED":
      return { status: 401, message: AUTH_MESSAGES.challengeExpired };
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return { status: 429, message: AUTH_MESSAGES.codeLocked };
    default:
      return {
        status: apiError.statusCode || 400,
        message: AUTH_MESSAGES.providerError(apiError.body?.message ?? apiError.message),
      };
  }
}

/** Second step of a sign-in with two-factor: the challenge cookie plus a TOTP or backup code. */
export async function verifySignInCode(request: Request, rawCode: string): Promise<SignInOutcome> {
  const code = normaliseCode(rawCode);
  if (!code) return { kind: "error", status: 400, message: AUTH_MESSAGES.codeRequired, cookies: [] };
  const auth = getAuth();
  try {
    const result = isTotpCode(code)
      ? await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true })
      : await auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true });
    logger.info({ userId: result.response.user.id }, "sign-in: second factor accepted");
    const user = result.response.user as { mustChangePassword?: boolean };
    return { kind: "signed-in", cookies: cookiesOf(result.headers), mustChangePassword: user.mustChangePassword === true };
  } catch (error) {
    const failure = twoFactorErrorMessage(error);
    if (failure.status !== 500) logger.warn({ code: errorCode(error as ApiErrorLike) }, "sign-in: second factor refused");
    return { kind: "error", ...failure, cookies: errorCookies(error) };
  }
}

/** True while a two-factor challenge cookie is present (the password step succeeded). */
export function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("cookie") ?? "");
}
