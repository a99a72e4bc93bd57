/**
 * `GET /media/{name}` (docs/product.md#media-library): serves a stored file from either driver with
 * its Content-Type, nosniff, a year of immutable caching, an ETag (304 on
 * If-None-Match) and single byte ranges (206) so videos seek. Names are
 * checked before any storage access: only names we generate are looked up.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { logger } from "~/lib/logger.server";
import { decideRange, etagMatches, ifRangeAllows } from "./http-range";
import { MEDIA_MESSAGES, contentTypeForName, isSafeMediaName } from "./rules";
import { MEDIA_CACHE_CONTROL, type MediaStorage } from "./storage-driver.server";

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
  res.end(text);
}

function isClientGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || code === "EPIPE";
}

/** Answers a GET or HEAD for `name` (already URL-decoded by the router). */
export async function serveMedia(storage: MediaStorage, name: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const contentType = isSafeMediaName(name) ? contentTypeForName(name) : null;
  if (!contentType) return sendText(res, 404, MEDIA_MESSAGES.notFound);

  const info = await storage.stat(name);
  if (!info) return sendText(res, 404, MEDIA_MESSAGES.notFound);

  res.setHeader("Content-Type", contentType);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
  res.setHeader("ETag", info.etag);
  res.setHeader("Last-Modified", info.lastModified.toUTCString());
  res.setHeader("Accept-Ranges", "bytes");

  if (etagMatches(req.headers["if-none-match"], info.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }

  const ifRange = req.headers["if-range"];
  const rangeHeader = ifRangeAllows(Array.isArray(ifRange) ? ifRange[0] : ifRange, info.etag) ? req.headers.range : undefined;
  const decision = decideRange(rangeHeader, info.size);
  if (decision.kind === "unsatisfiable") {
    res.removeHeader("Cache-Control");
    return sendText(res, 416, "Plage demandée invalide", { "Content-Range": `bytes */${info.size}` });
  }
  const range = decision.kind === "partial" ? decision.range : undefined;
  if (range) {
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
    res.setHeader("Content-Length", String(range.end - range.start + 1));
  } else {
    res.statusCode = 200;
    res.setHeader("Content-Length", String(info.size));
  }
  if (req.method === "HEAD" || info.size === 0) {
    res.end();
    return;
  }
  let body;
  try {
    body = await storage.read(name, range);
  } catch (error) {
    logger.error({ err: error, name }, "could not read a media file");
    res.removeHeader("Content-Length");
    res.removeHeader("Content-Range");
    res.removeHeader("Cache-Control");
    return sendText(res, 502, "Fichier momentanément indisponible");
  }
  try {
    await pipeline(body, res);
  } catch (error) {
    if (isClientGone(error)) return; // the viewer seeked or left
    logger.error({ err: error, name }, "could not serve a media file");
    res.destroy();
  }
}
