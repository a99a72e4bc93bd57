/**
 * Where media bytes live (docs/product.md#media-library):
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
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Env } from "~/config/env.server";
import type { ByteRange } from "./http-range";
import { isSafeMediaName } from "./rules";

/** Media names are never overwritten: whatever is stored under a name stays the same for a year of caching. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

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

export function assertSafe(name: string): void {
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

/** Where a browser loads an object of the bucket: S3_PUBLIC_URL, else this app's /media route. */
export function s3PublicUrl(config: S3StorageConfig, name: string): string {
  assertSafe(name);
  return config.publicUrl ? `${config.publicUrl}/${name}` : `/media/${name}`;
}

/**
 * The S3 driver, with the AWS SDK (some 20 MB of memory, 130 ms to load)
 * loaded on the first operation rather than at start-up: a site on local disk
 * never loads it.
 */
function lazyS3Storage(config: S3StorageConfig): MediaStorage {
  let loaded: Promise<MediaStorage> | undefined;
  const storage = () => (loaded ??= import("./s3-storage.server").then((s3) => s3.createS3Storage(config)));
  return {
    driver: "s3",
    put: async (name, body, options) => (await storage()).put(name, body, options),
    remove: async (names) => (await storage()).remove(names),
    stat: async (name) => (await storage()).stat(name),
    read: async (name, range) => (await storage()).read(name, range),
    publicUrl: (name) => s3PublicUrl(config, name),
    listNames: async () => (await storage()).listNames(),
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
  const storage = s3 ? lazyS3Storage(s3) : createDiskStorage(path.join(env.DATA_DIR, "media"));
  const context = { storage, tempDir: path.join(env.DATA_DIR, "tmp", "uploads") };
  current = { env, context };
  return context;
}
