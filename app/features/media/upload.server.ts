/**
 * The upload endpoint (docs/product.md#media-upload), streamed from the socket
 * to storage: @fastify/busboy parses the multipart body; the first bytes of the file
 * decide its type (file-type, never the name or the declared type) and hence
 * its size limit; a counting generator cuts the upload off one byte past the
 * limit; videos stream straight to storage, images to a temporary file that
 * sharp re-encodes. The server holds at most a few chunks (disk) or two 5MB
 * parts (S3) of a file in memory. On any refusal, failure or client abort,
 * nothing stays in storage or in the database.
 */
import { mkdir, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { Busboy, type BusboyHeaders, type BusboyInstance } from "@fastify/busboy";
import { VIDEO_MAX_BYTES } from "~/config/constants";
import { logger } from "~/lib/logger.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { processImage } from "./images.server";
import { cleanOriginalName } from "./names";
import { insertMedia, newMediaRecord, toMediaItem, type MediaRecord } from "./repository.server";
import {
  MEDIA_MESSAGES,
  allowedMediaFor,
  maxBytesFor,
  storedMediaName,
  tooBigMessageFor,
  type MediaExtension,
  type MediaKind,
} from "./rules";
import { tempPath, writeStreamToFile, type MediaStorageContext } from "./storage.server";
import type { UploadResponse } from "./types";
import { MediaUploadError, UploadAbortedError } from "./upload-error";

/** How many leading bytes file-type looks at (its own sample size). */
export const SNIFF_BYTES = 4100;
/** Room for the multipart boundaries and part headers around the file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
/** The form field that carries the file. */
export const UPLOAD_FIELD = "file";

export interface UploadUser {
  id: string;
  /** An administrator still on a temporary password may do nothing but change it (docs/product.md#permissions). */
  mustChangePassword?: boolean;
}

interface SniffedFile {
  mime: string;
  kind: MediaKind;
  ext: MediaExtension;
}

/** Reads from `source` until `bytes` bytes or its end. */
async function readHead(source: AsyncIterator<Buffer>, bytes: number): Promise<{ chunks: Buffer[]; length: number }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await source.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return { chunks, length };
}

/** The head, then the rest of the file, failing one byte past `limit`. */
async function* limitedBytes(
  head: Buffer[],
  rest: AsyncIterator<Buffer>,
  limit: number,
  kind: MediaKind,
): AsyncGenerator<Buffer> {
  let total = 0;
  const count = (chunk: Buffer) => {
    total += chunk.length;
    if (total > limit) throw new MediaUploadError(413, tooBigMessageFor(kind));
  };
  for (const chunk of head) {
    count(chunk);
    yield chunk;
  }
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    count(next.value);
    yield next.value;
  }
}

async function sniff(head: Buffer[]): Promise<SniffedFile> {
  const sample = Buffer.concat(head).subarray(0, SNIFF_BYTES);
  // loaded with the first upload, not at start-up
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = sample.length > 0 ? await fileTypeFromBuffer(sample) : undefined;
  const accepted = allowedMediaFor(detected?.mime);
  if (!detected || !accepted) throw new MediaUploadError(415, MEDIA_MESSAGES.badType);
  return { mime: detected.mime === "video/vnd.avi" ? "video/x-msvideo" : detected.mime, ...accepted };
}

/**
 * Stores one file stream completely (original, variants, database row) or
 * not at all; rejects with a MediaUploadError for a refusal.
 */
export async function storeUploadedFile(
  file: Readable,
  originalName: string,
  context: MediaStorageContext,
  user: UploadUser | null,
): Promise<MediaRecord> {
  const { storage, tempDir } = context;
  const source = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(source, SNIFF_BYTES);
  const sniffed = await sniff(head.chunks);
  const name = storedMediaName(originalName, sniffed.ext);
  const body = Readable.from(limitedBytes(head.chunks, source, maxBytesFor(sniffed.kind), sniffed.kind));
  const base = {
    name,
    originalName: cleanOriginalName(originalName) || name,
    mimetype: sniffed.mime,
    uploadedBy: user?.id ?? null,
  };

  let record: MediaRecord;
  let storedNames: string[];
  if (sniffed.kind === "video") {
    const { size } = await context.storage.put(name, body, { contentType: sniffed.mime });
    record = newMediaRecord({ ...base, kind: "video", size, width: null, height: null, variants: [] });
    storedNames = [name];
  } else {
    await mkdir(tempDir, { recursive: true });
    const received = tempPath(tempDir);
    try {
      await writeStreamToFile(body, received);
      const image = await processImage({ input: received, name, ext: sniffed.ext, contentType: sniffed.mime, storage, tempDir });
      record = newMediaRecord({ ...base, kind: "image", ...image });
      storedNames = [name, ...image.variants.map((v) => v.name)];
    } finally {
      await rm(received, { force: true });
    }
  }

  try {
    await insertMedia(record);
  } catch (error) {
    await storage
      .remove(storedNames)
      .catch((removeError: unknown) =>
        logger.error({ err: removeError, names: storedNames }, "could not remove the files of a failed upload"),
      );
    throw error;
  }
  return record;
}

