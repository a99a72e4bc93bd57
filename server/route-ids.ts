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
