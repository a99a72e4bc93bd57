import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { BrowserContext, Page } from "playwright-core";
import type { TestServer } from "./server";

/**
 * Helpers for tests that need an administrator. Stable signatures, used by
 * every engineer's browser tests:
 *
 *   await createAdmin(server, { email, password, name });   // what npm run admin:create does, on the server's database
 *   await signIn(page, server, { email, password });         // through the real sign-in page (tests of signing in)
 *   await signInByCookie(page, server, { email, password }); // over HTTP, the cookie given to the page's context
 *   const cookie = await signInCookie(server, { email, password }); // for fetch-level tests
 */
export interface AdminCredentials {
  email: string;
  password: string;
  name?: string;
}

export const DEFAULT_ADMIN: Required<AdminCredentials> = {
  email: "patron@az-toiture.test",
  password: "Zinc-et-ardoise-2024",
  name: "Jean Patron",
};

const ROOT = path.resolve(import.meta.dirname, "../../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin:create -- <args>` (tsx scripts/admin-create.ts) against the server's DATA_DIR / DATABASE_URL. */
export async function runAdminCreate(
  server: TestServer,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(TSX, ["scripts/admin-create.ts", ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.databaseUrl ?? "",
        SITE_URL: server.url,
        LOG_LEVEL: "warn",
        ...env,
      },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : 1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

/**
 * Creates the administrator (or resets that one's password) on the running server's database with
 * `createOrResetAdmin`, the function `npm run admin:create` runs, in this process: spawning the command
 * (tsx, then the app's modules) cost about two seconds of CPU per administrator. The command itself is
 * tested through `runAdminCreate` (auth-security.test.ts). Throws the command's French message on a refusal.
 */
export async function createAdmin(server: TestServer, credentials: AdminCredentials = DEFAULT_ADMIN): Promise<void> {
  const [{ parseEnv }, { createDatabase }, { createAuth }, { createOrResetAdmin }] = await Promise.all([
    import("~/config/env.server"),
    import("~/db/client.server"),
    import("~/features/auth/auth.server"),
    import("~/features/auth/admins.server"),
  ]);
  const env = parseEnv({
    NODE_ENV: "production",
    DATA_DIR: server.dataDir,
    DATABASE_URL: server.databaseUrl ?? "",
    SITE_URL: server.url,
    // Creating an account signs nothing; a secret given here keeps parseEnv from writing one into DATA_DIR.
    AUTH_SECRET: "unused-by-account-creation-".padEnd(40, "x"),
  });
  const database = createDatabase(env);
  try {
    await createOrResetAdmin(
      { email: credentials.email, password: credentials.password, name: credentials.name },
      createAuth(env, database),
    );
  } finally {
    await database.close();
  }
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) from a base32 secret, as an authenticator app computes it. */
export function totp(secretBase32: string, timeMs = Date.now(), stepS = 30, digits = 6): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secretBase32.replace(/[\s=]/g, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 1000 / stepS)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}

/**
 * A well-formed code that the authenticator app of `secretBase32` does not show now, nor one
 * period before or after (the tolerance of the check): a wrong code whatever the moment.
 */
export function wrongTotp(secretBase32: string, timeMs = Date.now(), stepS = 30): string {
  const accepted = new Set([-1, 0, 1].map((k) => totp(secretBase32, timeMs + k * stepS * 1000, stepS)));
  return ["000000", "111111", "222222", "333333"].find((code) => !accepted.has(code))!;
}

/**
 * Waits until React runs the page. A public page runs its scripts on the visitor's first gesture
 * (docs/product.md#scripts-on-first-use): the pointer moves and Shift is pressed, as a visitor would,
 * again while the page is not live (a gesture made while a document was still loading is not seen).
 */
export async function waitForHydration(page: Page, timeoutMs = 30_000): Promise<void> {
  const live = () => page.evaluate(() => document.documentElement.dataset.hydrated === "true").catch(() => false);
  const until = Date.now() + timeoutMs;
  for (let step = 0; !(await live()); step++) {
    if (Date.now() > until) throw new Error("the page's scripts did not run after a gesture");
    await page.mouse.move(3 + (step % 2), 3 + (step % 2));
    // a document's first pointer event may report no movement: a key alone does nothing else
    await page.keyboard.press("Shift").catch(() => undefined);
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 1_000 })
      .catch(() => undefined);
  }
}

/**
 * Signs in through /auth-portal-secure like a person (e-mail, password, 'Se
 * connecter'), answers the two-factor step when `totpSecret` is given, and
 * waits until the admin area is shown.
 */
export async function signIn(
  page: Page,
  server: TestServer,
  credentials: Pick<AdminCredentials, "email" | "password"> & { totpSecret?: string } = DEFAULT_ADMIN,
): Promise<void> {
  await page.goto(`${server.url}/auth-portal-secure`);
  await waitForHydration(page);
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth-portal-secure");
  if (new URL(page.url()).pathname === "/auth-portal-secure/verification") {
    if (!credentials.totpSecret) throw new Error("two-factor is enabled for this admin: pass totpSecret to signIn");
    await waitForHydration(page);
    await page.getByLabel("Code de vérification").fill(totp(credentials.totpSecret));
    await page.getByRole("button", { name: "Vérifier" }).click();
  }
  await page.waitForURL((url) => url.pathname.startsWith("/dashboard-management-panel"));
}

