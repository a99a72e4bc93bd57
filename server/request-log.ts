import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * One structured line per request: method, path (no query string: it may
 * carry personal data), status, duration and a request id (taken from
 * X-Request-Id when a proxy sets a sane one, echoed back in the response).
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const incoming = req.get("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        requestId: id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      if (req.path === "/healthz") logger.debug(entry, "request");
      else if (res.statusCode >= 500) logger.error(entry, "request");
      else logger.info(entry, "request");
    });
    next();
  };
}
