import type { IncomingMessage } from "node:http";
import type { Express } from "express";
import type { Env } from "~/config/env.server";
import { getSessionUser } from "~/features/auth/guards.server";
import { serveMedia } from "~/features/media/serve.server";
import { getMediaStorage } from "~/features/media/storage.server";
import { createUploadHandler } from "~/features/media/upload.server";

/** The session of a Node request, read through better-auth with a WHATWG Request carrying only its cookie. */
export async function sessionUserOf(req: IncomingMessage, env: Env) {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  return getSessionUser(new Request(new URL(req.url ?? "/", env.SITE_URL), { headers }));
}

/**
 * Media routes that must stream, so they live in Express rather than in
 * React Router (whose actions would see a buffered body):
 * - POST /api/media: the upload (after the global same-origin check);
 * - GET/HEAD /media/{name}: stored files with ranges and caching, from
 *   whichever driver is configured.
 * Listing and delete are React Router loaders/actions (routes/admin/images.tsx, routes/api/media.ts).
 */
export function mountMediaRoutes(
  app: Express,
  env: Env,
  options: { authenticate?: (req: IncomingMessage) => Promise<{ id: string } | null> } = {},
): void {
  const context = () => getMediaStorage(env);
  const authenticate = options.authenticate ?? ((req: IncomingMessage) => sessionUserOf(req, env));
  const upload = createUploadHandler({ context, authenticate });
  app.post("/api/media", (req, res, next) => {
    upload(req, res).catch(next);
  });
  app.get("/media/:name", (req, res, next) => {
    serveMedia(context().storage, String(req.params.name), req, res).catch(next);
  });
}
