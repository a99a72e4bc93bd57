import { createHash } from "node:crypto";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { hasPersonalCookie, isPrivatePath } from "~/lib/cache-policy";

/**
 * In-memory cache of anonymous public HTML (and route data for client
 * navigations). Pages that change only with a deployment are kept until the
 * process ends; pages built from the database ("content" pages: blog, sitemap,
 * RSS) carry the content version they were rendered at and are re-rendered
 * as soon as it changes (one cheap query per request, so every instance sees a
 * publication at once). Signed-in visitors and any request carrying our
 * cookies bypass the cache. Each hit gets a fresh CSP nonce.
 */
export type CacheClass = "static" | "content";

interface Entry {
  status: number;
  headers: [string, string][];
  /** The stored body cut at its CSP nonce, UTF-8 encoded once: a hit only joins the parts around the new nonce. */
  parts: Buffer[];
  version: string;
  etag: string;
}

export interface HtmlCacheOptions {
  classify: (pathname: string) => CacheClass | null;
  contentVersion: () => Promise<string>;
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  maxEntries?: number;
  /** an entry larger than this is not kept */
  maxBodyBytes?: number;
}

/**
 * Static pages still show the date (the home page's years of experience, the
 * footer's year): an entry is valid for the Paris calendar day it was rendered on.
 */
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });
let parisDay = { value: "", checkedAt: 0 };
/** Formatting a date costs more than the rest of a hit: the day is looked at again once a second. */
function staticVersion(): string {
  const now = Date.now();
  if (now - parisDay.checkedAt > 1000) parisDay = { value: `static:${PARIS_DAY.format(new Date(now))}`, checkedAt: now };
  return parisDay.value;
}
const DROPPED_HEADERS = new Set(["set-cookie", "date", "content-length", "connection", "transfer-encoding"]);

export function htmlCache(options: HtmlCacheOptions) {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 2000;
  const maxBodyBytes = options.maxBodyBytes ?? 1_000_000;

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.replace(/\.data$/, "");
    if (isPrivatePath(pathname) || hasPersonalCookie(req.get("cookie")) || req.get("authorization")) return next();
    const cacheClass = options.classify(pathname);
    if (!cacheClass) return next();

    try {
      const version = cacheClass === "content" ? await options.contentVersion() : staticVersion();
      const key = req.originalUrl;
      const nonce = String(res.locals.cspNonce ?? "");
      let entry = entries.get(key);
      if (entry && entry.version !== version) {
        entries.delete(key);
        entry = undefined;
      }
      if (entry) {
        entries.delete(key); // keep the Map in least-recently-used order
        entries.set(key, entry);
        res.setHeader("X-Cache", "HIT");
      } else {
        const response = await options.render(toFetchRequest(req), { cspNonce: nonce });
        const cacheable =
          response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(response.headers.get("cache-control") ?? "");
        if (!cacheable) return sendFetchResponse(res, response);
        const body = await response.text();
        entry = {
          status: response.status,
          headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
          parts: (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part)),
          version,
          etag: `W/"${createHash("sha1").update(nonce ? body.replaceAll(nonce, "") : body).digest("base64url").slice(0, 27)}"`,
        };
        if (entry.parts.reduce((size, part) => size + part.length, 0) <= maxBodyBytes) {
          entries.set(key, entry);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        res.setHeader("X-Cache", "MISS");
      }

      res.status(entry.status);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.setHeader("ETag", entry.etag);
      if (req.get("if-none-match") === entry.etag) {
        // keep the stored copy's own CSP: its nonce matches the stored body
        res.removeHeader("Content-Security-Policy");
        res.status(304).end();
        return;
      }
      sendWithNonce(req, res, entry.parts, nonce);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Writes the stored parts with this request's nonce between them, without
 * copying the page into a new buffer (the socket gathers the pieces).
 */
function sendWithNonce(req: ExpressRequest, res: ExpressResponse, parts: Buffer[], nonce: string): void {
  const separator = Buffer.from(nonce);
  const length = parts.reduce((size, part) => size + part.length, 0) + separator.length * (parts.length - 1);
  res.setHeader("Content-Length", length);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.cork();
  parts.forEach((part, i) => {
    if (i > 0) res.write(separator);
    res.write(part);
  });
  res.end();
  // compression may wait for the socket to drain: let the corked pieces go
  process.nextTick(() => {
    while (res.writableCorked > 0) res.uncork();
  });
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: req.method, headers });
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
