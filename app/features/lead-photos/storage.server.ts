/**
 * Where the photos of requests live: PRIVATE storage, read only through the
 * app (docs/decisions/017-lead-photos.md). Never under the public media
 * (DATA_DIR/media, /media/…, S3_PUBLIC_URL):
 * - disk: `DATA_DIR/lead-photos/{key}`;
 * - S3 when S3_BUCKET is set: the same bucket as the media, under the prefix
 *   `lead-photos/`, written without any public ACL and never given a public
 *   URL (a bucket policy that makes objects public must be limited to the
 *   media's keys).
 * Files being received or re-encoded wait in `DATA_DIR/lead-photos/tmp`
 * (local disk, even with S3); the received ones within a budget of bytes
 * (temp-bytes.server.ts).
 */
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Env } from "~/config/env.server";
import { s3ConfigFromEnv, type S3StorageConfig } from "~/features/media/s3-config.server";
import { TempBytesBudget } from "./temp-bytes.server";

/** Keys we generate: a photo id, then the copy ('.jpg' full size, '.mail.jpg', '.thumb.jpg'). */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.mail|\.thumb)?\.jpg$/;
export const S3_PREFIX = "lead-photos/";

export type PhotoCopy = "full" | "mail" | "thumb";

export function photoKey(photoId: string, copy: PhotoCopy): string {
  return copy === "full" ? `${photoId}.jpg` : `${photoId}.${copy}.jpg`;
}

/** The photo id of a key we generated, or null for anything else. */
export function photoIdOfKey(key: string): string | null {
  return KEY_PATTERN.test(key) ? key.slice(0, 36) : null;
}

export interface StoredKey {
  key: string;
  /** when it was written: the start-up sweep leaves recent files alone (an upload of another instance may be committing) */
  modifiedAt: Date;
}

export interface LeadPhotoStorage {
  readonly driver: "disk" | "s3";
  /** Stores a finished local file under `key` (whole or not at all). */
  putFile(key: string, file: string): Promise<void>;
  read(key: string): Promise<Readable | null>;
  /** A missing key is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  list(): Promise<StoredKey[]>;
}

function assertKey(key: string): void {
  if (!photoIdOfKey(key)) throw new Error(`refused lead photo key ${JSON.stringify(key.slice(0, 80))}`);
}

export function createDiskPhotoStorage(dir: string): LeadPhotoStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dir, key);
  };
  return {
    driver: "disk",
    async putFile(key, file) {
      await mkdir(dir, { recursive: true });
      const target = fileOf(key);
      try {
        // same file system (tmp is inside dir): atomic
        await rename(file, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        const temp = `${target}.part`;
        await copyFile(file, temp);
        await rename(temp, target);
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(keys) {
      await Promise.all(
        keys.map(async (key) => {
          try {
            await unlink(fileOf(key));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          }
        }),
      );
    },
    async list() {
      let entries: string[];
      try {
        entries = await readdir(dir);
      } catch {
        return [];
      }
      const keys: StoredKey[] = [];
      for (const entry of entries) {
        if (!photoIdOfKey(entry)) continue;
        try {
          keys.push({ key: entry, modifiedAt: (await stat(path.join(dir, entry))).mtime });
        } catch {
          // removed meanwhile
        }
      }
      return keys;
    },
  };
}

function s3PhotoStorage(config: S3StorageConfig): LeadPhotoStorage {
  // the AWS SDK is loaded on first use, as the media's driver does
  const sdk = async () => {
    const [s3, media] = await Promise.all([import("@aws-sdk/client-s3"), import("~/features/media/s3-storage.server")]);
    return { s3, client: (clientOnce ??= media.createS3Client(config)) };
  };
  let clientOnce: S3Client | undefined;
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return `${S3_PREFIX}${key}`;
  };
  return {
    driver: "s3",
    async putFile(key, file) {
      const { s3, client } = await sdk();
      const { size } = await stat(file);
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: "image/jpeg",
          CacheControl: "private, no-store",
        }),
      );
      await rm(file, { force: true });
    },
    async read(key) {
      const { s3, client } = await sdk();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(keys) {
      const { s3, client } = await sdk();
      await Promise.all(keys.map((key) => client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }))));
    },
    async list() {
      const { s3, client } = await sdk();
      const keys: StoredKey[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: S3_PREFIX, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(S3_PREFIX.length) ?? "";
          if (photoIdOfKey(key)) keys.push({ key, modifiedAt: item.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}

export interface LeadPhotoStorageContext {
  storage: LeadPhotoStorage;
  /** received and re-encoded files before they are stored (local disk) */
  tempDir: string;
  /** the bytes received photos hold in tempDir, bounded (LEAD_PHOTOS_TMP_BUDGET_MB); absent: not counted */
  tempBytes?: TempBytesBudget;
}

let current: { env: Env; context: Required<LeadPhotoStorageContext> } | undefined;

export function leadPhotosDir(env: Env): string {
  return path.join(env.DATA_DIR, "lead-photos");
}

/** The configured private storage: S3 under `lead-photos/` when S3_BUCKET is set, else DATA_DIR/lead-photos. */
export function getLeadPhotoStorage(env: Env): Required<LeadPhotoStorageContext> {
  if (current?.env === env) return current.context;
  const s3 = s3ConfigFromEnv(env);
  const dir = leadPhotosDir(env);
  const context = {
    storage: s3 ? s3PhotoStorage(s3) : createDiskPhotoStorage(dir),
    tempDir: path.join(dir, "tmp"),
    tempBytes: new TempBytesBudget(env.LEAD_PHOTOS_TMP_BUDGET_MB * 1024 * 1024),
  };
  current = { env, context };
  return context;
}
