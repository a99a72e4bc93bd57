/**
 * Where media bytes live (docs/product.md#media-library):
 * one interface (storage-driver.server.ts), two drivers.
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
import { s3ConfigFromEnv, s3PublicUrl, type S3StorageConfig } from "./s3-config.server";
import { assertSafe, type MediaStorage } from "./storage-driver.server";

/** Temporary files older than this are left-overs of a crash and are swept at start-up. */
const STALE_TEMP_MS = 60 * 60 * 1000;
const TEMP_PREFIX = ".upload-";

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
