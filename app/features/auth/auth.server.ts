import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { admin, twoFactor } from "better-auth/plugins";
import { getEnv, type Env } from "~/config/env.server";
import { getDatabase, type Database } from "~/db/client.server";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_AGE_S = 60 * 60 * 24;

function buildAuthOptions(env: Env, database: Database) {
  return {
    appName: env.SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.SITE_URL],
    database: { dialect: database.authDialect, type: database.kind },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // Only administrators have accounts; they are created with `npm run admin:create`.
      disableSignUp: true,
      minPasswordLength: 10,
    },
    session: {
      expiresIn: SESSION_MAX_AGE_S,
      updateAge: SESSION_REFRESH_AGE_S,
    },
    advanced: {
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const },
    },
    plugins: [twoFactor({ issuer: env.SITE_NAME }), admin({ defaultRole: "admin", adminRoles: ["admin"] })],
    logger: { level: "error" as const },
  };
}

export function createAuth(env: Env, database: Database) {
  return betterAuth(buildAuthOptions(env, database));
}
export type Auth = ReturnType<typeof createAuth>;

let current: Auth | undefined;
export function getAuth(): Auth {
  current ??= createAuth(getEnv(), getDatabase());
  return current;
}

/** Creates or updates better-auth's tables; run under the migration lock. */
export async function migrateAuthTables(env: Env, database: Database): Promise<void> {
  const { runMigrations } = await getMigrations(buildAuthOptions(env, database));
  await runMigrations();
}