/**
 * Signs in over HTTP (the same form post, no browser) and returns the Cookie header to send.
 * better-auth's own endpoints are not served (docs/product.md#admin-sign-in): the sign-in page's
 * action is the one way in. `headers`: e.g. a User-Agent, which names the session's device.
 */
export async function signInCookie(
  server: TestServer,
  credentials: Pick<AdminCredentials, "email" | "password"> = DEFAULT_ADMIN,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${server.url}/auth-portal-secure?index`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: credentials.email, password: credentials.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}

/**
 * Runs one SQL statement on the server's database (SQLite file or PostgreSQL),
 * `?` placeholders on both. better-auth's tables: "user", "session",
 * "account", "verification", "twoFactor" (camelCase columns, quote them).
 */
export async function runSql(server: TestServer, statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (server.databaseUrl) {
    let n = 0;
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (
        await client.query(
          statement.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(server.dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const prepared = db.prepare(statement);
    if (prepared.reader) return prepared.all(...params) as Record<string, unknown>[];
    prepared.run(...params);
    return [];
  } finally {
    db.close();
  }
}

/** Makes every session of that administrator expired in the database (as if 7 days had passed). */
export async function expireSessions(server: TestServer, email: string): Promise<void> {
  await runSql(server, `update "session" set "expiresAt" = ? where "userId" in (select "id" from "user" where "email" = ?)`, [
    "2000-01-01T00:00:00.000Z",
    email.toLowerCase(),
  ]);
}

/**
 * Rate-limit windows are aligned on the clock (app/lib/rate-limit.server.ts): a scenario counting
 * hits within one window fails if a window boundary falls in the middle of it. Runs `scenario`
 * and keeps its outcome only if it started and ended in the same window of `windowMs` (the server
 * runs on this machine's clock: every hit it counted fell between the two); otherwise runs it again,
 * with `attempt` + 1, which the scenario uses to choose client addresses nobody used yet (a fresh,
 * empty counter). So no test waits for a fresh window, and none depends on when it runs.
 */
export async function inOneRateWindow<T>(windowMs: number, scenario: (attempt: number) => Promise<T>, attempts = 3): Promise<T> {
  const windowOf = (ms: number) => Math.floor(ms / windowMs);
  for (let attempt = 0; ; attempt++) {
    const started = windowOf(Date.now());
    try {
      const outcome = await scenario(attempt);
      if (windowOf(Date.now()) === started) return outcome;
    } catch (error) {
      // A failure within one window is a real failure; one across a boundary may be the boundary's doing.
      if (windowOf(Date.now()) === started || attempt + 1 >= attempts) throw error;
    }
    if (attempt + 1 >= attempts) throw new Error(`the scenario straddled a rate-limit window boundary ${attempts} times`);
  }
}

export interface SignedInAdmin {
  id: string;
  email: string;
  /** 'name=value' of the session cookie */
  cookie: string;
}

/** An administrator made with the real `admin:create`, signed in through the real sign-in form post. */
export async function signedInAdmin(server: TestServer, email: string, name: string): Promise<SignedInAdmin> {
  const credentials = { email, password: "Zinc-et-ardoise-2024", name };
  await createAdmin(server, credentials);
  const [row] = await runSql(server, 'select "id" from "user" where "email" = ?', [email]);
  return { id: String(row?.id), email, cookie: await signInCookie(server, credentials) };
}

/**
 * Signs in over HTTP (`signInCookie`, with the browser's User-Agent, so the session is listed as this
 * browser) and gives the page's context the session cookie; the page itself stays where it is. For
 * every test whose subject is not signing in: the sign-in form costs two page loads and a hydration.
 * Returns the Cookie header ('name=value'), for fetch calls with the same session.
 */
export async function signInByCookie(
  page: Page,
  server: TestServer,
  credentials: Pick<AdminCredentials, "email" | "password"> = DEFAULT_ADMIN,
): Promise<string> {
  // (a page whose scripts are off may refuse to evaluate: the session is then listed under Node's name)
  const userAgent = await page.evaluate(() => navigator.userAgent).catch(() => undefined);
  const cookie = await signInCookie(server, credentials, userAgent ? { "user-agent": userAgent } : {});
  await addSessionCookie(page.context(), server, cookie);
  return cookie;
}

/** Gives a browser context a session cookie ('name=value') for the server. */
export async function addSessionCookie(context: BrowserContext, server: TestServer, cookie: string): Promise<void> {
  const eq = cookie.indexOf("=");
  await context.addCookies([
    { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: server.url, httpOnly: true, sameSite: "Lax" },
  ]);
}
