/**
 * Which requests are page views, and what a view records
 * (docs/product.md#statistics). Pure: the server's counter uses it on every
 * request, so each test here is cheap and each rule lives once.
 */
import { isbot } from "isbot";
import { cleanPath, referrerHostOf } from "~/features/leads/attribution";
import { isPrivatePath } from "~/lib/cache-policy";
import { withoutHiddenCharacters } from "~/lib/hidden-characters";

/** The mobile/desktop split the statistics show; the user agent itself is never kept. */
export type DeviceClass = "mobile" | "desktop";

/** One public page view, as it is counted (no address, no user agent, no identifier). */
export interface PageView {
  path: string;
  /** another site's host name, '' when none (direct visit, or a page of ours) */
  referrerHost: string;
  /** utm_campaign of the address, '' when none */
  campaign: string;
  /** utm_source of the address; 'google-ads' for an ad click that only carries a gclid; '' when none */
  source: string;
  device: DeviceClass;
}

/** Long values are cut: a stranger's made-up campaign must not grow the table without bound. */
export const MAX_DIMENSION_LENGTH = 100;
/** A page's path is cut there (an article's address is well under it). */
export const MAX_PATH_LENGTH = 200;

/**
 * A visitor's text as the statistics keep it: without hidden characters (docs/product.md#visitor-text),
 * at most `max` UTF-16 units, never ending in half a character.
 */
function bounded(text: string, max: number): string {
  const cut = withoutHiddenCharacters(text).slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The paths the statistics never count besides the private ones (admin, sign-in, APIs). */
const NOT_PAGES = new Set(["/healthz"]);
/** React Router's route data for a client-side navigation: '/blog.data', '/_root.data' for the home page. */
const ROUTE_DATA = /\.data$/;
/** A file: assets, images, sitemap.xml, robots.txt… (route data excepted). */
const FILE = /\.[A-Za-z0-9]+$/;

/** The page a request's path shows, or null when the path is no public page (files, admin, APIs, health check). */
export function pagePathOf(rawPath: string): string | null {
  let path = rawPath;
  if (path === "/_root.data") path = "/";
  else if (ROUTE_DATA.test(path)) path = path.slice(0, -".data".length);
  else if (FILE.test(path)) return null;
  if (!path.startsWith("/") || path.startsWith("//") || NOT_PAGES.has(path) || isPrivatePath(path)) return null;
  if (path.includes("%")) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  path = bounded(path, MAX_PATH_LENGTH);
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** A browser fetching a page ahead of a possible click (a link's prefetch), not a visitor reading it. */
export function isPrefetch(headers: { "sec-purpose"?: string | string[]; purpose?: string | string[] }): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose;
  return purpose !== undefined && PREFETCH.test(String(purpose));
}
const PREFETCH = /prefetch|prerender/i;

/** isbot's list is a long expression: the answer is kept per user agent (a handful of them make most traffic). */
const botAnswers = new Map<string, boolean>();
const MAX_REMEMBERED_AGENTS = 1000;

/** A crawler, a monitor or a script rather than a person's browser; no user agent at all counts as a bot. */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= MAX_REMEMBERED_AGENTS) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

/** Phones (and small tablets that say 'Mobi'); computed at the request and dropped with the user agent. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  return userAgent && /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i.test(userAgent) ? "mobile" : "desktop";
}

/** A request as the counter sees it, before its answer is known. */
export interface ViewRequest {
  method?: string;
  /** the request target: path and query */
  url?: string;
  headers: { "user-agent"?: string; referer?: string; "sec-purpose"?: string | string[]; purpose?: string | string[] };
}

/**
 * The page a request asks to read, or null when it is not counted whatever
 * the answer: anything but GET (HEAD included), bots, prefetches, files,
 * route data of a prefetch, admin, sign-in, APIs and the health check.
 */
export function countablePath(request: ViewRequest): string | null {
  if (request.method !== "GET") return null;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const path = pagePathOf(query < 0 ? url : url.slice(0, query));
  if (path === null || isPrefetch(request.headers) || isBotAgent(request.headers["user-agent"])) return null;
  return path;
}

/** Only a page that was shown counts: a 200, or a 304 (the browser showed its own copy of the page again). */
export function isCountedAnswer(status: number, contentType: string | undefined, isRouteData: boolean): boolean {
  if (status !== 200 && status !== 304) return false;
  return isRouteData || status === 304 || /^text\/html\b/i.test(contentType ?? "");
}

function dimension(value: string | null | undefined): string {
  if (!value) return "";
  return bounded(withoutHiddenCharacters(value).trim().toLowerCase(), MAX_DIMENSION_LENGTH).trim();
}

/**
 * What a counted view records: its page, the referring site (only another
 * site's host: moving between our own pages is no referral), the campaign
 * of its address and the device class.
 */
export function viewOf(request: ViewRequest, path: string, ownHost: string): PageView {
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const params = query < 0 ? null : new URLSearchParams(url.slice(query + 1));
  const referer = request.headers.referer;
  const referrer = referer ? referrerHostOf(referer) : null;
  const ownName = referrer ? ownHost.toLowerCase().replace(/:\d+$/, "") : "";
  return {
    path: bounded(cleanPath(path) ?? "/", MAX_PATH_LENGTH),
    referrerHost: referrer && referrer !== ownName ? dimension(referrer) : "",
    campaign: dimension(params?.get("utm_campaign")),
    source: dimension(params?.get("utm_source")) || (params?.get("gclid") ? "google-ads" : ""),
    device: deviceClassOf(request.headers["user-agent"]),
  };
}
