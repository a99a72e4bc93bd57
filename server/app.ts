import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express, type RequestHandler } from "express";
import { getEnv } from "~/config/env.server";
import { checkDatabase, getDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, migrateAuthTables } from "~/features/auth/auth.server";
import { startArticleJobs, stopArticleJobs } from "~/features/articles/jobs.server";
import {
  clientAddressOf,
  countPageView,
  countStoredPageView,
  startPageViewCounting,
  stopPageViewCounting,
  type TrustProxyFn,
} from "~/features/analytics/counting.server";
import { startLeadPhotos, stopLeadPhotos } from "~/features/leads/lead-photos-lifecycle.server";
import { registerQuoteCleanup } from "~/features/quotes/request-deletion.server";
import { startLeadJobs, stopLeadJobs } from "~/jobs/jobs.server";
import { startOutboxSender, stopOutboxSender } from "~/features/mail/sender.server";
import { registerQuotePdfAttachments } from "~/features/quotes/pdf-attachment.server";
import { staticPublicPaths } from "~/features/seo/public-pages";
import { startRateLimitPruning } from "~/lib/rate-limit.server";
import { readContentVersions } from "~/lib/content-version.server";
import { logger } from "~/lib/logger.server";
import { isSignedInAdmin } from "./admin-session";
import { mountMediaRoutes } from "./media";
import { reactRouterHandler, type ReactRouterHandlerOptions } from "./react-router-handler";
import { boundedRequestBodies } from "./request-body";
import { sameOriginOnly } from "./same-origin";
import { htmlCache, type CacheClass, type HtmlCacheOptions } from "./html-cache";
import { requestLog, startRequestLog } from "./request-log";
import { routeIdsMatcher } from "./route-ids";
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  securityHeaders,
  staticFileSecurityHeaders,
  type SecurityOptions,
} from "./security";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** the client address (X-Forwarded-For honoured only with TRUST_PROXY), for rate limits */
    clientIp?: string | null;
  }
}

/** Validates the environment and brings the database schema up to date. Call before serving. */
export async function prepare(): Promise<void> {
  const env = getEnv();
  const database = getDatabase();
  await migrateDatabase(database, { dataDir: env.DATA_DIR, extra: () => migrateAuthTables(env, database) });
  startBackgroundJobs();
}

let stopPruning: (() => void) | null = null;

/** The mail outbox's sender, the lead jobs (reminders, digest, retention) and rate-limit pruning: small unref'd timers. */
function startBackgroundJobs(): void {
  startLeadPhotos();
  registerQuoteCleanup();
  registerQuotePdfAttachments();
  startOutboxSender();
  startLeadJobs();
  startArticleJobs();
  stopPruning ??= startRateLimitPruning();
  startPageViewCounting();
}

/** Shutdown: stops the timers and waits for in-flight e-mails before the database closes. */
export async function stopBackgroundJobs(): Promise<void> {
  stopPruning?.();
  stopPruning = null;
  stopLeadPhotos();
  // the jobs first: a running tick may still queue e-mail for the sender
  await stopLeadJobs();
  await stopArticleJobs();
  await stopOutboxSender();
}

/** Writes the page views counted so far (shutdown, once requests are answered, before the database closes). */
export const flushStatistics = stopPageViewCounting;

/** Answers a request from the page cache ahead of every middleware, or declines (false): see htmlCache. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * The Express application; in production the fast path that serves stored
 * pages before it; and the security headers of the static files served
 * beside it (server/main.js).
 */
