import { isAPIError } from "better-auth/api";
import { formatFrenchAbbreviatedDateTime } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { getAuth } from "./auth.server";
import { passwordProblem } from "./credentials";
import { describeUserAgent, isMobileUserAgent } from "./devices";
import type { AdminSession } from "./guards.server";
import { AUTH_MESSAGES } from "./messages";
import { isTotpCode, normaliseCode } from "./sign-in.server";

/**
 * The account page's operations, through better-auth's server API with the
 * admin's own request headers (so better-auth checks the session, the
 * password and the codes itself). Each success returns the Set-Cookie headers
 * to forward: several operations rotate the session cookie.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Outcome<K extends string> = { ok: true; cookies: string[] } | { ok: false; errors: FieldErrors<K>; message?: string };

function apiCode(error: unknown): string {
  return isAPIError(error) ? ((error.body as { code?: string } | undefined)?.code ?? "") : "";
}

function unexpected(error: unknown, what: string): { ok: false; errors: Record<string, never>; message: string } {
  logger.error({ err: error }, `${what} failed`);
  return { ok: false, errors: {}, message: AUTH_MESSAGES.exception };
}

/* ---------- password ---------- */

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
  /** sign the other devices out (scope 'others', docs/product.md#account) */
  revokeOthers: boolean;
}

export async function changeOwnPassword(
  request: Request,
  admin: AdminSession,
  input: PasswordChange,
): Promise<Outcome<"current" | "next" | "confirm">> {
  const errors: FieldErrors<"current" | "next" | "confirm"> = {};
  if (!input.current) errors.current = AUTH_MESSAGES.currentPasswordRequired;
  const weak = passwordProblem(input.next, { email: admin.user.email });
  if (weak) errors.next = weak;
  else if (input.next === input.current) errors.next = AUTH_MESSAGES.samePassword;
  else if (input.next !== input.confirm) errors.confirm = AUTH_MESSAGES.passwordsDiffer;
  if (Object.keys(errors).length) return { ok: false, errors };
  const auth = getAuth();
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword: input.current, newPassword: input.next, revokeOtherSessions: input.revokeOthers },
      headers: request.headers,
      returnHeaders: true,
    });
    const ctx = await auth.$context;
    await ctx.internalAdapter.updateUser(admin.user.id, { mustChangePassword: false });
    logger.info({ email: admin.user.email, revokeOthers: input.revokeOthers }, "password changed");
    return { ok: true, cookies: result.headers?.getSetCookie() ?? [] };
  } catch (error) {
    if (apiCode(error) === "INVALID_PASSWORD") return { ok: false, errors: { current: AUTH_MESSAGES.currentPasswordWrong } };
    return unexpected(error, "password change");
  }
}

/* ---------- two-factor (TOTP) ---------- */

export interface TwoFactorEnrolment {
  totpURI: string;
  /** base32 secret, for typing into the app by hand */
  secret: string;
  /** the QR code of totpURI, as SVG markup generated here */
  qrSvg: string;
  backupCodes: string[];
}

const TOTP_URI = /^otpauth:\/\/totp\/[^\s]{1,300}$/;
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

export async function enrolmentView(totpURI: string, backupCodes: string[]): Promise<TwoFactorEnrolment | null> {
  if (!TOTP_URI.test(totpURI)) return null;
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  if (!/^[A-Z2-7]+=*$/.test(secret)) return null;
  // loaded when an administrator enrols, not at start-up
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(totpURI, {
    type: "svg",
    margin: 0,
    errorCorrectionLevel: "M",
    color: { dark: "#0f1724", light: "#ffffff" },
  });
  return { totpURI, secret, qrSvg, backupCodes: backupCodes.filter((c) => BACKUP_CODE.test(c)).slice(0, 20) };
}

/** Step 1: the password, then a secret (not active until a code confirms it) and backup codes. */
export async function startTwoFactor(
  request: Request,
  admin: AdminSession,
  password: string,
): Promise<{ ok: true; enrolment: TwoFactorEnrolment } | { ok: false; errors: FieldErrors<"password">; message?: string }> {
  if (admin.user.twoFactorEnabled) return { ok: false, errors: {}, message: AUTH_MESSAGES.twoFactorAlreadyEnabled };
  if (!password) return { ok: false, errors: { password: AUTH_MESSAGES.currentPasswordRequired } };
  try {
    const result = await getAuth().api.enableTwoFactor({ body: { password }, headers: request.headers });
    if (!("totpURI" in result) || !result.totpURI) return unexpected(result, "two-factor enrolment");
    const enrolment = await enrolmentView(result.totpURI, result.backupCodes ?? []);
    if (!enrolment) return unexpected(result.totpURI, "two-factor enrolment (URI)");
    return { ok: true, enrolment };
  } catch (error) {
    const code = apiCode(error);
    if (code === "INVALID_PASSWORD") return { ok: false, errors: { password: AUTH_MESSAGES.currentPasswordWrong } };
    if (code === "TOTP_ALREADY_ENABLED") return { ok: false, errors: {}, message: AUTH_MESSAGES.twoFactorAlreadyEnabled };
    return unexpected(error, "two-factor enrolment");
  }
}

