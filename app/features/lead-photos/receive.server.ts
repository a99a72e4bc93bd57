/**
 * Reads a lead form posted as multipart/form-data, streamed (@fastify/busboy): the
 * text fields into memory (bounded), each photo to a temporary file under
 * the private photo directory, its type decided by its first bytes
 * (file-type), never by its name or declared type. The limits hold WHILE
 * streaming: a photo past the form's count (`maxPhotos`: a 7th, or a 2nd on
 * the call-back), a photo past 10 MB or past 30 MB in all stops being
 * written at once and the form is marked refused; the rest of the body is
 * still read (and dropped), so that fields sent after the photos are kept
 * for the answer. Nothing received is final: the caller processes the files
 * or calls `discard()`.
 *
 * Two things stop the reading at once (docs/decisions/032-upload-admission.md):
 * the upload's deadline (`signal`), and the budget of temporary bytes
 * (`tempBytes`, every upload of the process together) when a write of this
 * upload cannot fit, or one of an earlier upload needs its room. The form
 * then comes back `stopped`, with the fields read so far and no file left.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import {
  LEAD_PHOTOS_FIELD,
  LEAD_PHOTOS_MAX_TOTAL_BYTES,
  LEAD_PHOTO_MAX_BYTES,
  LEAD_PHOTO_MESSAGES,
  isLeadPhotoType,
  photoRefusal,
  tooManyPhotosMessage,
  type LeadPhotoType,
} from "./rules";
import type { TempBytesBudget } from "./temp-bytes.server";

/** How many leading bytes file-type looks at. */
const SNIFF_BYTES = 4100;
/** Temporary names start with this (the start-up sweep removes old ones). */
export const RECEIVED_PREFIX = "received-";

export interface ReceivedPhoto {
  file: string;
  originalName: string;
  type: LeadPhotoType;
  size: number;
  /** its place in the form (the visitor's order) */
  order: number;
}

export interface ReceivedForm {
  /** the text fields, like FormData's get() */
  fields: { get(name: string): string | null };
  photos: ReceivedPhoto[];
  /** the first refused photo's message (type, size, count, total), or null */
  refusal: string | null;
  /** the text fields were larger than allowed, or the body broke off past the outer limit */
  tooLarge: boolean;
  /** bytes of photos seen (refused ones included) */
  photoBytes: number;
  /** why the reading was cut short: the deadline passed, or the budget of temporary bytes ran out; null when read to the end */
  stopped: UploadStop | null;
  /** Removes every temporary file still there. */
  discard(): Promise<void>;
}

export class UnreadableForm extends Error {}

export type UploadStop = "deadline" | "budget";

class ReadingStopped extends Error {
  constructor(readonly reason: UploadStop) {
    super(`upload stopped: ${reason}`);
  }
}

async function detectType(head: Buffer): Promise<string | null> {
  if (head.length === 0) return null;
  const { fileTypeFromBuffer } = await import("file-type");
  return (await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES)))?.mime ?? null;
}

/**
 * Reads the whole multipart body of `request`. Rejects with UnreadableForm
 * when it is not multipart or broken, and with the body's own error when the
 * client went away (temporary files removed in both cases).
 */
