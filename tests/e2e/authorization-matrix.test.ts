import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, DEFAULT_ADMIN, expireSessions, runAdminCreate, runSql, signedInAdmin, signInCookie } from "./helpers/admin";
import { adminRoutes, allRoutes, sampleDataUrl, sampleUrl, type FlatRoute } from "./helpers/routes";
import { startServer, type TestServer } from "./helpers/server";
import { postMultipart } from "../helpers/multipart";
import { roofPhoto } from "../helpers/sample-images";

/**
 * The authorisation matrix, GENERATED from app/routes.ts: every admin route
 * (GET) and every admin action (POST) × {anonymous, expired session, valid
 * session, temporary password} answers as expected. A new admin route is
 * checked the day it is added: nothing to list here.
 *
 * Expected answers:
 * - page (GET), anonymous or expired: 302 to /auth-portal-secure (client navigation: a single-fetch
 *   redirect to it); valid: not sent to sign-in, no server error; temporary password: to the account
 *   page (the account page itself and its parts: 200).
 * - action (POST) as the app's forms send it with JavaScript (single fetch, the action alone):
 *   anonymous or expired 401; valid: neither 401 nor 403, no server error (empty forms are refused with
 *   400 by the actions themselves); temporary password: 403 (the account page's parts: allowed).
 * - action as a plain HTML form post (no JavaScript): refused too, with 401 or, when the action answers
 *   its refusal as data and the page's loaders then run, a 302 to sign-in (never a 2xx).
 * - a route without an action: POST answers 405 in every state.
 * Exception, on purpose: logout (GET and POST) sends everyone home ('/'): signing out without a
 * session is harmless and must not fail.
 */

const SIGN_IN = "/auth-portal-secure";
const ACCOUNT = "/dashboard-management-panel/account";
/** The account page's parts: each has its own page and action (the overview itself has no action). */
const ACCOUNT_PARTS = [
  `${ACCOUNT}/mot-de-passe`,
  `${ACCOUNT}/double-authentification`,
  `${ACCOUNT}/appareils`,
  `${ACCOUNT}/notifications`,
];
/** What an administrator with a temporary password may open: the account page and its parts. */
const isAccountPage = (pattern: string) => pattern === ACCOUNT || pattern.startsWith(`${ACCOUNT}/`);
const LOGOUT = "/dashboard-management-panel/logout";
const TEMP_ADMIN = { email: "temporaire@az-toiture.test", password: "Provisoire-2024!", name: "Compte Temporaire" };

type State = "anonymous" | "expired" | "valid" | "temporary";
const STATES: State[] = ["anonymous", "expired", "valid", "temporary"];

let server: TestServer;
const cookies: Record<State, string> = { anonymous: "", expired: "", valid: "", temporary: "" };

async function request(method: "GET" | "POST", url: string, cookie: string) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    redirect: "manual",
    headers: {
      origin: server.url,
      ...(cookie ? { cookie } : {}),
      ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "POST" ? "" : undefined,
  });
  const location = res.headers.get("location");
  const body = await res.text();
  // Single fetch answers a loader's redirect as data: [["SingleFetchRedirect",1],{..."redirect","/path"...}]
  const dataRedirect = body.startsWith('[["SingleFetchRedirect"') ? (/"redirect","([^"]+)"/.exec(body)?.[1] ?? null) : null;
  // the pathname: a sign-in address carries the page asked for (docs/product.md#sign-in-return)
  const target = location ?? dataRedirect;
  return { status: res.status, location: target ? new URL(target, server.url).pathname : null, body };
}

const routes = adminRoutes();
const METHOD_NOT_ALLOWED_BODY = JSON.stringify({
  success: false,
  error: "Méthode non autorisée\u00a0: cette adresse ne reçoit pas d'envoi.",
});

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNIN_PER_MINUTE: "1000" });
  await createAdmin(server, DEFAULT_ADMIN);
  const second = { email: "expire@az-toiture.test", password: "Ardoise-et-zinc-2024", name: "Session Expirée" };
  await createAdmin(server, second);
  const temp = await runAdminCreate(server, [
    "--email",
    TEMP_ADMIN.email,
    "--password",
    TEMP_ADMIN.password,
    "--name",
    TEMP_ADMIN.name,
    "--must-change-password",
  ]);
  expect(temp.code, temp.stderr).toBe(0);
  cookies.valid = await signInCookie(server, DEFAULT_ADMIN);
  cookies.expired = await signInCookie(server, second);
  await expireSessions(server, second.email);
  cookies.temporary = await signInCookie(server, TEMP_ADMIN);
});
afterAll(async () => {
  await server?.stop();
});

