import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { hasPersonalCookie, isPrivatePath } from "~/lib/cache-policy";
import { parisIsoDay } from "~/lib/dates";
import { sharedPageKey } from "./page-cache-key";
import { fetchRequestOf } from "./react-router-handler";
import { preferredEncoding } from "./accept-encoding";
import { compressText, TEXT_ENCODINGS, type TextEncoding } from "./compress-text";
import { replaceNonceWithHashes } from "./script-hashes";

/**
 * In-memory cache of anonymous public HTML (and route data for client
 * navigations). Every page shows database content (the business details in
 * its header and footer at least), so every entry carries the content version
 * it was rendered at, and the Paris day (pages show the date: the years of
 * experience, the footer's year); it is re-rendered as soon as either changes
 * (one cheap query per request, so every instance sees an edit at once). The
 * class of a page ("static": the showcase; "content": blog, sitemap, RSS) only
 * sets how hard it is compressed. Signed-in visitors and any request carrying
 * our cookies bypass the cache.
 *
 * A page is kept under its path and the few query parameters it reads
 * (page-cache-key.ts), and rendered at that key: ad and campaign tags and any
 * other parameter neither add an entry nor change the page.
 *
 * A cached page is the same bytes for everyone: its scripts are allowed by
 * their hashes instead of a nonce (script-hashes.ts), so it is compressed once
 * (brotli and gzip, off the main thread) and served as a static file would be.
 */
export type CacheClass = "static" | "content";

type Encoding = TextEncoding;

interface Entry {
  status: number;
  headers: [string, string][];
  contentSecurityPolicy: string;
  body: Buffer;
  /** filled in the background once the entry is stored; until then, compression happens per response */
  encoded: Partial<Record<Encoding, Buffer>>;
  version: string;
  etag: string;
}

export interface HtmlCacheOptions {
  classify: (pathname: string) => CacheClass | null;
  /** the version of everything pages are built from in the database (content-version.server.ts) */
  contentVersion: () => Promise<string>;
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** the Content-Security-Policy of a cached page, given the CSP sources of its scripts */
  contentSecurityPolicy: (scriptSources: string[]) => string;
  /** the ids of the routes a page path matches, once known (route data asks for some of them) */
  routeIdsOf?: (pathname: string) => ReadonlySet<string> | null;
  maxEntries?: number;
  /** an entry larger than this is not kept */
  maxBodyBytes?: number;
}

/** What the cache holds: its entries and their bytes, compressed copies included. */
export interface HtmlCacheStats {
  entries: number;
  bytes: number;
  /** entries whose compressed copies are still being made */
  compressing: number;
}

/** An entry is valid for the Paris calendar day it was rendered on. */
let parisDay = { value: "", checkedAt: 0 };
/** Formatting a date costs more than the rest of a hit: the day is looked at again once a second. */
function today(): string {
  const now = Date.now();
  if (now - parisDay.checkedAt > 1000) parisDay = { value: parisIsoDay(new Date(now)), checkedAt: now };
  return parisDay.value;
}
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "content-length",
  "connection",
  "transfer-encoding",
  "content-security-policy",
  "vary",
]);

/**
 * Brotli's best quality takes ~80 ms for the home page, on a worker thread: worth it for pages kept
 * until the next deployment, not for blog pages that a publication replaces.
 */
const BROTLI_QUALITY: Record<CacheClass, number> = { static: 11, content: 6 };
const ENCODINGS: readonly Encoding[] = TEXT_ENCODINGS;

/** Sends a stored page; returns false when the caller should answer instead (the fast path declines). */
export type ServeStored = (req: IncomingMessage, res: ServerResponse, beforeSend: () => void) => boolean | Promise<boolean>;

