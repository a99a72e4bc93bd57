/**
 * The process's page-view counter and the one call the server makes per
 * request (docs/product.md#statistics): pages sent from the page cache's fast
 * path and pages rendered by Express go through `countPageView` alike.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "~/config/env.server";
import { getDatabase } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { PageViewCounter } from "./counter.server";
import { countablePath, isCountedAnswer, viewOf } from "./page-views";

let counter: PageViewCounter | null = null;

/** The counter of this process (created on first use). */
export function pageViewCounter(): PageViewCounter {
  counter ??= new PageViewCounter({
    db: () => getDatabase().db,
    site: new URL(getEnv().SITE_URL).host,
    logger: logger.child({ component: "statistics" }),
  });
  return counter;
}

/** Starts the periodic flush (server start-up). */
export function startPageViewCounting(): void {
  pageViewCounter().start();
}

/** Writes what is counted and stops the flush: call once no request is left, before the database closes. */
export async function stopPageViewCounting(): Promise<void> {
  await counter?.stop().catch((error: unknown) => logger.error({ err: error }, "statistics: last flush failed"));
}

/**
 * Counts the request as a page view once its answer is sent, if it is one:
 * a GET of a public page by a person's browser (not a prefetch), answered
 * with the page. `clientIp` is read only then.
 */
export function countPageView(req: IncomingMessage, res: ServerResponse, clientIp: () => string): void {
  const path = countablePath(req);
  if (path === null) return;
  // read now: routers rewrite req.url on the way
  const isRouteData = (req.url ?? "").split("?", 1)[0]!.endsWith(".data");
  const view = viewOf(req, path, req.headers.host ?? "");
  res.once("finish", () => {
    if (!isCountedAnswer(res.statusCode, String(res.getHeader("content-type") ?? ""), isRouteData)) return;
    pageViewCounter().record(view, clientIp(), req.headers["user-agent"] ?? "");
  });
}

/**
 * Counts a page sent from the page cache's fast path: a stored page is always
 * the page itself (a 200, or a 304 for the browser's own copy), so the view is
 * recorded at once, without waiting for the answer to finish.
 */
export function countStoredPageView(req: IncomingMessage, clientIp: () => string): void {
  const path = countablePath(req);
  if (path === null) return;
  pageViewCounter().record(viewOf(req, path, req.headers.host ?? ""), clientIp(), req.headers["user-agent"] ?? "");
}

/** Express's compiled 'trust proxy' setting: whether the hop at `i` (0: the socket's peer) is a trusted proxy. */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/**
 * The client address as Express's req.ip gives it, for the page cache's fast
 * path, which runs before Express: the socket's peer, then X-Forwarded-For
 * from the right, as long as each hop is a trusted proxy.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxyFn): string {
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const addresses = [req.socket.remoteAddress ?? "unknown", ...forwarded];
  for (let hop = 0; hop < addresses.length - 1; hop++) if (!trust(addresses[hop]!, hop)) return addresses[hop]!;
  return addresses[addresses.length - 1]!;
}
