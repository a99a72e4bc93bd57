import type { IncomingMessage } from "node:http";
import { Transform, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { bodyPolicyFor, JSON_TYPE, MULTIPART, URLENCODED, type BodyType } from "./body-limits";

/**
 * Every request body is bounded before anything reads it (server/body-limits.ts
 * says how much, per route and content type): a declared length over the
 * limit is refused before the first byte, a chunked body the moment it passes
 * the limit, and a content type the route does not read, or a multipart form
 * that cannot be parsed, is refused too. A refused body is never kept: what
 * follows is read and thrown away for a moment, so the client gets the answer
 * rather than a reset, then the connection is cut. On admin routes the session
 * is checked first: a visitor without one has no byte of the body read.
 *
 * What was read is handed to React Router (server/react-router-handler.ts)
 * through res.locals.
 */

export const REQUEST_BODY_MESSAGES = {
  tooLarge:
    "Envoi trop volumineux : les données envoyées dépassent la taille acceptée ici. Raccourcissez votre texte et réessayez.",
  wrongType: "Requête invalide : ce format de données n'est pas accepté ici. Rechargez la page et réessayez.",
  unreadable: "Requête invalide : le formulaire envoyé est illisible. Rechargez la page et réessayez.",
} as const;

/** The body of a request as the application sees it: bytes read within the limit, or none (never read). */
export interface ReadBody {
  bytes: Buffer<ArrayBuffer>;
  /** a body the route reads itself, as it arrives (a streamed content type of its policy) */
  stream?: Readable;
}

const NO_BODY: ReadBody = { bytes: Buffer.alloc(0) };

/** A refused body is read and dropped up to this much, or this long, before the connection is closed. */
const DISCARD_MAX_BYTES = 1024 * 1024;
const DISCARD_MAX_MS = 5_000;
/**
 * Between the end of our side of the connection and cutting it: time for the
 * client to read the answer. Cutting a connection the client still sends on
 * resets it, and a reset throws away what the client had received but not yet
 * read: a phone (or a busy machine) slower than this loses the answer.
 */
const CLOSE_GRACE_MS = 5_000;

class BodyTooLarge extends Error {}
class BodyAborted extends Error {}

/** The body read for this request by boundedRequestBodies (no body when it did not run or read none). */
export function readBodyOf(res: Response): ReadBody {
  const body: unknown = res.locals.requestBody;
  return body && typeof body === "object" && Buffer.isBuffer((body as ReadBody).bytes) ? (body as ReadBody) : NO_BODY;
}

function mediaTypeOf(contentType: string | undefined): string | null {
  const type = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return type || null;
}

function isBodyType(type: string): type is BodyType {
  return type === URLENCODED || type === MULTIPART || type === JSON_TYPE;
}

/** Node reads a body only when the request declares one: a length above zero, or a transfer encoding. */
function declaresBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Reads the whole body if it fits in `limit` bytes; rejects with BodyTooLarge the moment it does not. */
function readAtMost(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onGone);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onGone = () => {
      cleanup();
      reject(new BodyAborted());
    };
    const onClose = () => {
      if (!req.complete) onGone();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onGone);
    req.on("close", onClose);
  });
}

/**
 * Reads what is left of a body that will not be used, dropping it, so a client
 * still sending sees the answer. Past a megabyte or a few seconds, reading
 * stops, our side of the connection is ended once the answer is out, and the
 * connection cut a moment later (cutting at once could reset it before the
 * client has read the answer).
 */
function discardRest(req: IncomingMessage, res: Response): void {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  const close = () => {
    const socket = req.socket;
    socket.end();
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  };
  const cut = () => {
    cleanup();
    req.pause();
    if (res.writableFinished) close();
    else res.once("finish", close);
  };
  const timer = setTimeout(cut, DISCARD_MAX_MS);
  timer.unref();
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) cut();
  };
  const cleanup = () => {
    clearTimeout(timer);
    req.off("data", onData);
  };
  req.on("data", onData);
  req.once("end", cleanup);
  req.once("close", cleanup);
  req.resume();
}

/** The error a streamed body ends with past its limit (the route's reader sees it). */
export class BodyLimitExceeded extends Error {
  override name = "BodyLimitExceeded";
}

/**
 * The request's body as a stream that fails past `limit` bytes. Once the
 * answer is out, whatever the route did not read is dropped as for a refused
 * body (discardRest).
 */
