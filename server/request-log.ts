import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * One structured line per request: method, path (no query string: it may
 * carry personal data), status, duration and a request id (taken from
 * X-Request-Id when a proxy sets a sane one, echoed back in the response).
 * Returns the request id.
 */
export function startRequestLog(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  started = process.hrtime.bigint(),
): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  // the path as requested: routers may rewrite req.url on the way
  const path = (req.url ?? "/").split("?", 1)[0];
  res.on("finish", () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = {
      requestId: id,
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
    };
    if (path === "/healthz") logger.debug(entry, "request");
    else if (res.statusCode >= 500) logger.error(entry, "request");
    else logger.info(entry, "request");
  });
  return id;
}

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.requestId = startRequestLog(logger, req, res);
    next();
  };
}
