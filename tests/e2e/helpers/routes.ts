import { readFileSync } from "node:fs";
import path from "node:path";
import routes from "../../../app/routes";

/** One entry of app/routes.ts, flattened: its full URL pattern and what its module exports. */
export interface FlatRoute {
  /** '/dashboard-management-panel/edit/:id' */
  pattern: string;
  file: string;
  index: boolean;
  hasLoader: boolean;
  hasAction: boolean;
}

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

const APP_DIR = path.resolve(__dirname, "../../../app");

function exportsName(source: string, name: string): boolean {
  return (
    new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b`).test(source) ||
    new RegExp(`export\\s+(const|let)\\s+${name}\\b`).test(source) ||
    new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(source)
  );
}

function walk(entries: readonly RouteEntry[], parent: string, out: FlatRoute[]): FlatRoute[] {
  for (const entry of entries) {
    const joined = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const source = readFileSync(path.join(APP_DIR, entry.file), "utf8");
    // Pathless layouts are walked through; every route with a URL is listed.
    if (entry.path !== undefined || entry.index) {
      out.push({
        pattern: `/${joined}`,
        file: entry.file,
        index: entry.index === true,
        hasLoader: exportsName(source, "loader"),
        hasAction: exportsName(source, "action"),
      });
    }
    if (entry.children) walk(entry.children, joined, out);
  }
  return out;
}

/** Every route of app/routes.ts (the real table the app is built from). */
export function allRoutes(): FlatRoute[] {
  return walk(routes as unknown as RouteEntry[], "", []);
}

/** Admin routes: everything under /dashboard-management-panel and /api/admin. */
export function adminRoutes(): FlatRoute[] {
  return allRoutes().filter((r) => /^\/(dashboard-management-panel|api\/admin)(\/|$)/.test(r.pattern));
}

/** A concrete URL for a pattern (':id' and other params replaced by a sample value), `?index` for index routes. */
export function sampleUrl(route: FlatRoute, params: Record<string, string> = {}): string {
  const filled = route.pattern.replace(
    /:(\w+)\??/g,
    (_m, name: string) => params[name] ?? "00000000-0000-4000-8000-000000000000",
  );
  return route.index ? `${filled}?index` : filled;
}

/** The single-fetch URL React Router's client uses for the same route (forms with JavaScript, client navigation). */
export function sampleDataUrl(route: FlatRoute, params: Record<string, string> = {}): string {
  const [path, query] = sampleUrl(route, params).split("?");
  return `${path === "/" ? "/_root" : path}.data${query ? `?${query}` : ""}`;
}
