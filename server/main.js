// The HTTP entry point: static files, compression and the application (built by
// Vite into build/server/index.js in production, loaded live from server/app.ts in
// development). Kept in plain JavaScript so that it runs without a build step.
import { createServer } from "node:http";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const BUILD_PATH = "../build/server/index.js";

const startedAt = performance.now();
const outer = express();
outer.disable("x-powered-by");
outer.use(compression());

/** A wrong configuration or an unreachable database stops start-up with a readable message. */
async function prepareOrExit(mod) {
  try {
    await mod.prepare();
  } catch (error) {
    console.error(error instanceof Error && error.name === "EnvError" ? error.message : error);
    process.exit(1);
  }
}

/** @type {{ getEnv(): any; logger: any; staticWithCompressedCopies: typeof import("./precompressed").staticWithCompressedCopies; closeDatabase(): Promise<void>; stopBackgroundJobs(): Promise<void>; flushStatistics(): Promise<void> }} */
let runtime;
/** @type {((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean | Promise<boolean>) | null} */
let serveStored = null;
if (DEVELOPMENT) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  outer.use(vite.middlewares);
  runtime = await vite.ssrLoadModule("./server/app.ts");
  await prepareOrExit(runtime);
  const apps = new WeakMap();
  outer.use(async (req, res, next) => {
    try {
      const mod = await vite.ssrLoadModule("./server/app.ts");
      if (!apps.has(mod)) apps.set(mod, mod.createApp().app);
      apps.get(mod)(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  runtime = await import(BUILD_PATH);
  await prepareOrExit(runtime);
  const site = runtime.createApp();
  // the security headers of pages (server/security.ts), for files too
  /** @param {import("node:http").ServerResponse} res */
  const staticHeaders = (res) => {
    for (const [name, value] of site.staticFileHeaders) res.setHeader(name, value);
  };
  // scripts and styles go out as compressed at build time (server/precompressed.ts)
  const serveFiles = runtime.staticWithCompressedCopies;
  outer.use(
    "/assets",
    serveFiles("build/client/assets", { immutable: true, maxAge: "1y", index: false, setHeaders: staticHeaders }),
  );
  // Only paths that name a file (an extension) can be one: pages skip the file system lookup.
  const publicFiles = serveFiles("build/client", { maxAge: "7d", index: false, setHeaders: staticHeaders });
  outer.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  outer.use(site.app);
  serveStored = site.serveStored;
}

/** Stored pages go out before Express, whose middleware chain tripled the work of sending one (decisions/009). */
function handle(req, res) {
  const served = serveStored?.(req, res) ?? false;
  if (served === true) return;
  if (served === false) return outer(req, res);
  served.then(
    (done) => done || outer(req, res),
    () => outer(req, res),
  );
}

/**
 * How long an idle keep-alive connection stays open: longer than the proxies in front keep theirs
 * (nginx and most load balancers 60 s, Caddy 2 min). With Node's 5 s, a proxy could send a request
 * (a quote request among them) down a connection the server was closing, and answer the visitor
 * 502 (docs/deployment.md#keep-alive-behind-a-proxy). Headers get a second more, so that the idle
 * wait, not the headers' limit, is what ends an idle connection.
 */
const KEEP_ALIVE_MS = 125_000;

const env = runtime.getEnv();
const server = createServer(handle);
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  runtime.logger.info(
    { port, database: env.DATABASE_URL ? "postgres" : "sqlite", startupMs: Math.round(performance.now() - startedAt) },
    `Site prêt sur http://localhost:${port}`,
  );
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  runtime.logger.info({ signal }, "shutting down");
  // Stop claiming notification e-mails now; in-flight ones are recorded before the database closes.
  const jobsStopped = runtime.stopBackgroundJobs().catch(() => undefined);
  server.close(async () => {
    await jobsStopped;
    // the page views of the last seconds, now that every request is answered
    await runtime.flushStatistics();
    await runtime.closeDatabase().catch(() => undefined);
    process.exit(0);
  });
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
