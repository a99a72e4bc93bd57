import type { Readable } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { HOST_PATTERN, isStateChangingMethod } from "~/lib/http";
import { URLENCODED } from "./body-limits";
import { readBodyOf } from "./request-body";
import { actionMatcher } from "./route-ids";
import { batchedFlushes } from "./batched-flushes";

/** The answer to a post where nothing receives one (docs/product.md#request-safety). */
export const METHOD_NOT_ALLOWED = "Méthode non autorisée\u00a0: cette adresse ne reçoit pas d'envoi.";

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  mode?: string;
}

/** Request headers React Router must not see as sent: the body it gets is the one read within the limit. */
const BODY_FRAMING_HEADERS = new Set(["content-length", "transfer-encoding"]);

/**
 * The page URL: Express's protocol and host, which come from X-Forwarded-Proto
 * and X-Forwarded-Host only through a trusted proxy (TRUST_PROXY). A malformed
 * host becomes localhost.
 */
function requestUrl(req: ExpressRequest, path = req.originalUrl): string {
  const host = req.host && HOST_PATTERN.test(req.host) ? req.host : "localhost";
  return `${req.protocol}://${host}${path}`;
}

/** Bytes of a streamed body waiting for the route to read them, at most (then the socket waits). */
const STREAM_BUFFER_BYTES = 256 * 1024;

/**
 * A Node stream as a web stream that reads only as fast as the route does
 * (Readable.toWeb here buffers as fast as the client sends: twenty 30 MB
 * uploads at once would sit in memory).
 */
function webStreamOf(stream: Readable): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stream.on("data", (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) stream.pause();
        });
        stream.once("end", () => controller.close());
        stream.once("error", (error) => controller.error(error));
        stream.pause();
      },
      pull() {
        stream.resume();
      },
      cancel(reason) {
        stream.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: STREAM_BUFFER_BYTES }),
  );
}

/**
 * The WHATWG request React Router sees. Its body is the one
 * server/request-body.ts read within the route's limit, never the socket: an
 * action cannot read more than that. No body (none sent, or not read for a
 * visitor without a session) reads as an empty form.
 *
 * `sharedPage`: the page the HTML cache renders for everyone (server/html-cache.ts), at that path
 * and query: always a GET (React Router answers a HEAD without a body, which would be stored),
 * without a body, and not aborted when this visitor leaves, since others may wait for it.
 */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse, sharedPage?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || BODY_FRAMING_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  if (sharedPage !== undefined) return new Request(requestUrl(req, sharedPage), { method: "GET", headers });
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const { bytes, stream } = readBodyOf(res);
    if (stream) {
      // a streamed content type (lead photos): the route reads it as it arrives
      (init as RequestInit & { duplex: "half" }).duplex = "half";
      init.body = webStreamOf(stream);
    } else if (bytes.length > 0) {
      init.body = bytes;
      headers.set("content-length", String(bytes.length));
    } else {
      headers.set("content-type", URLENCODED);
    }
  }
  return new Request(requestUrl(req), init);
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  batchedFlushes(res);
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/**
 * React Router on Express, as @react-router/express does it, with one
 * difference: the request body comes from the body-limit middleware
 * (server/request-body.ts), which must run before it.
 */
export function reactRouterHandler(options: ReactRouterHandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode ?? process.env.NODE_ENV);
  const fixedBuild = typeof options.build === "function" ? null : actionMatcher(options.build.routes);
  const hasAction = async (url: URL) =>
    (fixedBuild ?? actionMatcher((await (options.build as () => ServerBuild | Promise<ServerBuild>)()).routes))(url);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (isStateChangingMethod(req.method) && (await hasAction(new URL(req.originalUrl, "http://localhost"))) === false) {
        // React Router's own 405 speaks English ('You made a POST request to…'), or says 'Unexpected Server Error'
        res
          .status(405)
          .set({ Allow: "GET, HEAD", "Cache-Control": "no-store" })
          .json({ success: false, error: METHOD_NOT_ALLOWED });
        return;
      }
      const response = await handle(fetchRequestOf(req, res), options.getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