export function htmlCache(options: HtmlCacheOptions): {
  middleware: RequestHandler;
  serveStored: ServeStored;
  stats: () => HtmlCacheStats;
} {
  const entries = new Map<string, Entry>();
  /** entries whose compressed copies are being made */
  let compressing = 0;
  const maxEntries = options.maxEntries ?? 2000;
  const maxBodyBytes = options.maxBodyBytes ?? 1_000_000;

  /** The cache key and class of a request an anonymous visitor may share, or null. */
  function shareable(req: IncomingMessage): { key: string; cacheClass: CacheClass } | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const page = sharedPageKey(req.url ?? "/", options.routeIdsOf);
    if (!page || isPrivatePath(page.pathname) || hasPersonalCookie(req.headers.cookie) || req.headers.authorization) return null;
    const cacheClass = options.classify(page.pathname);
    return cacheClass ? { key: page.key, cacheClass } : null;
  }

  /** The entry stored under `key` if it was rendered at `version` (kept most recently used). */
  function stored(key: string, version: string): Entry | undefined {
    const entry = entries.get(key);
    entries.delete(key);
    if (entry?.version !== version) return undefined;
    entries.set(key, entry);
    return entry;
  }

  const currentVersion = async () => `${today()} ${await options.contentVersion()}`;

  /**
   * The fast path, ahead of Express: a stored page is sent with the headers it was stored with. It
   * declines what it cannot send as stored (a compressed copy still being made, anything not shared).
   */
  const serveStored: ServeStored = (req, res, beforeSend) => {
    const target = shareable(req);
    if (!target) return false;
    const send = (version: string) => {
      const entry = stored(target.key, version);
      const encoding = preferredEncoding(req.headers["accept-encoding"], ENCODINGS);
      if (!entry || (encoding && !entry.encoded[encoding])) return false;
      beforeSend();
      res.setHeader("X-Cache", "HIT");
      sendEntry(req, res, entry, encoding);
      return true;
    };
    return currentVersion().then(send);
  };

  /**
   * Renders a page for everyone: the entry to share (stored and compressed in the background), or
   * the response to send as it is when the page cannot be shared.
   */
  async function renderShared(
    req: ExpressRequest,
    res: ExpressResponse,
    target: { key: string; cacheClass: CacheClass },
    version: string,
  ): Promise<Entry | Response> {
    // rendered with this request's nonce, which the stored copy trades for its scripts' hashes
    const nonce = String(res.locals.cspNonce ?? "");
    // at the cache key: the path and only the parameters the page reads (a HEAD is sent the stored page's headers)
    const response = await options.render(fetchRequestOf(req, res, target.key), { cspNonce: nonce });
    const cacheable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(response.headers.get("cache-control") ?? "");
    if (!cacheable) return response;
    const rendered = await response.text();
    const entry = sharedEntry(rendered, response, nonce, version, options.contentSecurityPolicy);
    if (!entry) return new Response(rendered, response);
    if (entry.body.length <= maxBodyBytes) {
      entries.set(target.key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      compressing += 1;
      void compressInBackground(entry, target.cacheClass).then(() => (compressing -= 1));
    }
    return entry;
  }

  /**
   * The pages being rendered, by version and key: requests for a page that is being rendered wait
   * for that render instead of making their own (after a publication, or when the day changes,
   * every visitor of a page arrives at once, and each render was compressed again in the background).
   */
  const rendering = new Map<string, Promise<Entry | undefined>>();

  const middleware: RequestHandler = async (req, res, next) => {
    const target = shareable(req);
    if (!target) return next();
    try {
      const version = await currentVersion();
      const renderKey = `${version} ${target.key}`;
      let entry = stored(target.key, version) ?? (await rendering.get(renderKey)?.catch(() => undefined));
      if (entry) {
        res.setHeader("X-Cache", "HIT");
      } else {
        const render = renderShared(req, res, target, version);
        // a page that cannot be shared: each request that waited renders its own
        const shared = render.then((result) => (result instanceof Response ? undefined : result));
        rendering.set(renderKey, shared);
        const done = () => void (rendering.get(renderKey) === shared && rendering.delete(renderKey));
        shared.then(done, done);
        const result = await render;
        if (result instanceof Response) return sendFetchResponse(res, result);
        entry = result;
        res.setHeader("X-Cache", "MISS");
      }
      // a compressed copy not made yet: the compression middleware compresses this response
      const ready = ENCODINGS.filter((e) => entry.encoded[e]);
      sendEntry(req, res, entry, preferredEncoding(req.headers["accept-encoding"], ready));
    } catch (error) {
      next(error);
    }
  };

  const stats = (): HtmlCacheStats => {
    let bytes = 0;
    for (const entry of entries.values()) {
      bytes += entry.body.length;
      for (const encoded of Object.values(entry.encoded)) bytes += encoded.length;
    }
    return { entries: entries.size, bytes, compressing };
  };

  return { middleware, serveStored, stats };
}

/** A rendered page as every visitor gets it, or undefined when it cannot be shared (a script of its own loads a file). */
function sharedEntry(
  rendered: string,
  response: Response,
  nonce: string,
  version: string,
  contentSecurityPolicy: HtmlCacheOptions["contentSecurityPolicy"],
): Entry | undefined {
  const shared = replaceNonceWithHashes(rendered, nonce);
  if (!shared) return undefined;
  const body = Buffer.from(shared.body);
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  const vary = [response.headers.get("vary"), "Accept-Encoding"].filter(Boolean).join(", ");
  return {
    status: response.status,
    headers: [...headers, ["Vary", vary]],
    contentSecurityPolicy: contentSecurityPolicy(shared.scriptHashes),
    body,
    encoded: {},
    version,
    etag: `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

/** Settles once every copy is made or given up. */
function compressInBackground(entry: Entry, cacheClass: CacheClass): Promise<void> {
  const copies = ENCODINGS.map((encoding) =>
    compressText(entry.body, encoding, BROTLI_QUALITY[cacheClass]).then(
      (encoded) => void (entry.encoded[encoding] = encoded),
      () => {}, // the entry is served compressed per response instead
    ),
  );
  return Promise.all(copies).then(() => {});
}

/** Plain Node response methods: the fast path has no Express response. `encoding`: one of the entry's ready copies, or null. */
function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, encoding: Encoding | null): void {
  res.statusCode = entry.status;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", entry.contentSecurityPolicy);
  res.setHeader("ETag", entry.etag);
  if (req.headers["if-none-match"] === entry.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  // the compression middleware leaves a response alone once it has a Content-Encoding
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const body = encoding ? entry.encoded[encoding]! : entry.body;
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.send(Buffer.from(await response.arrayBuffer()));
}