/** Step 2: a code from the app turns two-factor on (better-auth rotates the session). */
export async function confirmTwoFactor(request: Request, admin: AdminSession, rawCode: string): Promise<Outcome<"code">> {
  const code = normaliseCode(rawCode);
  if (!isTotpCode(code)) return { ok: false, errors: { code: AUTH_MESSAGES.codeRequired } };
  try {
    const result = await getAuth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    logger.info({ email: admin.user.email }, "two-factor enabled");
    return { ok: true, cookies: result.headers?.getSetCookie() ?? [] };
  } catch (error) {
    if (apiCode(error) === "INVALID_CODE") return { ok: false, errors: { code: AUTH_MESSAGES.invalidCode } };
    return unexpected(error, "two-factor confirmation");
  }
}

/** Turning two-factor off needs the password and a current code (or a backup code). */
export async function disableTwoFactor(
  request: Request,
  admin: AdminSession,
  password: string,
  rawCode: string,
): Promise<Outcome<"password" | "code">> {
  const code = normaliseCode(rawCode);
  const errors: FieldErrors<"password" | "code"> = {};
  if (!password) errors.password = AUTH_MESSAGES.currentPasswordRequired;
  if (!code) errors.code = AUTH_MESSAGES.codeRequired;
  if (Object.keys(errors).length) return { ok: false, errors };
  const auth = getAuth();
  try {
    if (isTotpCode(code)) await auth.api.verifyTOTP({ body: { code }, headers: request.headers });
    else await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers: request.headers });
  } catch (error) {
    const failed = apiCode(error);
    if (failed === "INVALID_CODE" || failed === "INVALID_BACKUP_CODE")
      return { ok: false, errors: { code: AUTH_MESSAGES.invalidCode } };
    return unexpected(error, "two-factor code check");
  }
  try {
    const result = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
    logger.info({ email: admin.user.email }, "two-factor disabled");
    return { ok: true, cookies: result.headers?.getSetCookie() ?? [] };
  } catch (error) {
    if (apiCode(error) === "INVALID_PASSWORD") return { ok: false, errors: { password: AUTH_MESSAGES.currentPasswordWrong } };
    return unexpected(error, "two-factor disabling");
  }
}

/* ---------- sessions ---------- */

export interface SessionSummary {
  id: string;
  device: string;
  mobile: boolean;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  current: boolean;
}

export async function listOwnSessions(admin: AdminSession): Promise<SessionSummary[]> {
  const ctx = await getAuth().$context;
  const now = Date.now();
  const sessions = await ctx.internalAdapter.listSessions(admin.user.id);
  return sessions
    .filter((s) => new Date(s.expiresAt).getTime() > now)
    .map((s) => ({
      id: s.id,
      device: describeUserAgent(s.userAgent),
      mobile: isMobileUserAgent(s.userAgent),
      ipAddress: s.ipAddress ?? null,
      createdAt: new Date(s.createdAt).toISOString(),
      lastActiveAt: new Date(s.updatedAt).toISOString(),
      expiresAt: new Date(s.expiresAt).toISOString(),
      current: s.id === admin.session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

export interface SessionRow extends SessionSummary {
  /** last activity, in French and Paris time (formatted here so the server and the browser show the same text) */
  lastActive: string;
}

/** The admin's own sessions as the account pages list them. */
export async function listOwnSessionRows(admin: AdminSession): Promise<SessionRow[]> {
  return (await listOwnSessions(admin)).map((s) => ({ ...s, lastActive: formatFrenchAbbreviatedDateTime(s.lastActiveAt) }));
}

/** Ends one of the admin's own sessions, by id (tokens never leave the server). */
export async function revokeOwnSession(admin: AdminSession, sessionId: string): Promise<boolean> {
  const ctx = await getAuth().$context;
  const target = (await ctx.internalAdapter.listSessions(admin.user.id)).find((s) => s.id === sessionId);
  if (!target) return false;
  await ctx.internalAdapter.deleteSession(target.token);
  logger.info({ email: admin.user.email, sessionId, own: target.id === admin.session.id }, "session revoked");
  return true;
}

export const SIGN_OUT_SCOPES = ["local", "global", "others"] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];
export function isSignOutScope(value: unknown): value is SignOutScope {
  return typeof value === "string" && (SIGN_OUT_SCOPES as readonly string[]).includes(value);
}

/**
 * The sign-out scopes (docs/product.md#account): 'local' this device, 'global' every device,
 * 'others' every device but this one. Returns the cookies to forward.
 */
export async function signOutScope(request: Request, admin: AdminSession, scope: SignOutScope): Promise<string[]> {
  const auth = getAuth();
  if (scope === "others") {
    await auth.api.revokeOtherSessions({ headers: request.headers });
    logger.info({ email: admin.user.email }, "signed out of the other devices");
    return [];
  }
  if (scope === "global") {
    await auth.api.revokeSessions({ headers: request.headers });
    logger.info({ email: admin.user.email }, "signed out of every device");
  }
  const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return result.headers?.getSetCookie() ?? [];
}

/** The Set-Cookie headers an operation returned, for the redirect that follows it. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
