import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, DEFAULT_ADMIN, expireSessions, runAdminCreate, signInCookie } from "./helpers/admin";
import { adminRoutes, sampleDataUrl, sampleUrl, type FlatRoute } from "./helpers/routes";
import { startServer, type TestServer } from "./helpers/server";

/**
 * The authorisation matrix, GENERATED from app/routes.ts: every admin route
 * (GET) and every admin action (POST) × {anonymous, expired session, valid
 * session, temporary password} answers as expected. A new admin route is
 * checked the day it is added: nothing to list here.
 *
 * Expected answers:
 * - page (GET), anonymous or expired: 302 to /auth-portal-secure (client navigation: a single-fetch
 *   redirect to it); valid: not sent to sign-in, no server error; temporary password: to the account
 *   page (the account page itself: 200).
 * - action (POST) as the app's forms send it with JavaScript (single fetch, the action alone):
 *   anonymous or expired 401; valid: neither 401 nor 403, no server error (empty forms are refused with
 *   400 by the actions themselves); temporary password: 403 (the account page: allowed).
 * - action as a plain HTML form post (no JavaScript): refused too, with 401 or, when the action answers
 *   its refusal as data and the page's loaders then run, a 302 to sign-in (never a 2xx).
 * - a route without an action: POST answers 405 in every state.
 * Exception, on purpose: logout (GET and POST) sends everyone home ('/'): signing out without a
 * session is harmless and must not fail.
 */

const SIGN_IN = "/auth-portal-secure";
const ACCOUNT = "/dashboard-management-panel/account";
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
  return { status: res.status, location: location ? new URL(location, server.url).pathname : dataRedirect };
}

const routes = adminRoutes();

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNIN_PER_MINUTE: "1000" });
  await createAdmin(server, DEFAULT_ADMIN);
  const second = { email: "expire@az-toiture.test", password: "Ardoise-et-zinc-2024", name: "Session Expirée" };
  await createAdmin(server, second);
  const temp = await runAdminCreate(server, [
    "--email", TEMP_ADMIN.email, "--password", TEMP_ADMIN.password, "--name", TEMP_ADMIN.name, "--must-change-password",
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
    for (const expected of ["/dashboard-management-panel", "/dashboard-management-panel/write", "/dashboard-management-panel/edit/:id",
      "/dashboard-management-panel/articles", "/dashboard-management-panel/images", ACCOUNT, "/dashboard-management-panel/admins", LOGOUT]) {
      expect(patterns).toContain(expected);
    }
    expect(routes.filter((r) => r.hasAction).map((r) => r.pattern)).toEqual(expect.arrayContaining([ACCOUNT, "/dashboard-management-panel/admins", LOGOUT]));
  });

  const pages = routes.filter((r) => r.pattern !== LOGOUT);
  describe.each(STATES)("%s", (state) => {
    it.each(pages.map((r) => [r.pattern, r] as [string, FlatRoute]))("GET %s (document and data request)", async (_pattern, route) => {
      for (const url of [sampleUrl(route), sampleDataUrl(route)]) {
        const res = await request("GET", url, cookies[state]);
        const redirected = url.includes(".data") ? { status: 202, location: res.location } : res;
        if (state === "anonymous" || state === "expired") {
          expect(redirected, url).toEqual({ status: url.includes(".data") ? 202 : 302, location: SIGN_IN });
        } else if (state === "temporary") {
          if (route.pattern === ACCOUNT) expect(res.status, url).toBe(200);
          else expect(res.location, url).toBe(ACCOUNT);
        } else {
          expect(res.status, url).toBeLessThan(500);
          expect(res.status, url).not.toBe(401);
          expect(res.location, url).not.toBe(SIGN_IN);
          expect(res.location, url).not.toBe(ACCOUNT);
        }
      }
    });

    it.each(pages.map((r) => [r.pattern, r] as [string, FlatRoute]))("POST %s (with and without JavaScript)", async (_pattern, route) => {
      const withJs = await request("POST", sampleDataUrl(route), cookies[state]);
      const withoutJs = await request("POST", sampleUrl(route), cookies[state]);
      if (!route.hasAction) {
        expect(withJs.status).toBe(405);
        expect(withoutJs.status).toBe(405);
      } else if (state === "anonymous" || state === "expired") {
        expect(withJs.status).toBe(401);
        expect(withoutJs.status === 401 || (withoutJs.status === 302 && withoutJs.location === SIGN_IN), JSON.stringify(withoutJs)).toBe(true);
      } else if (state === "temporary" && route.pattern !== ACCOUNT) {
        expect(withJs.status).toBe(403);
        expect(withoutJs.status === 403 || (withoutJs.status === 302 && withoutJs.location === ACCOUNT), JSON.stringify(withoutJs)).toBe(true);
      } else {
        for (const res of [withJs, withoutJs]) {
          expect(res.status).toBeLessThan(500);
          expect([401, 403]).not.toContain(res.status);
          expect(res.location).not.toBe(SIGN_IN);
        }
      }
    });
  });

  it.each(STATES)("logout sends everyone home (%s), GET and POST", async (state) => {
    // A session of its own for the valid case: this one is really ended.
    const cookie = state === "valid" ? await signInCookie(server, DEFAULT_ADMIN) : cookies[state];
    expect(await request("GET", LOGOUT, cookie)).toEqual({ status: 302, location: "/" });
    expect(await request("POST", LOGOUT, cookie)).toEqual({ status: 302, location: "/" });
  });
});

describe("better-auth endpoints that change state need a session", () => {
  // Well-formed bodies, so that only the session decides the answer.
  const needSession: [string, "GET" | "POST", Record<string, string>?][] = [
    ["/api/auth/change-password", "POST", { currentPassword: "Ancien-mot-2024", newPassword: "Nouveau-mot-2024" }],
    ["/api/auth/revoke-session", "POST", { token: "x" }],
    ["/api/auth/revoke-sessions", "POST", {}],
    ["/api/auth/revoke-other-sessions", "POST", {}],
    ["/api/auth/two-factor/enable", "POST", { password: "Ancien-mot-2024" }],
    ["/api/auth/two-factor/disable", "POST", { password: "Ancien-mot-2024" }],
    ["/api/auth/two-factor/get-totp-uri", "POST", { password: "Ancien-mot-2024" }],
    ["/api/auth/two-factor/generate-backup-codes", "POST", { password: "Ancien-mot-2024" }],
    ["/api/auth/list-sessions", "GET"],
    ["/api/auth/admin/list-users", "GET"],
    ["/api/auth/admin/list-user-sessions", "POST", { userId: "x" }],
  ];
  it.each(needSession)("%s (%s): 401 anonymous and expired", async (url, method, body) => {
    for (const state of ["anonymous", "expired"] as const) {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { origin: server.url, "content-type": "application/json", ...(cookies[state] ? { cookie: cookies[state] } : {}) },
        body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
      });
      expect(res.status, `${state} ${url}`).toBe(401);
    }
  });

  it.each([
    "/api/auth/admin/create-user",
    "/api/auth/admin/remove-user",
    "/api/auth/admin/set-role",
    "/api/auth/admin/set-user-password",
    "/api/auth/admin/impersonate-user",
    "/api/auth/admin/ban-user",
    "/api/auth/update-user",
  ])("%s is closed (404) even with a valid session", async (url) => {
    const res = await fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json", cookie: cookies.valid },
      body: JSON.stringify({ userId: "x", role: "admin", newPassword: "Autre-mot-de-passe-1", name: "x", email: "x@y.fr", password: "Autre-mot-de-passe-1" }),
    });
    expect(res.status).toBe(404);
  });
});
