import { parsePageParam } from "~/features/articles/pagination";

/**
 * Which query parameters can change a public page, and so where the page cache
 * keeps it. A page is kept under its path plus only the parameters its loader
 * reads, in their canonical form; every other parameter (ad and campaign tags
 * such as gclid or utm_source, or anything a stranger makes up) is dropped, so
 * it neither splits the cache nor adds an entry. The cache renders a missing
 * page at its key, so what was dropped can never show in the page either
 * (scripts in the browser still see the address bar, e.g. for lead attribution).
 */

/** Returns the value to keep, or null when it is the page's default (the same page as without it). */
type Canonical = (value: string) => string | null;

const pageNumber: Canonical = (value) => (parsePageParam(value) === 1 ? null : value);
/** The query parameters each public page reads in its loader. A page not listed reads none. */
const PAGE_PARAMETERS: Readonly<Record<string, Readonly<Record<string, Canonical>>>> = {
  // A search (`q`) is rendered at its own key and answered `no-store`, so it is never kept.
  "/blog": { page: pageNumber, q: (value) => value.trim() || null },
};
/** A blog category's pages (`/blog/categorie/{slug}`) read `?page=` too. */
const CATEGORY_PAGE = /^\/blog\/categorie\/[^/]+$/;

function parametersOf(pathname: string): Readonly<Record<string, Canonical>> {
  return PAGE_PARAMETERS[pathname] ?? (CATEGORY_PAGE.test(pathname) ? { page: pageNumber } : {});
}

/** React Router's route data for a client navigation: `/blog.data`, `/_root.data` for the home page. */
const DATA_SUFFIX = ".data";
const HOME_DATA_PATH = "/_root.data";
/** In a route data request, the routes whose loaders the browser asks for (a comma-separated list of route ids). */
const ROUTES_PARAMETER = "_routes";

export interface SharedPageKey {
  /** the page's path, the same for its document and its route data (`/blog` for `/blog.data`) */
  pathname: string;
  /** what the page is stored under and rendered at: the request path with only the parameters that matter */
  key: string;
}

/**
 * The cache key of a GET request for `url` (a request target: path and query).
 * `routeIdsOf` gives the ids of the routes a page path matches; route data
 * asking for other routes' loaders keeps only those the page has. Null when the
 * request cannot be keyed (route data naming routes before they are known).
 */
export function sharedPageKey(url: string, routeIdsOf?: (pathname: string) => ReadonlySet<string> | null): SharedPageKey | null {
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  const isData = path.endsWith(DATA_SUFFIX);
  const pathname = path === HOME_DATA_PATH ? "/" : isData ? path.slice(0, -DATA_SUFFIX.length) : path;
  if (query < 0) return { pathname, key: path };

  const given = new URLSearchParams(url.slice(query + 1));
  const kept = new URLSearchParams();
  for (const [name, canonical] of Object.entries(parametersOf(pathname))) {
    const value = given.get(name);
    const canonicalValue = value === null ? null : canonical(value);
    if (canonicalValue !== null) kept.set(name, canonicalValue);
  }
  const routes = isData ? given.get(ROUTES_PARAMETER) : null;
  if (routes) {
    const known = routeIdsOf?.(pathname);
    if (!known) return null;
    const asked = [...new Set(routes.split(","))].filter((id) => known.has(id)).sort();
    if (asked.length > 0) kept.set(ROUTES_PARAMETER, asked.join(","));
  }
  const search = kept.toString();
  return { pathname, key: search ? `${path}?${search}` : path };
}

/** The query parameters a page reads (for tests and documentation). */
export function pageParameters(pathname: string): string[] {
  return Object.keys(parametersOf(pathname));
}
