/**
 * HTTP caching of HTML and route data. Anonymous public pages may sit in a
 * shared cache (CDN, reverse proxy) for a short time and be served stale while
 * revalidating; browsers always revalidate (max-age=0). Admin, sign-in, APIs
 * and any request carrying our session or toast cookie are never cached.
 */
import { ADMIN_BASE_PATH, SIGN_IN_BASE_PATH } from "~/config/admin-paths";

export const PUBLIC_HTML_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * `/apercu/`: preview links of unpublished articles (docs/product.md#article-preview-links);
 * `/avis/desinscription/` and `/agenda/`: a customer's unsubscribe page and the owner's calendar
 * (docs/product.md#review-requests, docs/product.md#calendar-feed), their tokens kept out of statistics;
 * `/devis/`: a customer's devis (docs/product.md#devis-link), and `/visite/`: a customer's booking page
 * (docs/product.md#visits), likewise.
 */
const PRIVATE_PREFIXES = [
  ADMIN_BASE_PATH,
  SIGN_IN_BASE_PATH,
  "/api/",
  "/apercu/",
  "/avis/desinscription/",
  "/agenda/",
  "/devis/",
  "/visite/",
];
/** Our one-time cookies: a toast, a lead form's answer after a post without JavaScript. */
const ONE_TIME_COOKIES = String.raw`toast|lead-form[^=]*`;
/** better-auth's session cookie (with or without the __Secure- prefix) and our one-time cookies. */
const PERSONAL_COOKIE = new RegExp(String.raw`(?:^|;\s*)(?:__Secure-)?(?:better-auth\.[^=]+|${ONE_TIME_COOKIES})=`);
const ONE_TIME_MESSAGE_COOKIE = new RegExp(String.raw`(?:^|;\s*)(?:${ONE_TIME_COOKIES})=`);

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((p) => pathname === p.replace(/\/$/, "") || pathname.startsWith(p));
}

/** A toast or a lead form's answer (after a post without JavaScript) waits for this page. */
export function carriesOneTimeMessage(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader && ONE_TIME_MESSAGE_COOKIE.test(cookieHeader));
}

export function hasPersonalCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader && PERSONAL_COOKIE.test(cookieHeader));
}

/** The Cache-Control of an HTML document or route data response. */
export function cacheControlFor(pathname: string, cookieHeader: string | null | undefined, status: number): string {
  if (isPrivatePath(pathname) || hasPersonalCookie(cookieHeader) || status >= 500) return PRIVATE_CACHE_CONTROL;
  return PUBLIC_HTML_CACHE_CONTROL;
}
