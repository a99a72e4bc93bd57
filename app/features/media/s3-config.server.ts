/**
 * The bucket's settings (S3_* variables), read by the media library's
 * storage and by the lead photos' private storage alike.
 */
import type { Env } from "~/config/env.server";
import { assertSafe } from "./storage-driver.server";

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