/** An AbortSignal that fires when the client goes away before its whole body arrived. Listen from the very start. */
export function clientAbortSignal(req: IncomingMessage): AbortSignal {
  const controller = new AbortController();
  req.once("close", () => {
    if (!req.complete) controller.abort(new UploadAbortedError());
  });
  return controller.signal;
}

/**
 * Parses a multipart request and stores its `file` field. Rejects with
 * MediaUploadError (refusal), UploadAbortedError (client gone, per `signal`)
 * or another error (storage or database failure).
 */
export function receiveUpload(
  req: IncomingMessage,
  context: MediaStorageContext,
  user: UploadUser | null,
  signal: AbortSignal = clientAbortSignal(req),
): Promise<MediaRecord> {
  return new Promise<MediaRecord>((resolve, reject) => {
    if (signal.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    let parser: BusboyInstance;
    try {
      // the file name is read as raw UTF-8 ("façade-été.jpg"), as browsers send it; no
      // Content-Type (the type's required key) throws here, as any other type than multipart does
      parser = Busboy({ headers: req.headers as BusboyHeaders, limits: { files: 1, fields: 20, fieldSize: 1024, parts: 40 } });
    } catch {
      reject(new MediaUploadError(400, MEDIA_MESSAGES.badType)); // not multipart/form-data
      return;
    }
    let work: Promise<MediaRecord> | null = null;
    let fileStream: Readable | null = null;

    parser.on("file", (field, stream, filename) => {
      if (field !== UPLOAD_FIELD || work) {
        stream.resume();
        return;
      }
      fileStream = stream;
      work = storeUploadedFile(stream, filename ?? "", context, user);
      work.then(resolve, reject);
    });
    parser.on("finish", () => {
      if (!work) reject(new MediaUploadError(400, MEDIA_MESSAGES.badType)); // no file in the form
    });
    parser.on("error", (error: unknown) => {
      fileStream?.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(new MediaUploadError(400, MEDIA_MESSAGES.uploadError));
    });
    signal.addEventListener(
      "abort",
      () => {
        // The socket went away mid-body: busboy would wait forever; fail the file so storage cleans up.
        const aborted = new UploadAbortedError();
        fileStream?.destroy(aborted);
        if (!work) reject(aborted);
      },
      { once: true },
    );
    req.pipe(parser);
  });
}

function sendJson(res: ServerResponse, status: number, body: UploadResponse, close = false): void {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  if (close) res.setHeader("Connection", "close");
  res.end(JSON.stringify(body));
}

/**
 * After a refusal the rest of the body is read and discarded, so the client
 * (a browser still sending) receives the answer instead of a reset
 * connection; a client that keeps sending past the largest accepted upload
 * is cut off.
 */
function discardRest(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  req.unpipe();
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES) req.destroy();
  });
  req.resume();
}

export interface UploadHandlerOptions {
  context: () => MediaStorageContext;
  /** The signed-in administrator for this request, or null (answered 401). */
  authenticate: (req: IncomingMessage) => Promise<UploadUser | null>;
}

let inProgress = 0;

/** Uploads being received or cleaned up in this process (shutdown, monitoring and tests wait for 0). */
export function uploadsInProgress(): number {
  return inProgress;
}

/** `POST /api/media`: 201 with the stored item, or 4xx/5xx with a French message. */
export function createUploadHandler(options: UploadHandlerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    inProgress += 1;
    try {
      await handleUpload(req, res, options);
    } finally {
      inProgress -= 1;
    }
  };
}

async function handleUpload(req: IncomingMessage, res: ServerResponse, options: UploadHandlerOptions): Promise<void> {
  const signal = clientAbortSignal(req); // before any await: the client may leave during the session check
  const user = await options.authenticate(req).catch((error: unknown) => {
    logger.error({ err: error }, "session check failed on upload");
    return null;
  });
  if (!user) {
    sendJson(res, 401, { success: false, error: "Vous devez être connecté." }, true);
    discardRest(req);
    return;
  }
  if (user.mustChangePassword) {
    sendJson(res, 403, { success: false, error: AUTH_MESSAGES.forbiddenMustChange }, true);
    discardRest(req);
    return;
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    // Larger than anything we accept: say so at once, without reading it (the connection closes after the answer).
    sendJson(res, 413, { success: false, error: tooBigMessageFor("video") }, true);
    return;
  }
  const context = options.context();
  try {
    const record = await receiveUpload(req, context, user, signal);
    sendJson(res, 201, { success: true, message: MEDIA_MESSAGES.uploaded, item: toMediaItem(record, context.storage) });
  } catch (error) {
    if (error instanceof UploadAbortedError) {
      logger.info("upload aborted by the client; nothing kept");
      return;
    }
    if (error instanceof MediaUploadError) {
      logger.info({ status: error.status, reason: error.message }, "upload refused");
      sendJson(res, error.status, { success: false, error: error.message }, true);
    } else {
      logger.error({ err: error }, "upload failed");
      sendJson(res, 500, { success: false, error: MEDIA_MESSAGES.uploadError }, true);
    }
    discardRest(req);
  }
}