describe("authorisation matrix generated from app/routes.ts", () => {
  it("finds the admin routes (the table is really walked)", () => {
    const patterns = routes.map((r) => r.pattern);
    for (const expected of [
      "/dashboard-management-panel",
      "/dashboard-management-panel/write",
      "/dashboard-management-panel/edit/:id",
      "/dashboard-management-panel/articles",
      "/dashboard-management-panel/images",
      ACCOUNT,
      ...ACCOUNT_PARTS,
      "/dashboard-management-panel/admins",
      "/dashboard-management-panel/devis",
      "/dashboard-management-panel/devis/catalogue",
      "/dashboard-management-panel/devis/:id",
      "/dashboard-management-panel/devis/:id/pdf",
      LOGOUT,
    ]) {
      expect(patterns).toContain(expected);
    }
    expect(routes.filter((r) => r.hasAction).map((r) => r.pattern)).toEqual(
      expect.arrayContaining([
        ...ACCOUNT_PARTS,
        "/dashboard-management-panel/admins",
        "/dashboard-management-panel/devis/catalogue",
        "/dashboard-management-panel/devis/:id",
        "/dashboard-management-panel/devis/:id/envoyer",
        "/dashboard-management-panel/leads/:id/chantier",
        "/dashboard-management-panel/agenda",
        LOGOUT,
      ]),
    );
  });

  const pages = routes.filter((r) => r.pattern !== LOGOUT);
  describe.each(STATES)("%s", (state) => {
    it.each(pages.map((r) => [r.pattern, r] as [string, FlatRoute]))(
      "GET %s (document and data request)",
      async (_pattern, route) => {
        for (const url of [sampleUrl(route), sampleDataUrl(route)]) {
          const res = await request("GET", url, cookies[state]);
          const redirected = url.includes(".data") ? { status: 202, location: res.location } : res;
          if (state === "anonymous" || state === "expired") {
            expect(redirected, url).toMatchObject({ status: url.includes(".data") ? 202 : 302, location: SIGN_IN });
          } else if (state === "temporary") {
            if (isAccountPage(route.pattern)) expect(res.status, url).toBe(200);
            else expect(res.location, url).toBe(ACCOUNT);
          } else {
            expect(res.status, url).toBeLessThan(500);
            expect(res.status, url).not.toBe(401);
            expect(res.location, url).not.toBe(SIGN_IN);
            expect(res.location, url).not.toBe(ACCOUNT);
          }
        }
      },
    );

    it.each(pages.map((r) => [r.pattern, r] as [string, FlatRoute]))(
      "POST %s (with and without JavaScript)",
      async (_pattern, route) => {
        const withJs = await request("POST", sampleDataUrl(route), cookies[state]);
        const withoutJs = await request("POST", sampleUrl(route), cookies[state]);
        if (!route.hasAction) {
          for (const res of [withJs, withoutJs]) expect(res).toMatchObject({ status: 405, body: METHOD_NOT_ALLOWED_BODY });
        } else if (state === "anonymous" || state === "expired") {
          expect(withJs.status).toBe(401);
          expect(
            withoutJs.status === 401 || (withoutJs.status === 302 && withoutJs.location === SIGN_IN),
            JSON.stringify(withoutJs),
          ).toBe(true);
        } else if (state === "temporary" && !isAccountPage(route.pattern)) {
          expect(withJs.status).toBe(403);
          expect(
            withoutJs.status === 403 || (withoutJs.status === 302 && withoutJs.location === ACCOUNT),
            JSON.stringify(withoutJs),
          ).toBe(true);
        } else {
          for (const res of [withJs, withoutJs]) {
            expect(res.status).toBeLessThan(500);
            expect([401, 403]).not.toContain(res.status);
            expect(res.location).not.toBe(SIGN_IN);
          }
        }
      },
    );
  });

  // The media upload is served by Express (it streams), not by a route of app/routes.ts.
  it.each(STATES)("POST /api/media, the upload (%s)", async (state) => {
    const photo = await roofPhoto(64, 48);
    const res = await postMultipart(
      `${server.url}/api/media`,
      { filename: "toit.jpg", contentType: "image/jpeg", head: photo },
      {
        headers: { origin: server.url, ...(cookies[state] ? { cookie: cookies[state] } : {}) },
      },
    );
    if (state === "anonymous" || state === "expired") expect(res.status).toBe(401);
    else if (state === "temporary")
      expect(res).toMatchObject({ status: 403, body: { error: "Vous devez d'abord changer votre mot de passe." } });
    else expect(res.status).toBe(201);
  });

  it("a post where no route has an action is refused in French, on public pages, files and APIs too", async () => {
    const publicWithoutAction = allRoutes().filter((r) => !r.hasAction && !r.pattern.startsWith("/dashboard-management-panel"));
    expect(publicWithoutAction.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(["/", "/sitemap.xml", "/robots.txt", "/api/media"]),
    );
    for (const route of publicWithoutAction) {
      for (const url of [sampleUrl(route), sampleDataUrl(route)]) {
        if (url === "/api/media") continue; // the upload, served by Express (above)
        expect(await request("POST", url, ""), url).toMatchObject({ status: 405, body: METHOD_NOT_ALLOWED_BODY });
      }
    }
    // and a post that reaches an action is never refused so, index routes included (the sign-in page is one)
    const publicWithAction = allRoutes().filter((r) => r.hasAction && !r.pattern.startsWith("/dashboard-management-panel"));
    expect(publicWithAction.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(["/auth-portal-secure", "/api/leads/contact", "/api/leads/quote"]),
    );
    for (const route of publicWithAction) {
      for (const url of [sampleUrl(route), sampleUrl(route).replace("?index", ""), sampleDataUrl(route)]) {
        expect((await request("POST", url, "")).status, url).not.toBe(405);
      }
    }
  });

  it.each(STATES)("logout sends everyone home (%s), GET and POST", async (state) => {
    // A session of its own for the valid case: this one is really ended.
    const cookie = state === "valid" ? await signInCookie(server, DEFAULT_ADMIN) : cookies[state];
    expect(await request("GET", LOGOUT, cookie)).toMatchObject({ status: 302, location: "/" });
    expect(await request("POST", LOGOUT, cookie)).toMatchObject({ status: 302, location: "/" });
  });
});

