/**
 * HTTP caching of HTML for a CDN or reverse proxy in front (docs/product.md#caching), and the
 * in-memory cache of anonymous pages (server/html-cache.ts): a short shared
 * cache with stale-while-revalidate and an ETag on public pages, the same bytes
 * for every visitor with the page's scripts allowed by hash (no nonce to share),
 * compressed once, 304 on a matching If-None-Match,
 * nothing cached for a signed-in administrator or an admin page, and the blog
 * re-rendered as soon as an article is published. Pages are kept under their
 * path and the query parameters they read: ad and campaign tags, and anything
 * else a stranger adds, are answered from the stored page.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_HTML_CACHE_CONTROL } from "~/lib/cache-policy";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "~/features/articles/form-data";
import { seedBenchArticles } from "../../scripts/lib/seed";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";

let admin: AdminServer;
let articlePath: string;
beforeAll(async () => {
  admin = await startAdminServer();
  // two pages of articles on the blog
  articlePath = await seedBenchArticles(admin.server, 14);
});
afterAll(async () => {
  await admin?.stop();
});

const url = (path: string) => `${admin.server.url}${path}`;
const scriptHashesOf = (res: Response) =>
  /script-src ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1].match(/'sha256-[^']+'/g) ?? [];
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** the inline scripts a browser would run (JSON-LD is data) */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes("application/ld+json"))
    .map(([, , content]) => content!);
}