export async function receiveLeadForm(
  request: Request,
  {
    tempDir,
    maxFieldBytes,
    maxPhotos,
    tempBytes,
    signal,
  }: {
    tempDir: string;
    maxFieldBytes: number;
    /** the form's count (maxPhotosFor) */
    maxPhotos: number;
    /** counts each photo's bytes as they are written; absent: not counted */
    tempBytes?: TempBytesBudget;
    /** the upload's deadline: aborting it stops the reading */
    signal?: AbortSignal;
  },
): Promise<ReceivedForm> {
  const fields = new Map<string, string>();
  const photos: ReceivedPhoto[] = [];
  const files = new Set<string>();
  let refusal: string | null = null;
  let tooLarge = false;
  let fieldBytes = 0;
  let photoBytes = 0;
  let photoCount = 0;
  let stopped: UploadStop | null = null;
  const removeFile = async (file: string) => {
    await rm(file, { force: true });
    files.delete(file);
    tempBytes?.release(file);
  };
  const discard = async () => {
    await Promise.all([...files].map(removeFile));
  };
  const refuse = (message: string) => {
    refusal ??= message;
  };

  let parser: BusboyInstance;
  try {
    // file names are read as raw UTF-8, as browsers send them
    parser = Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { fileSize: LEAD_PHOTO_MAX_BYTES, fieldSize: maxFieldBytes, fields: 100, parts: 200 },
    });
  } catch {
    throw new UnreadableForm();
  }
  await mkdir(tempDir, { recursive: true });

  const work: Promise<void>[] = [];
  /** the photo parts being read */
  const openParts = new Set<Readable>();
  const source = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
  // the body is no longer read: the parser, and the photo being written, fail with it
  const stop = (reason: UploadStop) => {
    if (stopped) return;
    stopped = reason;
    source.destroy(new ReadingStopped(reason));
  };
  const onDeadline = () => stop("deadline");
  const account = tempBytes?.open(() => stop("budget"));

  async function receivePhoto(stream: Readable, name: string, order: number): Promise<void> {
    const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headLength = 0;
    while (headLength < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      headLength += next.value.length;
    }
    // an empty file input (no photo chosen) sends one empty part
    if (headLength === 0 && !name) return;
    photoCount += 1;
    // the rest of a refused file is read and dropped (the fields after it are still wanted)
    const drain = async () => {
      while (!(await chunks.next()).done) {
        // dropped
      }
    };
    if (refusal || photoCount > maxPhotos) {
      refuse(tooManyPhotosMessage(maxPhotos));
      return drain();
    }
    const detected = await detectType(Buffer.concat(head));
    if (!isLeadPhotoType(detected)) {
      refuse(photoRefusal({ name, size: 0, type: detected }) ?? LEAD_PHOTO_MESSAGES.notImage(name));
      return drain();
    }
    const file = path.join(tempDir, `${RECEIVED_PREFIX}${randomUUID()}`);
    files.add(file);
    const out = createWriteStream(file, { flags: "wx" });
    let size = 0;
    /** no more of this file is written */
    let cut = false;
    const write = async (chunk: Buffer) => {
      size += chunk.length;
      photoBytes += chunk.length;
      if (photoBytes > LEAD_PHOTOS_MAX_TOTAL_BYTES) {
        refuse(LEAD_PHOTO_MESSAGES.totalTooBig);
        cut = true;
        return;
      }
      if (account && !(await account.reserve(file, chunk.length))) {
        cut = true;
        stop("budget");
        return;
      }
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", resolve));
    };
    try {
      for (const chunk of head) if (!cut) await write(chunk);
      while (!cut) {
        const next = await chunks.next();
        if (next.done) break;
        await write(next.value);
      }
    } finally {
      out.end();
      await finished(out).catch(() => undefined);
    }
    if ((stream as Readable & { truncated?: boolean }).truncated) refuse(LEAD_PHOTO_MESSAGES.tooBig(name));
    if (cut || refusal || stopped) {
      await removeFile(file);
      return drain();
    }
    photos.push({ file, originalName: name, type: detected, size, order });
  }

  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (valueTruncated || fieldBytes > maxFieldBytes) tooLarge = true;
      else if (!fields.has(name)) fields.set(name, value);
    });
    parser.on("file", (field, stream, filename) => {
      if (field !== LEAD_PHOTOS_FIELD) {
        stream.resume();
        return;
      }
      openParts.add(stream);
      stream.once("close", () => openParts.delete(stream));
      stream.once("end", () => openParts.delete(stream));
      const task = receivePhoto(stream, filename ?? "", work.length);
      task.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
      work.push(task);
    });
    parser.on("finish", () => resolve());
    parser.on("error", (error: unknown) => reject(error instanceof Error ? error : new UnreadableForm()));
  });

  let sourceError: unknown = null;
  source.on("error", (error) => {
    sourceError = error;
    parser.destroy(error);
    // the parser leaves the part it was reading open: its reader would wait forever, and its file stay behind
    for (const part of openParts) part.destroy(error);
  });
  source.pipe(parser);
  if (signal?.aborted) onDeadline();
  signal?.addEventListener("abort", onDeadline, { once: true });
  const fieldsRead = { get: (n: string) => fields.get(n) ?? null };
  try {
    await done;
    await Promise.all(work);
  } catch (error) {
    await Promise.allSettled(work);
    await discard();
    if (stopped) return { fields: fieldsRead, photos: [], refusal: null, tooLarge: false, photoBytes, stopped, discard };
    if (sourceError && (fields.size > 0 || photoBytes > 0) && isBodyLimit(sourceError)) {
      // the body went past the outer limit after the fields arrived: answered as refused, entries kept
      return {
        fields: fieldsRead,
        photos: [],
        refusal: refusal ?? LEAD_PHOTO_MESSAGES.totalTooBig,
        tooLarge: false,
        photoBytes,
        stopped: null,
        discard,
      };
    }
    if (sourceError) throw sourceError;
    throw error instanceof UnreadableForm ? error : new UnreadableForm((error as Error)?.message);
  } finally {
    signal?.removeEventListener("abort", onDeadline);
    account?.close();
  }
  // stopped after the parser had read the whole body (a photo still being written, or the deadline meanwhile)
  if (refusal || stopped) await discard();
  if (stopped) return { fields: fieldsRead, photos: [], refusal: null, tooLarge: false, photoBytes, stopped, discard };
  photos.sort((a, b) => a.order - b.order);
  return { fields: fieldsRead, photos: refusal ? [] : photos, refusal, tooLarge, photoBytes, stopped: null, discard };
}

/** The error a body stream ends with when it passes the outer limit (BodyLimitExceeded of server/request-body.ts). */
function isBodyLimit(error: unknown): boolean {
  return error instanceof Error && error.name === "BodyLimitExceeded";
}