/**
 * better-auth's own HTTP endpoints (sign-in, sessions, two-factor, its admin plugin…): the pages call
 * better-auth in-process, so none is served, whatever the session. Well-formed bodies, so that only
 * the path decides the answer.
 */
const AUTH_ENDPOINTS: [string, "GET" | "POST", Record<string, string>?][] = [
  ["/api/auth/sign-in/email", "POST", { email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password }],
  ["/api/auth/sign-up/email", "POST", { email: "visiteur@example.fr", password: "Visiteur-2024-ok", name: "Visiteur" }],
  ["/api/auth/sign-out", "POST", {}],
  ["/api/auth/get-session", "GET"],
  ["/api/auth/list-sessions", "GET"],
  ["/api/auth/revoke-session", "POST", { token: "x" }],
  ["/api/auth/revoke-sessions", "POST", {}],
  ["/api/auth/revoke-other-sessions", "POST", {}],
  ["/api/auth/change-password", "POST", { currentPassword: "Ancien-mot-2024", newPassword: "Nouveau-mot-2024" }],
  ["/api/auth/update-user", "POST", { name: "x" }],
  ["/api/auth/request-password-reset", "POST", { email: DEFAULT_ADMIN.email }],
  ["/api/auth/reset-password", "POST", { newPassword: "Autre-mot-de-passe-1", token: "x" }],
  ["/api/auth/two-factor/enable", "POST", { password: "Ancien-mot-2024" }],
  ["/api/auth/two-factor/disable", "POST", { password: "Ancien-mot-2024" }],
  ["/api/auth/two-factor/get-totp-uri", "POST", { password: "Ancien-mot-2024" }],
  ["/api/auth/two-factor/generate-backup-codes", "POST", { password: "Ancien-mot-2024" }],
  ["/api/auth/two-factor/verify-totp", "POST", { code: "123456" }],
  ["/api/auth/admin/list-users", "GET"],
  ["/api/auth/admin/get-user", "GET"],
  ["/api/auth/admin/list-user-sessions", "POST", { userId: "x" }],
  ["/api/auth/admin/revoke-user-sessions", "POST", { userId: "x" }],
  ["/api/auth/admin/create-user", "POST", { email: "x@y.fr", password: "Autre-mot-de-passe-1", name: "x", role: "admin" }],
  ["/api/auth/admin/remove-user", "POST", { userId: "x" }],
  ["/api/auth/admin/set-role", "POST", { userId: "x", role: "admin" }],
  ["/api/auth/admin/set-user-password", "POST", { userId: "x", newPassword: "Autre-mot-de-passe-1" }],
  ["/api/auth/admin/impersonate-user", "POST", { userId: "x" }],
  ["/api/auth/admin/ban-user", "POST", { userId: "x" }],
  ["/api/auth/ok", "GET"],
  ["/api/auth/pas-un-point-de-terminaison", "POST", {}],
];

