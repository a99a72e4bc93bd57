import { redirect } from "react-router";
import { getAuth } from "./auth.server";

export const SIGN_IN_PATH = "/auth-portal-secure";
export const DASHBOARD_PATH = "/dashboard-management-panel";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The signed-in administrator, or null. Cheap for anonymous requests (no cookie, no query). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie || !cookie.includes("session_token")) return null;
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** For admin pages: the user, or a redirect to the sign-in page. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(SIGN_IN_PATH);
  return user;
}

/** For admin APIs and actions called with fetch: the user, or a 401 JSON answer. */
export async function requireAdminApi(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    throw Response.json({ success: false, error: "Vous devez être connecté." }, { status: 401 });
  }
  return user;
}
