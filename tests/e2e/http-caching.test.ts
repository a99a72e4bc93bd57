/**
 * HTTP caching of HTML for a CDN or reverse proxy in front (issue 9), and the
 * in-memory cache of anonymous pages (server/html-cache.ts): a short shared
 * cache with stale-while-revalidate and an ETag on public pages, a fresh CSP
 * nonce on every copy served from memory, 304 on a matching If-None-Match,
 * nothing cached for a signed-in administrator or an admin page, and the blog
 * re-rendered as soon as an article is published.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_HTML_CACHE_CONTROL } from "~/lib/cache-policy";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "~/features/articles/form-data";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";

let admin: AdminServer;
beforeAll(async () => {
  admin = await startAdminServer();
});
afterAll(async () => {
  await admin?.stop();
});

const url = (path: string) => `${admin.server.url}${path}`;
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("HTML caching", () => {
  it("serves public pages with a short shared cache, an ETag, and a fresh nonce on every copy", async () => {
    const first = await fetch(url("/services/zinguerie"));
    const second = await fetch(url("/services/zinguerie"));
    const [firstBody, secondBody] = [await first.text(), await second.text()];

    expect(second.headers.get("x-cache")).toBe("HIT");
    for (const res of [first, second]) {
      expect(res.headers.get("cache-control")).toBe(PUBLIC_HTML_CACHE_CONTROL);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    }
    expect(second.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));

    // each copy carries its own nonce, in its header and in every script of its body
    const [n1, n2] = [nonceOf(first), nonceOf(second)];
    expect(n1).toBeTruthy();
    expect(n2).toBeTruthy();
    expect(n2).not.toBe(n1);
    expect(secondBody).toContain(`nonce="${n2}"`);
    expect(secondBody).not.toContain(n1!);
    expect(secondBody.replaceAll(n2!, "N")).toBe(firstBody.replaceAll(n1!, "N"));
    expect(secondBody).toContain("Chéneaux"); // UTF-8 intact
  });

  it("serves a cached long page whole, compressed or not", async () => {
    await fetch(url("/")).then((res) => res.arrayBuffer()); // stored
    const pages = [];
    for (const encoding of ["identity", "gzip", "br", "gzip, deflate, br"]) {
      const res = await fetch(url("/"), { headers: { "accept-encoding": encoding }, signal: AbortSignal.timeout(5000) });
      expect(res.headers.get("x-cache"), encoding).toBe("HIT");
      const used = res.headers.get("content-encoding") ?? "identity";
      expect(encoding.split(", "), encoding).toContain(used);
      const body = await res.text();
      if (encoding === "identity") expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(body));
      expect(body, encoding).toMatch(/<\/html>$/);
      pages.push(body.replaceAll(nonceOf(res)!, "N"));
    }
    expect(new Set(pages).size).toBe(1);
  });

  it("answers 304 without a body when the ETag matches", async () => {
    const etag = (await fetch(url("/"))).headers.get("etag")!;
    const res = await fetch(url("/"), { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect((await fetch(url("/"), { headers: { "if-none-match": 'W/"autre"' } })).status).toBe(200);
  });

  it("never caches what a signed-in administrator sees, nor admin pages", async () => {
    const signedIn = await fetch(url("/services/zinguerie"), { headers: { cookie: admin.cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("etag")).toBeNull();

    const dashboard = await fetch(url("/dashboard-management-panel"), { headers: { cookie: admin.cookie } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(dashboard.headers.get("x-cache")).toBeNull();
  });

  it("shows a newly published article on the cached blog at once", async () => {
    await fetch(url("/blog"));
    expect((await fetch(url("/blog"))).headers.get("x-cache")).toBe("HIT");

    const saved = await fetch(url("/dashboard-management-panel/write"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: admin.cookie, origin: admin.server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        [ARTICLE_FIELDS.title]: "Cache : un article tout neuf",
        [ARTICLE_FIELDS.content]: "## Nouveau\n\nPublié à l'instant, visible aussitôt sur le blog.",
        [ARTICLE_FIELDS.intent]: SAVE_INTENTS.publish,
      }),
    });
    expect(saved.status).toBe(302);

    const blog = await fetch(url("/blog"));
    expect(blog.headers.get("x-cache")).toBe("MISS");
    expect(await blog.text()).toContain("Cache : un article tout neuf");
  });
});