async function callAuthEndpoint(url: string, method: "GET" | "POST", cookie: string, body?: Record<string, string>) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
  return { status: res.status, setCookies: res.headers.getSetCookie(), body: await res.text() };
}

async function sessionTokens(): Promise<string[]> {
  return (await runSql(server, `select "token" from "session"`)).map((r) => String(r.token));
}

describe("better-auth's HTTP endpoints are not served", () => {
  it.each(AUTH_ENDPOINTS)("%s (%s): 404 in every state, no cookie, no token", async (url, method, body) => {
    const tokens = await sessionTokens();
    for (const state of STATES) {
      const res = await callAuthEndpoint(url, method, cookies[state], body);
      expect(res.status, `${state} ${url}`).toBe(404);
      expect(res.setCookies, `${state} ${url}`).toEqual([]);
      for (const token of tokens) expect(res.body, `${state} ${url}`).not.toContain(token);
    }
  });

  it("an administrator cannot list another administrator's sessions, the users or another's profile", async () => {
    const a = await signedInAdmin(server, "admin-a@az-toiture.test", "Admin A");
    const b = await signedInAdmin(server, "admin-b@az-toiture.test", "Admin B");
    const aTokens = (await runSql(server, `select "token" from "session" where "userId" = ?`, [a.id])).map((r) =>
      String(r.token),
    );
    expect(aTokens.length).toBeGreaterThan(0);
    const calls: [string, "GET" | "POST", Record<string, string>?][] = [
      ["/api/auth/admin/list-user-sessions", "POST", { userId: a.id }],
      ["/api/auth/admin/list-users", "GET"],
      [`/api/auth/admin/list-users?searchField=email&searchValue=${encodeURIComponent(a.email)}`, "GET"],
      [`/api/auth/admin/get-user?id=${encodeURIComponent(a.id)}`, "GET"],
      ["/api/auth/admin/revoke-user-sessions", "POST", { userId: a.id }],
      ["/api/auth/list-sessions", "GET"],
    ];
    const tokens = await sessionTokens();
    for (const [url, method, body] of calls) {
      const res = await callAuthEndpoint(url, method, b.cookie, body);
      expect([403, 404], url).toContain(res.status);
      for (const token of tokens) expect(res.body, url).not.toContain(token);
      expect(res.body, url).not.toContain(a.email);
    }
    // A is still signed in, and the pages B can open never carry a session token either.
    expect(await runSql(server, `select "token" from "session" where "userId" = ?`, [a.id])).toHaveLength(aTokens.length);
    for (const page of ["/dashboard-management-panel/admins", "/dashboard-management-panel/account"]) {
      for (const url of [page, `${page}.data`]) {
        const res = await fetch(`${server.url}${url}`, { headers: { cookie: b.cookie } });
        expect(res.status, url).toBe(200);
        const html = await res.text();
        for (const token of await sessionTokens()) expect(html, url).not.toContain(token);
      }
    }
  });
});
