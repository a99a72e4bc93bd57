import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import { getEnv, type Env } from "~/config/env.server";
import { getDatabase, type Database } from "~/db/client.server";
import { enqueueMail, isMailConfigured } from "~/features/mail/send.server";
import { logger } from "~/lib/logger.server";
import { systemClock, type Clock } from "~/lib/clock";
import { hashClientIp, hitRateLimit } from "~/lib/rate-limit.server";
import { normaliseEmail } from "./credentials";
import { AUTH_MESSAGES } from "./messages";
import { RESET_PASSWORD_PATH } from "./paths";
import { hitSignInThrottle, refundSignInAttempt } from "./sign-in-throttle.server";

/** Where better-auth would serve its HTTP endpoints; server/app.ts answers 404 there (the pages call it in-process). */
export const AUTH_BASE_PATH = "/api/auth";
/** A session ends after 7 days without activity... */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 7;
/** ...and is pushed back (row and cookie) at most once a day while the admin works. */
export const SESSION_REFRESH_AGE_S = 60 * 60 * 24;
/** A password reset link is valid 1 hour and used once. */
export const RESET_TOKEN_TTL_S = 60 * 60;
export const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;
export const RESET_REQUESTS_PER_WINDOW = 3;
/** Header holding the client address, always written by server/app.ts (never the client's). */
export const CLIENT_IP_HEADER = "x-client-ip";

export function clientIp(headers: Headers | undefined | null): string {
  return headers?.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

function bodyField(body: unknown, name: string): string {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
}

function buildAuthOptions(env: Env, database: Database, clock: Clock = systemClock) {
  return {
    appName: env.SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.SITE_URL],
    database: { dialect: database.authDialect, type: database.kind },
    telemetry: { enabled: false },
    user: {
      additionalFields: {
        // Set for an administrator created with a temporary password: the account page is forced until changed.
        mustChangePassword: { type: "boolean" as const, required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Only administrators have accounts; they are created with `npm run admin:create` or the administrators page.
      disableSignUp: true,
      minPasswordLength: 10,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }: { user: { email: string; name: string }; token: string }) {
        if (!isMailConfigured(env)) {
          logger.warn({ email: user.email }, "password reset asked but SMTP_URL is not set");
          return;
        }
        const link = `${env.SITE_URL}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
        // Not awaited: the answer must not take longer when the address exists.
        void enqueueMail({
          kind: "password_reset",
          to: user.email,
          subject: `${AUTH_MESSAGES.resetMailSubject} – ${env.SITE_NAME}`,
          text: resetMailText(env, user.name, link),
        }).catch((err: unknown) => logger.error({ err, email: user.email }, "password reset e-mail failed"));
      },
      async onPasswordReset({ user }: { user: { id: string; email: string } }) {
        // The admin chose this password: a temporary one is no longer in force.
        const ctx = await getAuth().$context;
        await ctx.internalAdapter.updateUser(user.id, { mustChangePassword: false });
        logger.info({ email: user.email }, "password reset by e-mail link");
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_S,
      updateAge: SESSION_REFRESH_AGE_S,
    },
    advanced: {
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" && ctx.path !== "/sign-up/email" && ctx.path !== "/request-password-reset") return;
        const email = bodyField(ctx.body, "email").trim();
        const ip = clientIp(ctx.headers);
        if (ctx.path === "/request-password-reset") {
          const now = clock();
          const limits = await Promise.all([
            hitRateLimit(`reset:ip:${hashClientIp(ip) ?? "unknown"}`, RESET_REQUESTS_PER_WINDOW * 3, RESET_REQUEST_WINDOW_MS, {
              now,
            }),
            hitRateLimit(`reset:email:${normaliseEmail(email)}`, RESET_REQUESTS_PER_WINDOW, RESET_REQUEST_WINDOW_MS, { now }),
          ]);
          const refused = limits.find((l) => !l.allowed);
          if (refused) {
            logger.warn({ ip, email }, "password reset requests rate-limited");
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: AUTH_MESSAGES.tooManyResetRequests(refused.retryAfterS), code: "TOO_MANY_REQUESTS" },
              { "Retry-After": String(refused.retryAfterS) },
            );
          }
          return;
        }
        // docs/product.md#admin-sign-in: sign-in and sign-up need an e-mail and a password, in the auth layer's words.
        if (!email || !bodyField(ctx.body, "password")) {
          throw new APIError("BAD_REQUEST", { message: AUTH_MESSAGES.missingCredentials, code: "MISSING_CREDENTIALS" });
        }
        if (ctx.path !== "/sign-in/email") return;
        const refused = await hitSignInThrottle(ip, email, env.RATE_LIMIT_SIGNIN_PER_MINUTE, clock);
        if (!refused.allowed) {
          logger.warn(
            {
              ip,
              email: normaliseEmail(email),
              byIp: refused.byAddress,
              byEmailFromIp: refused.byEmailFromAddress,
              retryAfterS: refused.retryAfterS,
            },
            "sign-in locked out: too many attempts",
          );
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: AUTH_MESSAGES.tooManyAttempts(refused.retryAfterS), code: "TOO_MANY_REQUESTS" },
            { "Retry-After": String(refused.retryAfterS) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const returned = ctx.context.returned;
        const email = normaliseEmail(bodyField(ctx.body, "email"));
        const ip = clientIp(ctx.headers);
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) logger.warn({ ip, email }, "sign-in failed: wrong e-mail or password");
          return;
        }
        // A successful sign-in is not an attempt against the account: give the hits back.
        await refundSignInAttempt(ip, email);
        logger.info({ ip, email }, "sign-in: password accepted");
      }),
    },
    plugins: [twoFactor({ issuer: env.SITE_NAME }), admin({ defaultRole: "admin", adminRoles: ["admin"] })],
    logger: { level: "error" as const },
    // Errors of the HTTP endpoints go to our logs; expected refusals (4xx) are logged by the hooks above.
    onAPIError: {
      onError(error: unknown) {
        if (isAPIError(error) && error.statusCode < 500)
          logger.debug({ code: error.body?.code }, "auth endpoint refused a request");
        else logger.error({ err: error }, "auth endpoint failed");
      },
    },
  };
}

function resetMailText(env: Env, name: string, link: string): string {
  return [
    `Bonjour ${name || ""},`.replace(" ,", ","),
    "",
    `Une demande de réinitialisation du mot de passe de votre compte administrateur ${env.SITE_NAME} a été faite.`,
    "Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :",
    "",
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.",
  ].join("\n");
}

/** `clock` decides the sign-in throttling windows (tests move it). */
export function createAuth(env: Env, database: Database, clock: Clock = systemClock) {
  return betterAuth(buildAuthOptions(env, database, clock));
}
export type Auth = ReturnType<typeof createAuth>;

let current: Auth | undefined;
let currentClock: Clock = systemClock;
export function getAuth(): Auth {
  current ??= createAuth(getEnv(), getDatabase(), currentClock);
  return current;
}
/**
 * Tests point the process at another database: forget the instance bound to
 * the previous one; the next one keeps time with `clock`.
 */
export function resetAuthForTests(clock: Clock = systemClock): void {
  current = undefined;
  currentClock = clock;
}

/** Creates or updates better-auth's tables; run under the migration lock. */
export async function migrateAuthTables(env: Env, database: Database): Promise<void> {
  const { runMigrations } = await getMigrations(buildAuthOptions(env, database));
  await runMigrations();
}
