/**
 * Administrators for the blog's browser tests. Temporary: replaced by the
 * shared `tests/e2e/helpers/admin.ts` (createAdmin, signIn) once the admin
 * access issue has landed.
 *
 * The server runs in another process; the administrator is written straight
 * into its database through better-auth's own adapter (same password hashing
 * and column types as `npm run admin:create`), then signs in over HTTP.
 */
import type { BrowserContext } from "playwright-core";
import { parseEnv } from "~/config/env.server";
import { createDatabase, type Database } from "~/db/client.server";
import { createAuth } from "~/features/auth/auth.server";
import type { TestServer } from "./server";

/** A connection to the running server's database (close it after use). */
export function openServerDatabase(server: TestServer): Database {
  return createDatabase({ DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl });
}

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
}

/** Creates an administrator with an e-mail/password account. */
export async function createBlogAdmin(server: TestServer, email: string, password = "mot-de-passe-solide-42"): Promise<TestAdmin> {
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: server.dataDir,
    DATABASE_URL: server.databaseUrl ?? "",
    SITE_URL: server.url,
    LOG_LEVEL: "silent",
  });
  const database = createDatabase(env);
  try {
    const ctx = await createAuth(env, database).$context;
    const user = await ctx.internalAdapter.createUser(
      { email, name: email.split("@")[0] ?? email, emailVerified: true, role: "admin" },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await ctx.password.hash(password),
    });
    return { id: user.id, email, password };
  } finally {
    await database.close();
  }
}

export interface AdminSession {
  /** The value of a Cookie header carrying the session. */
  cookie: string;
  cookies: { name: string; value: string }[];
}

/** Signs in through better-auth's endpoint (with the site's Origin, as a browser would). */
export async function signInBlogAdmin(server: TestServer, admin: TestAdmin): Promise<AdminSession> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    return { name: pair.slice(0, index), value: pair.slice(index + 1) };
  });
  return { cookies, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

/** Puts the session cookies into a browser context. */
export async function addSessionCookies(context: BrowserContext, server: TestServer, session: AdminSession): Promise<void> {
  await context.addCookies(session.cookies.map((c) => ({ ...c, url: server.url, httpOnly: true, sameSite: "Lax" as const })));
}
