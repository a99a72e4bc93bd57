/**
 * What a media storage driver is (docs/product.md#media-library): the
 * interface the disk and S3 drivers implement, and the name check every
 * operation of either makes. Apart from storage.server.ts, which picks the
 * driver, so that a driver does not import its own selector.
 */
import type { Readable } from "node:stream";
import type { ByteRange } from "./http-range";
import { isSafeMediaName } from "./rules";

/** Media names are never overwritten: whatever is stored under a name stays the same for a year of caching. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

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
