/**
 * Where media bytes live (issue 7, SPEC §7 'Storage bucket article-images'):
 * one interface, two drivers.
 * - disk: `DATA_DIR/media`, served by this app at `/media/{name}`;
 * - S3-compatible object storage when `S3_BUCKET` is set (AWS, Scaleway, OVH,
 *   MinIO, Garage…), public at `S3_PUBLIC_URL/{name}` when configured, else
 *   proxied by this app at `/media/{name}` (so any number of instances serve
 *   every file).
 * Listing reads the `media` table, never the bucket (see repository.server.ts).
 * Every operation refuses a name that is not one we generate (isSafeMediaName).
 */
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import type { Env } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import type { ByteRange } from "./http-range";
import { isSafeMediaName } from "./rules";

/** Media names are never overwritten: whatever is stored under a name stays the same for a year of caching. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** S3's minimum part size (except the last): the unit in which videos are streamed to a bucket. */
export const S3_PART_SIZE = 5 * 1024 * 1024;

/** Temporary files older than this are left-overs of a crash and are swept at start-up. */
const STALE_TEMP_MS = 60 * 60 * 1000;
const TEMP_PREFIX = ".upload-";

export interface StoredObject {
  size: number;
  /** A strong, quoted entity tag. */
  etag: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  /** The exact length when known (files on disk); unknown for a stream being received. */
  size?: number;
}

export interface MediaStorage {
  readonly driver: "disk" | "s3";
  /** Stores a stream under `name`, completely or not at all (a failed put leaves nothing visible). */
  put(name: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /** Removes names; a missing one is not an error. */
  remove(names: readonly string[]): Promise<void>;
  stat(name: string): Promise<StoredObject | null>;
  /** The bytes of a stored name, or of a range of it (inclusive). */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** The URL a browser loads: '/media/{name}' or 'S3_PUBLIC_URL/{name}'. */
  publicUrl(name: string): string;
  /** Every stored name. Maintenance and tests only: the app lists from the database. */
  listNames(): Promise<string[]>;
}

export class UnsafeMediaNameError extends Error {
  override name = "UnsafeMediaNameError";
}

function assertSafe(name: string): void {
  if (!isSafeMediaName(name)) throw new UnsafeMediaNameError(`refused media name ${JSON.stringify(name.slice(0, 80))}`);
}

/** A pass-through that counts bytes. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Removes our temporary files older than STALE_TEMP_MS in `dir` (a crash mid-upload leaves them). */
export async function sweepStaleTempFiles(dir: string, now = Date.now()): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(dir, entry);
    try {
      if (now - (await stat(file)).mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}

/**
 * Writes a stream to a new file (never an existing one) and returns its
 * length; on failure the file is gone when the promise rejects. The file is
 * opened before any byte flows, so no late open can recreate it after the
 * clean-up.
 */
export async function writeStreamToFile(body: Readable, file: string): Promise<number> {
  const handle = await open(file, "wx");
  const counter = byteCounter();
  try {
    await pipeline(body, counter, handle.createWriteStream());
    return counter.bytes;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
}

/** A fresh temporary path in `dir`; our names start with a dot so they are never served. */
export function tempPath(dir: string): string {
  return path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
}

/* ------------------------------------------------------------------ disk */

export function createDiskStorage(dir: string): MediaStorage {
  let ready: Promise<void> | undefined;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true }).then(() => sweepStaleTempFiles(dir));
    return ready;
  };
  const fileOf = (name: string) => {
    assertSafe(name);
    return path.join(dir, name);
  };

