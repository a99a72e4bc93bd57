/**
 * A signed-in administrator for the AI browser tests (minimal; replace with
 * tests/e2e/helpers/admin.ts once the auth work has landed).
 *
 * The user is created in the test server's own database with better-auth
 * itself (same password hashing as the app), then signed in through the real
 * HTTP endpoint POST /api/auth/sign-in/email.
 */
import type { BrowserContext } from "playwright-core";
import { parseEnv } from "~/config/env.server";
import { createDatabase } from "~/db/client.server";
import { createAuth } from "~/features/auth/auth.server";

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Creates an administrator in the database of a server started with this DATA_DIR / DATABASE_URL. */
export async function createAdmin(
  server: { dataDir: string; url: string },
  databaseUrl: string | undefined,
  credentials: AdminCredentials,
): Promise<void> {
  const env = parseEnv({ DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl ?? "", SITE_URL: server.url, NODE_ENV: "test" });
  const database = createDatabase(env);
  try {
    await createAuth(env, database).api.createUser({
      body: { email: credentials.email, password: credentials.password, name: "Administrateur", role: "admin" },
    });
  } finally {
    await database.close();
  }
}

/** Signs in over HTTP; returns the Cookie header value of the session. */
export async function signIn(baseUrl: string, credentials: AdminCredentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Puts the session cookie into a browser context. */
export async function addSessionCookie(context: BrowserContext, baseUrl: string, cookieHeader: string): Promise<void> {
  await context.addCookies(
    cookieHeader.split("; ").map((pair) => {
      const eq = pair.indexOf("=");
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseUrl, httpOnly: true, sameSite: "Lax" as const };
    }),
  );
}
