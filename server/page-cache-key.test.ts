import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isPrivatePath } from "~/lib/cache-policy";
import { pageParameters, sharedPageKey } from "./page-cache-key";

const TRACKING =
  "utm_source=google&utm_medium=cpc&utm_campaign=zinc&utm_term=gouttiere&utm_content=a&gclid=Cj0KCQiA&gbraid=0AAAA&wbraid=CjkKCQ" +
  "&fbclid=IwAR2&msclkid=4f1e&_ga=2.1.2.3&_gl=1*abc&mc_cid=5&mc_eid=6&yclid=7&dclid=8&igshid=9&ttclid=10&twclid=11&li_fat_id=12";
const BLOG_ROUTES = new Set(["root", "routes/site/layout", "routes/blog/blog-index"]);
const routeIdsOf = (pathname: string) =>
  pathname === "/blog" ? BLOG_ROUTES : pathname === "/" ? new Set(["root", "routes/site/home"]) : null;

describe("sharedPageKey", () => {
  it("keeps a page without a query under its path", () => {
    expect(sharedPageKey("/landing/zinguerie")).toEqual({ pathname: "/landing/zinguerie", key: "/landing/zinguerie" });
    expect(sharedPageKey("/")).toEqual({ pathname: "/", key: "/" });
  });

  it("ignores every tracking parameter", () => {
    expect(sharedPageKey(`/landing/zinguerie?${TRACKING}`)?.key).toBe("/landing/zinguerie");
    expect(sharedPageKey(`/blog?${TRACKING}`)?.key).toBe("/blog");
    expect(sharedPageKey(`/blog?${TRACKING}&page=3`)?.key).toBe("/blog?page=3");
  });

  it("ignores the whole query string of a page that reads none", () => {
    for (const junk of ["?", "?a=1", "?page=2", "?x=%ZZ&&=&y", "?vue=toutes#haut", `?${"z".repeat(5000)}=1`]) {
      expect(sharedPageKey(`/services/zinguerie${junk}`)?.key, junk).toBe("/services/zinguerie");
    }
  });

  it("keeps the blog's page number, in one spelling, and page 1 as the bare list", () => {
    expect(sharedPageKey("/blog?page=2")?.key).toBe("/blog?page=2");
    expect(sharedPageKey("/blog?page=%32")?.key).toBe("/blog?page=2");
    expect(sharedPageKey("/blog?utm_source=x&page=2&page=5")?.key).toBe("/blog?page=2");
    expect(sharedPageKey("/blog?page=1")?.key).toBe("/blog");
    // a page that does not exist stays itself: the blog answers 404, which is never stored
    expect(sharedPageKey("/blog?page=abc")?.key).toBe("/blog?page=abc");
    expect(sharedPageKey("/blog/tout-savoir?page=2")?.key).toBe("/blog/tout-savoir");
  });

  it("keeps a search's words and a category's page number", () => {
    expect(sharedPageKey("/blog?q=goutti%C3%A8re&utm_source=x")!.key).toBe("/blog?q=goutti%C3%A8re");
    expect(sharedPageKey("/blog?q=%20%20")!.key).toBe("/blog");
    expect(sharedPageKey("/blog/categorie/zinguerie?page=2&gclid=1")!.key).toBe("/blog/categorie/zinguerie?page=2");
    expect(sharedPageKey("/blog/categorie/zinguerie?page=1")!.key).toBe("/blog/categorie/zinguerie");
  });

  it("keys route data like its page, keeping only the routes the page has", () => {
    expect(sharedPageKey("/blog.data")).toEqual({ pathname: "/blog", key: "/blog.data" });
    expect(sharedPageKey("/_root.data?gclid=1")).toEqual({ pathname: "/", key: "/_root.data" });
    expect(sharedPageKey(`/blog.data?page=2&${TRACKING}&_routes=routes/blog/blog-index,root`, routeIdsOf)?.key).toBe(
      "/blog.data?page=2&_routes=root%2Croutes%2Fblog%2Fblog-index",
    );
    expect(sharedPageKey("/blog.data?_routes=root,root,routes/admin/write,nimporte", routeIdsOf)?.key).toBe(
      "/blog.data?_routes=root",
    );
    expect(sharedPageKey("/blog.data?_routes=nimporte", routeIdsOf)?.key).toBe("/blog.data");
    // before the routes are known, route data naming routes is not shared
    expect(sharedPageKey("/blog.data?_routes=root")).toBeNull();
    // on a document, _routes means nothing
    expect(sharedPageKey("/blog?_routes=root")?.key).toBe("/blog");
  });

  it("gives a bounded number of keys whatever the query strings", () => {
    const keys = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      keys.add(sharedPageKey(`/landing/zinguerie?gclid=${i}&utm_source=s${i}&r${i}=${i}`)!.key);
      keys.add(sharedPageKey(`/blog.data?_routes=root,x${i}&gclid=${i}`, routeIdsOf)!.key);
    }
    expect(keys).toEqual(new Set(["/landing/zinguerie", "/blog.data?_routes=root"]));
  });
});

/** Every route with its full path and module file. */
function flatten(entries: readonly RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    return [{ path: full || "/", file: entry.file }, ...flatten(entry.children ?? [], full)];
  });
}

describe("the query parameters public pages read", () => {
  it("are exactly those the page cache keeps", async () => {
    // the icon sprite reads its version, but is sent with its own long cache, never by the page cache
    const publicRoutes = flatten(await routes).filter((r) => !isPrivatePath(r.path) && r.path !== "/icons.svg");
    expect(publicRoutes.length).toBeGreaterThan(20);
    for (const { path: routePath, file } of publicRoutes) {
      const source = readFileSync(path.join("app", file), "utf8");
      expect(source, file).not.toMatch(/useSearchParams|location\.search/);
      const read = [...source.matchAll(/searchParams\.(?:get|getAll|has)\(\s*["'`]([^"'`]+)/g)].map((m) => m[1]);
      expect(read.sort(), `${file} (${routePath})`).toEqual(pageParameters(routePath).sort());
    }
  });
});