  return {
    driver: "disk",

    async put(name, body, _options) {
      const target = fileOf(name);
      await ensureDir();
      // Written beside the target under a hidden name, then renamed: readers never see half a file.
      const temp = tempPath(dir);
      const size = await writeStreamToFile(body, temp);
      try {
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size };
    },

    async remove(names) {
      await Promise.all(
        names.map(async (name) => {
          try {
            await unlink(fileOf(name));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          }
        }),
      );
    },

    async stat(name) {
      try {
        const info = await stat(fileOf(name));
        if (!info.isFile()) return null;
        return {
          size: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async read(name, range) {
      return createReadStream(fileOf(name), range ? { start: range.start, end: range.end } : {});
    },

    publicUrl(name) {
      assertSafe(name);
      return `/media/${name}`;
    },

    async listNames() {
      await ensureDir();
      return (await readdir(dir)).filter((n) => !n.startsWith(".")).sort();
    },
  };
}

/* -------------------------------------------------------------------- S3 */

export interface S3StorageConfig {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
}

export function s3ConfigFromEnv(env: Env): S3StorageConfig | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1",
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // S3-compatible stores (MinIO, Garage, Ceph, s3rver…) do not all accept the
    // SDK's default CRC32 trailers on streamed bodies: checksums only where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * Part buffers are reused from one upload to the next (a few kept), so a
 * stream of uploads does not leave 5MB of garbage each behind for the GC.
 */
const freePartBuffers: Buffer[] = [];
const KEPT_PART_BUFFERS = 2;

function takePartBuffer(): Buffer {
  return freePartBuffers.pop() ?? Buffer.allocUnsafeSlow(S3_PART_SIZE);
}

function releasePartBuffer(buffer: Buffer): void {
  if (freePartBuffers.length < KEPT_PART_BUFFERS) freePartBuffers.push(buffer);
}

export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): MediaStorage {
  const Bucket = config.bucket;
  const common = (name: string, contentType: string) => ({
    Bucket,
    Key: name,
    ContentType: contentType,
    CacheControl: MEDIA_CACHE_CONTROL,
  });

  /**
   * A stream of unknown length: parts of S3_PART_SIZE bytes (S3's minimum),
   * assembled in one reusable buffer; while a part is sent, reading pauses
   * and the socket's own buffers absorb the client's bytes. Memory stays at
   * one part per upload in progress whatever the file's size. Small files
   * (one part or less) go in a single PutObject. On any failure the multipart
   * upload is aborted (nothing becomes visible).
   */
  async function putStream(name: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const part = takePartBuffer();
    let filled = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];

    const uploadPart = async (bytes: Buffer) => {
      if (!uploadId) {
        const created = await client.send(new CreateMultipartUploadCommand(common(name, contentType)));
        uploadId = created.UploadId;
        if (!uploadId) throw new Error("S3 did not return an upload id");
      }
      const PartNumber = parts.length + 1;
      const result = await client.send(
        new UploadPartCommand({ Bucket, Key: name, UploadId: uploadId, PartNumber, Body: bytes, ContentLength: bytes.length }),
      );
      parts.push({ PartNumber, ETag: result.ETag });
    };

    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        let offset = 0;
        while (offset < chunk.length) {
          const n = Math.min(chunk.length - offset, S3_PART_SIZE - filled);
          chunk.copy(part, filled, offset, offset + n);
          filled += n;
          offset += n;
          total += n;
          if (filled === S3_PART_SIZE) {
            await uploadPart(part);
            filled = 0;
          }
        }
      }
      if (!uploadId) {
        const bytes = part.subarray(0, filled);
        await client.send(new PutObjectCommand({ ...common(name, contentType), Body: bytes, ContentLength: bytes.length }));
        return { size: total };
      }
      if (filled > 0) await uploadPart(part.subarray(0, filled));
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key: name, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { size: total };
    } catch (error) {
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: name, UploadId: uploadId }))
          .catch((abortError: unknown) =>
            logger.warn({ err: abortError, name }, "could not abort a multipart upload (a bucket lifecycle rule will)"),
          );
      }
      throw error;
    } finally {
      releasePartBuffer(part);
    }
  }

  return {
    driver: "s3",

    async put(name, body, options) {
      assertSafe(name);
      if (options.size === undefined) return putStream(name, body, options.contentType);
      await client.send(
        new PutObjectCommand({ ...common(name, options.contentType), Body: body, ContentLength: options.size }),
      );
      return { size: options.size };
    },

    async remove(names) {
      names.forEach(assertSafe);
      await Promise.all(names.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },

    async stat(name) {
      assertSafe(name);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (httpStatusOf(error) === 404) return null;
        throw error;
      }
    },

    async read(name, range) {
      assertSafe(name);
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: name, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(object.Body instanceof Readable)) throw new Error("S3 returned no readable body");
      return object.Body;
    },

    publicUrl(name) {
      assertSafe(name);
      return config.publicUrl ? `${config.publicUrl}/${name}` : `/media/${name}`;
    },

    async listNames() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key) names.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
  };
}

/* ------------------------------------------------------------- selection */

export interface MediaStorageContext {
  storage: MediaStorage;
  /** Where uploads wait while being checked and re-encoded (local disk, even with S3). */
  tempDir: string;
}

let current: { env: Env; context: MediaStorageContext } | undefined;

/** The configured storage: S3 when S3_BUCKET is set, else the disk under DATA_DIR/media. */
export function getMediaStorage(env: Env): MediaStorageContext {
  if (current?.env === env) return current.context;
  const s3 = s3ConfigFromEnv(env);
  const storage = s3 ? createS3Storage(s3) : createDiskStorage(path.join(env.DATA_DIR, "media"));
  const context = { storage, tempDir: path.join(env.DATA_DIR, "tmp", "uploads") };
  current = { env, context };
  return context;
}