function cappedStream(req: Request, res: Response, limit: number): Readable {
  let size = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) {
        req.unpipe(capped);
        callback(new BodyLimitExceeded(`body over the limit of ${limit} bytes`));
        return;
      }
      callback(null, chunk);
    },
  });
  req.on("aborted", () => capped.destroy(new Error("client went away")));
  req.once("close", () => {
    if (!req.complete) capped.destroy(new Error("client went away"));
  });
  req.pipe(capped);
  res.once("finish", () => {
    if (!req.complete) {
      req.unpipe(capped);
      discardRest(req, res);
    }
  });
  return capped;
}

async function isReadableForm(bytes: Buffer<ArrayBuffer>, contentType: string): Promise<boolean> {
  try {
    await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

function refusalPage(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Retour à l'accueil</a></p></main></body></html>`;
}

export interface BoundedBodiesOptions {
  /** Whether the request comes from a signed-in administrator; may add Set-Cookie (a refreshed session) to `res`. */
  isSignedInAdmin: (req: Request, res: Response) => Promise<boolean>;
  logger: Logger;
}

/**
 * An answer given while the body is still arriving (a refusal, a rate limit)
 * keeps the connection open, whatever the client asked: on a `Connection:
 * close` request Node would cut the connection the moment the answer is out,
 * and the client, still sending, would get a reset that throws away the answer
 * it had not read yet. What is left of the body is then dropped and the
 * connection closed gently (discardRest).
 */
function keepConnectionWhileBodyArrives(req: Request, res: Response): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete) res.shouldKeepAlive = true;
    return writeHead(...args);
  }) as Response["writeHead"];
}

export function boundedRequestBodies(options: BoundedBodiesOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (declaresBody(req)) keepConnectionWhileBodyArrives(req, res);
    const policy = bodyPolicyFor(req.method, req.path);
    if (policy.kind === "streamed") return next();

    const refuse = (status: 400 | 413, reason: string, details: Record<string, unknown> = {}) => {
      options.logger.warn({ method: req.method, path: req.path, status, reason, ...details }, "request body refused");
      const message =
        status === 413
          ? REQUEST_BODY_MESSAGES.tooLarge
          : reason === "unreadable"
            ? REQUEST_BODY_MESSAGES.unreadable
            : REQUEST_BODY_MESSAGES.wrongType;
      res.status(status).set("Cache-Control", "no-store");
      if (policy.answer === "json") res.json({ success: false, error: message });
      // React Router's data requests show the text of an answer they cannot decode
      else if (/\.data$/i.test(req.path)) res.type("text/plain; charset=utf-8").send(message);
      else res.type("html").send(refusalPage(status === 413 ? "Envoi trop volumineux" : "Requête invalide", message));
      discardRest(req, res);
    };

    if (policy.adminOnly) {
      let admin: boolean;
      try {
        admin = await options.isSignedInAdmin(req, res);
      } catch (error) {
        return next(error);
      }
      if (!admin) {
        // The route answers (401, or the sign-in page) without the body; what was sent is then dropped.
        res.locals.requestBody = NO_BODY;
        res.once("finish", () => setImmediate(() => discardRest(req, res)));
        return next();
      }
    }

    const contentType = req.headers["content-type"];
    const type = mediaTypeOf(contentType);
    const hasBody = declaresBody(req);
    if (type === null) {
      if (hasBody) return refuse(400, "no content type");
      res.locals.requestBody = NO_BODY;
      return next();
    }
    const streamLimit = isBodyType(type) ? policy.streamed?.[type] : undefined;
    if (streamLimit !== undefined) {
      const declared = Number(req.headers["content-length"] ?? Number.NaN);
      if (declared > streamLimit) return refuse(413, "declared length over the limit", { declared, limit: streamLimit });
      res.locals.requestBody = {
        bytes: NO_BODY.bytes,
        ...(hasBody ? { stream: cappedStream(req, res, streamLimit) } : {}),
      } satisfies ReadBody;
      return next();
    }
    const limit = isBodyType(type) ? policy.limits[type] : undefined;
    if (limit === undefined) return refuse(400, "content type not read here", { contentType: type });
    const declared = Number(req.headers["content-length"] ?? Number.NaN);
    if (declared > limit) return refuse(413, "declared length over the limit", { declared, limit });

    let bytes = NO_BODY.bytes;
    if (hasBody) {
      try {
        bytes = await readAtMost(req, limit);
      } catch (error) {
        if (error instanceof BodyTooLarge) return refuse(413, "body over the limit", { limit });
        return; // the client went away: nobody to answer
      }
    }
    if (type === MULTIPART && !(await isReadableForm(bytes, contentType!))) return refuse(400, "unreadable");
    res.locals.requestBody = { bytes } satisfies ReadBody;
    next();
  };
}
