/**
 * The admin page asked for before signing in, carried through the sign-in steps as the `retour`
 * query parameter and checked at every step (docs/product.md#sign-in-return). Pure: browser and server.
 */
import { ADMIN_BASE_PATH, RETURN_PARAM } from "~/config/admin-paths";
import { LOGOUT_PATH, SIGN_IN_PATH } from "./paths";

export { RETURN_PARAM };

const MAX_LENGTH = 2000;
// Parsing against a throwaway origin: anything that leaves it (absolute URL, '//host', '/\host') is refused.
const PROBE_ORIGIN = "http://return-target.invalid";

/**
 * `raw` when it names a page of the admin on this site, normalised ('..' and '%2e%2e' resolved,
 * the query and fragment kept); null for anything else, so the caller falls back to the dashboard.
 */
export function safeReturnTarget(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Only a path: no scheme, no host, no backslash (read as '/' by browsers), no control character or space.
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname;
  if (path !== ADMIN_BASE_PATH && !path.startsWith(`${ADMIN_BASE_PATH}/`)) return null;
  // Encoded separators could be decoded into another path by a later hop: not a page we link to anyway.
  if (/%(2f|5c|2e)/i.test(path)) return null;
  if (path.endsWith(".data") || path.replace(/\/+$/, "") === LOGOUT_PATH) return null;
  for (const routerParam of ["_routes", "index"]) if (url.searchParams.has(routerParam)) url.searchParams.delete(routerParam);
  return `${path}${url.search}${url.hash}`;
}

/** The page a signed-out request for an admin page asked for: what to come back to after signing in. */
export function returnTargetOf(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  // A client navigation's data request ('/….data?_routes=…') stands for the page itself.
  const page = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return safeReturnTarget(page);
}

/** The sign-in page (or one of its steps) that will lead on to `target` once passed. */
export function withReturnTarget(path: string, target: string | null): string {
  if (!target || target === ADMIN_BASE_PATH) return path;
  return `${path}?${new URLSearchParams({ [RETURN_PARAM]: target })}`;
}

/** The sign-in page for a signed-out request to `requestUrl`. */
export function signInPathFor(requestUrl: string): string {
  return withReturnTarget(SIGN_IN_PATH, returnTargetOf(requestUrl));
}