export function createApp(): { app: Express; serveStored: FastPath | null; staticFileHeaders: [string, string][] } {
  const env = getEnv();
  const app = express();
  app.disable("x-powered-by");
  // A hop count or the proxies' addresses: the client address is the first one not added by a trusted proxy.
  if (env.trustProxy !== false) app.set("trust proxy", env.trustProxy);
  app.use(requestLog(logger));

  const security: SecurityOptions = {
    isProduction: env.isProduction,
    https: env.SITE_URL.startsWith("https://"),
    mediaOrigins: env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [],
    analytics: Boolean(env.GA_MEASUREMENT_ID || env.GOOGLE_ADS_ID),
  };
  app.use(securityHeaders(security));

  app.get("/healthz", async (_req, res) => {
    try {
      await checkDatabase();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: getDatabase().kind });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error" });
    }
  });

  // The client address for rate limits and the session list: Express's req.ip (honours TRUST_PROXY),
  // always overwriting whatever a client may have sent under that name.
  // Page views (docs/product.md#statistics) are counted once answered, with that address; the fast
  // path below counts its own.
  app.use((req, res, next) => {
    const clientIp = req.ip ?? req.socket.remoteAddress ?? "unknown";
    req.headers[CLIENT_IP_HEADER] = clientIp;
    countPageView(req, res, () => clientIp);
    next();
  });
  app.use(sameOriginOnly([env.SITE_URL]));
  // better-auth's own HTTP endpoints are not served: our pages call it in-process (decision 005), and
  // its admin endpoints would show other administrators' sessions, tokens included.
  app.all(`${AUTH_BASE_PATH}{/*splat}`, (_req, res) => {
    res.status(404).set("Cache-Control", "no-store").json({ error: "Introuvable" });
  });
  app.use(boundedRequestBodies({ logger, isSignedInAdmin: (req, res) => isSignedInAdmin(req, res, env.SITE_URL) }));
  mountMediaRoutes(app, env);

  const build = () => import("virtual:react-router/server-build");
  // In production the build never changes: it is loaded once and React Router is handed the build
  // itself. Handed a function (as development needs, where the build changes), it rebuilds its route
  // tables on every request.
  const productionBuild: Promise<ServerBuild> | null = env.isProduction ? build() : null;
  let serveStored: FastPath | null = null;
  if (productionBuild) {
    const staticPaths = new Set(staticPublicPaths().filter((p) => !p.startsWith("/blog")));
    // Blog pages, RSS and sitemap change with every article: compressed faster. Only an article's or
    // a réalisation's own path is kept (slugs are lower-case words joined by hyphens): the same page
    // asked for with a trailing slash or an encoded letter is rendered but adds no entry.
    const CONTENT_PATHS = new Set(["/blog", "/blog/rss.xml", "/sitemap.xml"]);
    const ARTICLE_PATH = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
    const CATEGORY_PATH = /^\/blog\/categorie\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
    const PROJECT_PATH = /^\/realisations\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
    const isContent = (pathname: string) =>
      CONTENT_PATHS.has(pathname) || ARTICLE_PATH.test(pathname) || CATEGORY_PATH.test(pathname);
    const classify = (pathname: string): CacheClass | null =>
      staticPaths.has(pathname) || PROJECT_PATH.test(pathname) ? "static" : isContent(pathname) ? "content" : null;
    const renderer = productionBuild.then((loaded) => createFetchHandler(loaded, "production"));
    renderer.catch(() => {}); // a build that fails to load fails each request, as it would without the cache
    const render: HtmlCacheOptions["render"] = async (request, context) => (await renderer)(request, context);
    let routeIdsOf: ((pathname: string) => ReadonlySet<string> | null) | null = null;
    // until then, route data naming its routes is rendered without the cache
    productionBuild.then((loaded) => (routeIdsOf = routeIdsMatcher(loaded.routes))).catch(() => {});
    // When the version cannot be read, a unique one: the page is rendered (and its own errors handled) as without a cache.
    const contentVersion = () => readContentVersions().catch(() => `unavailable-${process.hrtime.bigint()}`);
    const cache = htmlCache({
      classify,
      contentVersion,
      render,
      routeIdsOf: (pathname) => routeIdsOf?.(pathname) ?? null,
      contentSecurityPolicy: (scripts) => contentSecurityPolicy(scripts, security),
    });
    app.use(cache.middleware);
    // what the middleware above would add to a stored page: the request's log line and security headers
    const fixedHeaders = fixedSecurityHeaders(security);
    const trust = app.get("trust proxy fn") as TrustProxyFn;
    serveStored = (req, res) => {
      const started = process.hrtime.bigint();
      return cache.serveStored(req, res, () => {
        startRequestLog(logger, req, res, started);
        countStoredPageView(req, () => clientAddressOf(req, trust));
        for (const [name, value] of fixedHeaders) res.setHeader(name, value);
      });
    };
  }

  const getLoadContext: ReactRouterHandlerOptions["getLoadContext"] = (req, res) => ({
    cspNonce: String(res.locals.cspNonce ?? ""),
    clientIp: req.ip ?? req.socket.remoteAddress ?? null,
  });
  app.use(
    productionBuild
      ? handlerOnceLoaded(productionBuild.then((loaded) => reactRouterHandler({ build: loaded, getLoadContext })))
      : reactRouterHandler({ build, getLoadContext }),
  );
  return { app, serveStored, staticFileHeaders: staticFileSecurityHeaders(security) };
}

/** A request handler that is still being made: requests wait for it (or get its error). */
function handlerOnceLoaded(handler: Promise<RequestHandler>): RequestHandler {
  handler.catch(() => {}); // reported to each request instead
  return (req, res, next) => {
    handler.then((handle) => handle(req, res, next), next);
  };
}

export { getEnv } from "~/config/env.server";
export { closeDatabase } from "~/db/client.server";
export { logger } from "~/lib/logger.server";
export { staticWithCompressedCopies } from "./precompressed";
