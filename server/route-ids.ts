import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteManifest = ServerBuild["routes"];

/** The build's flat route list as the nested tree React Router matches against. */
function routeTree(routes: RouteManifest, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: routeTree(routes, route!.id) },
    );
}

/** The ids of the routes a page path matches (root and layouts included), or null when none does. */
export function routeIdsMatcher(routes: RouteManifest): (pathname: string) => ReadonlySet<string> | null {
  const tree = routeTree(routes, undefined);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    return matches ? new Set(matches.map((match) => match.route.id!)) : null;
  };
}

/** The page path a single-fetch data URL stands for ('/blog.data' → '/blog', '/_root.data' → '/'). */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * Whether a state-changing request to this URL reaches an action, as React Router picks the route
 * that answers it (getTargetMatch): an index route when the query says `?index`, else the deepest
 * match that adds to the path. Null for a URL no route matches (its 404 is React Router's to answer).
 */
export function actionMatcher(routes: RouteManifest): (url: URL) => boolean | null {
  const tree = routeTree(routes, undefined);
  return (url) => {
    const matches = matchRoutes(tree, pagePathOf(url.pathname));
    if (!matches) return null;
    const last = matches[matches.length - 1]!;
    const wantsIndex = last.route.index === true && url.searchParams.getAll("index").some((value) => value === "");
    const target = wantsIndex ? last : matches.filter((match, i) => i === 0 || Boolean(match.route.path)).at(-1)!;
    return typeof routes[target.route.id!]?.module.action === "function";
  };
}
