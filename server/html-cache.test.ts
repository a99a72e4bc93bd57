/**
 * The page cache's keys, through a real HTTP server with the fast path and the
 * Express middleware wired as server/main.js does. React Router stands behind
 * `render`; here a render writes the URL it was asked for into the page, so a
 * test sees exactly what reached it.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlCache, type CacheClass, type HtmlCacheOptions } from "./html-cache";

const NONCE = "dGVzdC1ub25jZQ==";
const renders: string[] = [];
/** The host each page was rendered at, by path. */
const renderedHosts = new Map<string, string>();

/** A page whose render waits until this many requests for it have reached the server. */
const CROWDED_PAGE = "/landing/foule";
const CROWD = 20;
/** A page that answers 404 slowly: never shared. */
const MISSING_PAGE = "/landing/absente";
let crowdArrived = 0;
let letCrowdIn: () => void;
const crowdIsIn = new Promise<void>((resolve) => (letCrowdIn = resolve));

/** A page of a realistic size (~40 kB), with an inline script allowed by the request's nonce. */
const render: HtmlCacheOptions["render"] = async (req, context) => {
  const { pathname, search, host } = new URL(req.url);
  renders.push(`${pathname}${search}`);
  renderedHosts.set(pathname, host);
  if (pathname === CROWDED_PAGE) await crowdIsIn;
  if (pathname === MISSING_PAGE) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return new Response("<!DOCTYPE html><p>Page introuvable</p>", {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  }
  const filler = Array.from({ length: 400 }, (_, i) => `<li class="card">Chéneau n°${i} en zinc, ${pathname}</li>`).join("");
  const html = `<!DOCTYPE html><html lang="fr"><head><title>${pathname}</title></head><body><p id="rendered">${pathname}${search}</p><ul>${filler}</ul><script nonce="${context.cspNonce}">window.__page=1</script></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0" } });
};
const classify = (pathname: string): CacheClass | null =>
  pathname === "/blog" ? "content" : pathname === "/" || pathname.startsWith("/landing/") ? "static" : null;
const BLOG_ROUTES = new Set(["root", "routes/site/layout", "routes/blog/blog-index"]);

const cache = htmlCache({
  classify,
  contentVersion: async () => "articles:1",
  render,
  routeIdsOf: (pathname) => (pathname === "/blog" ? BLOG_ROUTES : null),
  contentSecurityPolicy: (scripts) => `script-src ${scripts.join(" ")}`,
});
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = NONCE;
    next();
  });
  app.use(cache.middleware);
  server = createServer(async (req, res) => {
    if (req.url?.startsWith(CROWDED_PAGE) && ++crowdArrived === CROWD) letCrowdIn();
    if (await cache.serveStored(req, res, () => {})) return;
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  cache: string | undefined;
  etag: string | undefined;
  encoding: string | undefined;
  body: Buffer;
}
/** The raw response (fetch would decode a compressed body). */
function get(path: string, acceptEncoding?: string, host?: string): Promise<Answer> {
  const headers = { ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}), ...(host ? { host } : {}) };
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          cache: res.headers["x-cache"] as string | undefined,
          etag: res.headers.etag,
          encoding: res.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}
const rendered = (answer: Answer) => /<p id="rendered">([^<]*)<\/p>/.exec(answer.body.toString())?.[1];

/** Asks until the stored brotli and gzip copies are made (in the background), so the cache's size stops changing. */
async function compressedCopiesOf(path: string): Promise<void> {
  for (const encoding of ["br", "gzip"])
    await expect.poll(async () => (await get(path, encoding)).encoding, { timeout: 10_000 }).toBe(encoding);
}

const AD_CLICK =
  "gclid=Cj0KCQiA1NebBhDDARIsAANiDD3&gbraid=0AAAAAD&wbraid=CjkKCQ&fbclid=IwAR2x&msclkid=4f1e&utm_source=google&utm_medium=cpc&utm_campaign=zinguerie-lyon&utm_term=gouttiere&_gl=1*x&mc_cid=5&yclid=7&ttclid=10&li_fat_id=12";

describe("page cache keys", () => {
  it("answers an ad click from the page stored for the bare URL: same bytes, same ETag, no render", async () => {
    const bare = await get("/landing/zinguerie");
    expect(bare.cache).toBe("MISS");
    const rendersBefore = renders.length;
    const ad = await get(`/landing/zinguerie?${AD_CLICK}`);
    expect(ad.cache).toBe("HIT");
    expect(ad.etag).toBe(bare.etag);
    expect(ad.body.equals(bare.body)).toBe(true);
    expect(renders.length).toBe(rendersBefore);
    expect(rendered(bare)).toBe("/landing/zinguerie");
  });

  it("renders a page at its key: the parameters it drops never reach the page", async () => {
    const first = await get(`/landing/etancheite?${AD_CLICK}&ref=newsletter`);
    expect(first.cache).toBe("MISS");
    expect(rendered(first)).toBe("/landing/etancheite");
    expect(first.body.toString()).not.toMatch(/gclid|utm_|newsletter/);
    expect((await get("/landing/etancheite")).cache).toBe("HIT");
  });

  it("keeps its entry count and size whatever query strings strangers send", async () => {
    await get("/");
    await compressedCopiesOf("/");
    // the pages stored by the tests above have their copies made too
    await expect.poll(() => cache.stats().compressing, { timeout: 10_000 }).toBe(0);
    const before = cache.stats();
    const rendersBefore = renders.length;
    expect(before.entries).toBeGreaterThan(0);
    expect(before.bytes).toBeGreaterThan(40_000);

    const answers: (string | undefined)[] = [];
    const JUNK = 5000;
    let next = 0;
    // 20 visitors at a time, each query string different from every other
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < JUNK) {
          const i = next++;
          const junk = [
            `gclid=${i.toString(36)}x${Math.random().toString(36).slice(2)}`,
            `utm_source=s${i}`,
            `q${i}=${"z".repeat(i % 50)}`,
          ];
          answers.push((await get(`/?${junk.join("&")}`, i % 2 ? "br" : undefined)).cache);
        }
      }),
    );
    expect(answers).toHaveLength(JUNK);
    expect(answers.every((answer) => answer === "HIT")).toBe(true);
    expect(cache.stats()).toEqual(before);
    expect(renders.length).toBe(rendersBefore);
  });

  it("keeps the blog's pages apart, each under one key", async () => {
    const list = await get("/blog");
    const second = await get("/blog?page=2");
    expect([list.cache, second.cache]).toEqual(["MISS", "MISS"]);
    expect(second.etag).not.toBe(list.etag);
    expect(rendered(second)).toBe("/blog?page=2");

    const again = await get(`/blog?utm_source=facebook&page=2&fbclid=IwAR2`);
    expect(again.cache).toBe("HIT");
    expect(again.etag).toBe(second.etag);
    expect((await get("/blog?page=1&gclid=1")).etag).toBe(list.etag);
  });

  it("renders a page once for all the visitors asking for it at the same time", async () => {
    const answers = await Promise.all(Array.from({ length: CROWD }, (_, i) => get(`${CROWDED_PAGE}?utm_content=${i}`)));
    expect(renders.filter((r) => r.startsWith(CROWDED_PAGE))).toEqual([CROWDED_PAGE]);
    expect(answers.map((a) => a.cache).sort()).toEqual([...Array<string>(CROWD - 1).fill("HIT"), "MISS"]);
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it("lets each visitor waiting for a page that cannot be shared get it rendered", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(MISSING_PAGE)));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(answers.every((a) => a.cache === undefined && a.body.toString().includes("Page introuvable"))).toBe(true);
  });

  it("renders a page for everyone at the request's host only when it is a well-formed one", async () => {
    expect((await get("/landing/hote-valide", undefined, "toiture.example:8080")).status).toBe(200);
    expect(renderedHosts.get("/landing/hote-valide")).toBe("toiture.example:8080");
    const malformed = await get("/landing/hote-invalide", undefined, "toiture.example<script>");
    expect(malformed.status).toBe(200);
    expect(rendered(malformed)).toBe("/landing/hote-invalide");
    expect(renderedHosts.get("/landing/hote-invalide")).toBe("localhost");
  });

  it("keys route data like its page, with only the routes the page has", async () => {
    const data = await get("/blog.data?page=2&_routes=routes/blog/blog-index");
    expect(data.cache).toBe("MISS");
    expect(rendered(data)).toBe("/blog.data?page=2&_routes=routes%2Fblog%2Fblog-index");
    const sameAgain = await get(`/blog.data?_routes=routes/blog/blog-index,routes/admin/write,nimporte&${AD_CLICK}&page=2`);
    expect(sameAgain.cache).toBe("HIT");
    expect(sameAgain.etag).toBe(data.etag);
  });
});
