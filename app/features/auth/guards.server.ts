import { redirect } from "react-router";
import { getAuth } from "./auth.server";
import { AUTH_MESSAGES } from "./messages";

import { ACCOUNT_PATH, isAccountPath } from "./paths";
import { signInPathFor } from "./return-target";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** a temporary password is in force: only the account page is open until it is changed */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
}

export interface AdminSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: string };
}

export interface SessionLookup {
  admin: AdminSession | null;
  /** Set-Cookie headers from better-auth: sliding refresh of the cookie, or clearing a dead one */
  setCookies: string[];
}

function hasSessionCookie(request: Request): boolean {
  return request.headers.get("cookie")?.includes("session_token") ?? false;
}

function isAdminRole(role: unknown): boolean {
  return typeof role === "string" && role.split(",").some((r) => r.trim() === "admin");
}

const NO_SESSION: SessionLookup = { admin: null, setCookies: [] };
const memo = new WeakMap<Request, Promise<SessionLookup>>();
/**
 * Lookups in progress, by cookie header. React Router hands each loader of a
 * page its own Request, and the loaders run at once: if each read the session,
 * the first to refresh it (sliding expiry) would leave the others, the root's
 * included (it forwards the refreshed cookie), a session that needs no
 * refresh, and the browser would keep the old expiry. A lookup is shared only
 * while it is in progress.
 */
const inFlight = new Map<string, Promise<SessionLookup>>();

/**
 * The administrator's session for this request. better-auth reads the signed
 * cookie, checks the server-side row (expired or revoked: none, and the
 * cookie is cleared), and pushes the expiry back once a day while the admin
 * works (sliding session: the root loader forwards `setCookies`). Shared by
 * the root, layout and page loaders of one request (see inFlight). Anonymous
 * requests cost nothing (no cookie, no query).
 */
export async function lookupSession(request: Request): Promise<SessionLookup> {
  if (!hasSessionCookie(request)) return NO_SESSION;
  let pending = memo.get(request);
  if (!pending) {
    const key = request.headers.get("cookie") ?? "";
    pending = inFlight.get(key);
    if (!pending) {
      const lookup = readSession(request).finally(() => inFlight.delete(key));
      inFlight.set(key, lookup);
      pending = lookup;
    }
    memo.set(request, pending);
  }
  return pending;
}

async function readSession(request: Request): Promise<SessionLookup> {
  let result;
  try {
    result = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true });
  } catch {
    // e.g. a session deleted while being refreshed: signed out
    return NO_SESSION;
  }
  const setCookies = result.headers?.getSetCookie() ?? [];
  const data = result.response;
  if (!data) return { admin: null, setCookies };
  // Fields added by the admin and twoFactor plugins (not in the inferred type).
  const user = data.user as typeof data.user & {
    role?: string | null;
    banned?: boolean | null;
    twoFactorEnabled?: boolean | null;
  };
  if (!isAdminRole(user.role) || user.banned) return { admin: null, setCookies };
  return {
    admin: {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        mustChangePassword: user.mustChangePassword === true,
        twoFactorEnabled: user.twoFactorEnabled === true,
      },
      session: {
        id: data.session.id,
        token: data.session.token,
        expiresAt: new Date(data.session.expiresAt).toISOString(),
      },
    },
    setCookies,
  };
}

export async function getAdminSession(request: Request): Promise<AdminSession | null> {
  return (await lookupSession(request)).admin;
}

/** The signed-in administrator, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await getAdminSession(request))?.user ?? null;
}

/**
 * For admin pages (loaders): the user, or a redirect to the sign-in page.
 * While a temporary password is in force, every admin page but the account
 * page (and its parts) redirects there.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  return (await requireAdminSession(request)).user;
}

/** Like requireAdmin, with the session (id, token) for pages that list sessions. */
export async function requireAdminSession(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request);
  // the page asked for is kept for after the sign-in (docs/product.md#sign-in-return)
  if (!session) throw redirect(signInPathFor(request.url));
  if (session.user.mustChangePassword && !isAccountPath(new URL(request.url).pathname)) throw redirect(ACCOUNT_PATH);
  return session;
}

/**
 * For admin actions and APIs: the user, or a 401 JSON answer (403 while a
 * temporary password must be changed, except on the account page and its parts).
 */
export async function requireAdminApi(request: Request): Promise<SessionUser> {
  return (await requireAdminSessionApi(request)).user;
}

/**
 * requireAdminApi for handlers that answer rather than throw: the user, or
 * its refusal (401, 403) as the Response to send back.
 */
export async function adminApiUserOrRefusal(request: Request): Promise<SessionUser | Response> {
  try {
    return await requireAdminApi(request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Like requireAdminApi, with the session (id, token) for actions that manage sessions. */
export async function requireAdminSessionApi(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request);
  if (!session) {
    throw Response.json({ success: false, error: AUTH_MESSAGES.unauthorized }, { status: 401 });
  }
  if (session.user.mustChangePassword && !isAccountPath(new URL(request.url).pathname)) {
    throw Response.json({ success: false, error: AUTH_MESSAGES.forbiddenMustChange }, { status: 403 });
  }
  return session;
}