describe("HTML caching", () => {
  it("serves public pages with a short shared cache, an ETag, and the same bytes to everyone, scripts allowed by hash", async () => {
    const first = await fetch(url("/services/zinguerie"));
    const second = await fetch(url("/services/zinguerie"));
    const [firstBody, secondBody] = [await first.text(), await second.text()];

    expect(second.headers.get("x-cache")).toBe("HIT");
    for (const res of [first, second]) {
      expect(res.headers.get("cache-control")).toBe(PUBLIC_HTML_CACHE_CONTROL);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    }
    expect(second.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(secondBody).toBe(firstBody);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(secondBody).toContain("Chéneaux"); // UTF-8 intact

    // no nonce is shared: each of the page's own inline scripts is allowed by its hash, and nothing else
    const policy = second.headers.get("content-security-policy")!;
    expect(policy).not.toContain("'nonce-");
    expect(policy).toContain("'strict-dynamic'");
    expect(secondBody).not.toMatch(/\snonce="[^"]/);
    const scripts = inlineScripts(secondBody);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(scriptHashesOf(second))).toEqual(new Set(scripts.map(sha256)));
  });

  it("sends a stored page with the same headers as a rendered one, its own request id, and logs it", async () => {
    const miss = await fetch(url("/realisations?vue=toutes"), { headers: { "accept-encoding": "identity" } });
    await miss.arrayBuffer();
    const hit = await fetch(url("/realisations?vue=toutes"), {
      headers: { "accept-encoding": "identity", "x-request-id": "cache-hit-0001" },
    });
    await hit.arrayBuffer();
    expect([miss.headers.get("x-cache"), hit.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    const comparable = (res: Response) =>
      [...res.headers].filter(([name]) => !["date", "x-request-id", "x-cache", "keep-alive"].includes(name));
    expect(comparable(hit)).toEqual(comparable(miss));
    for (const name of [
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(hit.headers.get(name), name).toBeTruthy();
    }
    expect(hit.headers.get("x-request-id")).toBe("cache-hit-0001");
    await expect
      .poll(() => admin.server.output())
      .toMatch(/"requestId":"cache-hit-0001","method":"GET","path":"\/realisations","status":200/);
  });

  it("keeps a per-request nonce on what it renders for each visitor", async () => {
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const [a, b] = [await fetch(url("/auth-portal-secure")), await fetch(url("/auth-portal-secure"))];
    const [na, nb] = [nonceOf(a), nonceOf(b)];
    expect(na).toBeTruthy();
    expect(nb).not.toBe(na);
    expect(await b.text()).toContain(`nonce="${nb}"`);
    expect(b.headers.get("x-cache")).toBeNull();
  });

  it("serves a cached long page whole, compressed once for every visitor or not at all", async () => {
    await fetch(url("/")).then((res) => res.arrayBuffer()); // stored, then compressed in the background
    /** A copy compressed per response has no Content-Length: asks again until the stored compressed copy is there. */
    async function storedCopy(encoding: string): Promise<Response> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const res = await fetch(url("/"), { headers: { "accept-encoding": encoding }, signal: AbortSignal.timeout(5000) });
        if (res.headers.get("content-length") || Date.now() > deadline) return res;
        await res.arrayBuffer();
      }
    }
    const pages = new Set<string>();
    for (const [encoding, expected] of [
      ["identity", "identity"],
      ["gzip", "gzip"],
      ["br", "br"],
      ["gzip, deflate, br, zstd", "br"], // a browser's: brotli is the smaller
    ]) {
      const res = await storedCopy(encoding!);
      expect(res.headers.get("x-cache"), encoding).toBe("HIT");
      expect(res.headers.get("content-encoding") ?? "identity", encoding).toBe(expected);
      const sent = Number(res.headers.get("content-length"));
      const body = await res.text(); // decoded by fetch
      if (expected === "identity") expect(sent).toBe(Buffer.byteLength(body));
      else expect(sent, encoding).toBeLessThan(Buffer.byteLength(body) / 4);
      expect(body, encoding).toMatch(/<\/html>$/);
      pages.add(body);
    }
    expect(pages.size).toBe(1);
  });

  it("answers a HEAD without storing an empty page: the next GET gets the whole page", async () => {
    const head = await fetch(url("/cgv"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const get = await fetch(url("/cgv"), { headers: { "accept-encoding": "identity" } });
    const body = await get.text();
    expect(get.headers.get("x-cache")).toBe("HIT");
    expect(body).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    expect(Number(get.headers.get("content-length"))).toBe(Buffer.byteLength(body));
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
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

const AD_CLICK =
  "gclid=Cj0KCQiA1NebBhDDARIsAANiDD3xyz&utm_source=google&utm_medium=cpc&utm_campaign=zinguerie-lyon&gbraid=0AAAAAD&fbclid=IwAR2x&msclkid=4f1e";
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("cache keys", () => {
  it("answers an ad click from the stored page: a hit with the same bytes and ETag, canonical without its parameters", async () => {
    const headers = { "accept-encoding": "identity" };
    const bare = await fetch(url("/landing/zinguerie"), { headers });
    const bareBody = await bare.text();
    const ad = await fetch(url(`/landing/zinguerie?${AD_CLICK}`), { headers });
    const adBody = await ad.text();
    expect(ad.status).toBe(200);
    expect(ad.headers.get("x-cache")).toBe("HIT");
    expect(ad.headers.get("etag")).toBe(bare.headers.get("etag"));
    expect(adBody).toBe(bareBody);
    expect(adBody).not.toMatch(/gclid|utm_|Cj0KCQiA1NebBhDDARIsAANiDD3xyz/);
    expect(canonicalOf(adBody)).toBe(url("/landing/zinguerie"));
  });

  it("answers 5,000 different junk query strings from the one stored page", async () => {
    const etag = (await fetch(url("/services/zinguerie")).then(async (res) => (await res.arrayBuffer(), res))).headers.get(
      "etag",
    );
    const answers: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 5000) {
          const i = next++;
          const res = await fetch(
            url(`/services/zinguerie?gclid=${i}-${Math.random().toString(36).slice(2)}&utm_content=${i}&x${i}=${i}`),
          );
          await res.arrayBuffer();
          answers.push(`${res.status} ${res.headers.get("x-cache")} ${res.headers.get("etag")}`);
        }
      }),
    );
    expect(answers).toHaveLength(5000);
    expect(new Set(answers)).toEqual(new Set([`200 HIT ${etag}`]));
  });

  it("keeps /blog?page=2 apart from /blog, under one key, canonical with the page number only", async () => {
    const list = await fetch(url("/blog"));
    const listBody = await list.text();
    const second = await fetch(url("/blog?page=2&utm_source=newsletter"));
    const secondBody = await second.text();
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).not.toBe(list.headers.get("etag"));
    expect(secondBody).not.toBe(listBody);
    expect(canonicalOf(listBody)).toBe(url("/blog"));
    expect(canonicalOf(secondBody)).toBe(url("/blog?page=2"));

    const again = await fetch(url(`/blog?${AD_CLICK}&page=2`));
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("etag")).toBe(second.headers.get("etag"));
    expect(await again.text()).toBe(secondBody);
  });

  it("keys route data of client navigations like their page", async () => {
    const routes = "_routes=routes%2Fblog%2Fblog-index";
    const data = await fetch(url(`/blog.data?page=2&${routes}`));
    const dataBody = await data.text();
    expect(data.status).toBe(200);
    const ad = await fetch(url(`/blog.data?${AD_CLICK}&page=2&${routes}`));
    expect(ad.headers.get("x-cache")).toBe("HIT");
    expect(await ad.text()).toBe(dataBody);
    // route ids the page does not have are ignored, as React Router ignores them
    const odd = await fetch(url(`/blog.data?page=2&_routes=routes%2Fblog%2Fblog-index,routes%2Fadmin%2Fwrite`));
    expect(odd.headers.get("x-cache")).toBe("HIT");
    expect(await odd.text()).toBe(dataBody);
  });

  it("renders an article asked for by another spelling of its path without storing it again", async () => {
    const canonical = await fetch(url(`${articlePath}?gclid=1`));
    const body = await canonical.text();
    expect(canonical.headers.get("x-cache")).toBe("MISS");
    for (const variant of [`${articlePath}/`, articlePath.replace("tout", "%74out")]) {
      const res = await fetch(url(variant));
      expect(res.status, variant).toBe(200);
      expect(res.headers.get("x-cache"), variant).toBeNull();
      expect(canonicalOf(await res.text()), variant).toBe(canonicalOf(body));
    }
  });
});
