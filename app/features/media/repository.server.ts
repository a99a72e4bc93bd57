/**
 * The media table (migration 004-media): what the library lists, so that a
 * listing never scans a bucket. Rows are written after every file of an
 * upload is stored, and removed before the files on delete.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { nowIso, toIso } from "~/db/values";
import { logger } from "~/lib/logger.server";
import type { MediaVariant } from "./images.server";
import { cleanOriginalName } from "./names";
import type { MediaKind } from "./rules";
import type { MediaStorage } from "./storage-driver.server";
import type { MediaItem } from "./types";

export interface MediaRecord {
  name: string;
  originalName: string;
  mimetype: string;
  kind: MediaKind;
  size: number;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  createdAt: string;
  uploadedBy: string | null;
  /** docs/product.md#media-alt-text: null until the owner writes one */
  altText: string | null;
}

function parseVariants(value: string): MediaVariant[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as MediaVariant[]) : [];
  } catch {
    return [];
  }
}

type Row = DB["media"];

function fromRow(row: Row): MediaRecord {
  return {
    name: row.name,
    originalName: row.original_name,
    mimetype: row.mimetype,
    kind: row.kind === "video" ? "video" : "image",
    size: Number(row.size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    variants: parseVariants(row.variants),
    createdAt: toIso(row.created_at),
    uploadedBy: row.uploaded_by,
    altText: row.alt_text ?? null,
  };
}

export function newMediaRecord(fields: Omit<MediaRecord, "createdAt" | "altText">): MediaRecord {
  return { ...fields, createdAt: nowIso(), altText: null };
}

export async function insertMedia(record: MediaRecord, db: Kysely<DB> = getDb()): Promise<void> {
  await db
    .insertInto("media")
    .values({
      name: record.name,
      original_name: record.originalName,
      mimetype: record.mimetype,
      kind: record.kind,
      size: record.size,
      width: record.width,
      height: record.height,
      variants: JSON.stringify(record.variants),
      created_at: record.createdAt,
      uploaded_by: record.uploadedBy,
      alt_text: record.altText,
    })
    .execute();
}

/** The library, newest first. */
export async function listMedia(
  options: { kind?: MediaKind; limit?: number } = {},
  db: Kysely<DB> = getDb(),
): Promise<MediaRecord[]> {
  let query = db.selectFrom("media").selectAll().orderBy("created_at", "desc").orderBy("name", "desc");
  if (options.kind) query = query.where("kind", "=", options.kind);
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(fromRow);
}

export async function findMedia(name: string, db: Kysely<DB> = getDb()): Promise<MediaRecord | null> {
  const row = await db.selectFrom("media").selectAll().where("name", "=", name).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/**
 * Removes a file by name: the row, then the original and its variants.
 * False when there was no such file. A file that cannot be removed is logged
 * (an orphan costs disk space, nothing else: no listing shows it).
 */
export async function deleteMedia(name: string, storage: MediaStorage, db: Kysely<DB> = getDb()): Promise<boolean> {
  const record = await findMedia(name, db);
  if (!record) return false;
  const result = await db.deleteFrom("media").where("name", "=", name).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false; // removed meanwhile by another request
  const names = [record.name, ...record.variants.map((v) => v.name)];
  try {
    await storage.remove(names);
  } catch (error) {
    logger.error({ err: error, names }, "media row deleted but some files could not be removed");
  }
  return true;
}

/** What the browser sees of a record. */
export function toMediaItem(record: MediaRecord, storage: MediaStorage): MediaItem {
  const webp = record.variants.filter((v) => v.format === "webp");
  const smallest = webp.reduce<MediaVariant | null>((best, v) => (!best || v.label < best.label ? v : best), null);
  const url = storage.publicUrl(record.name);
  return {
    name: record.name,
    url,
    previewUrl: smallest ? storage.publicUrl(smallest.name) : url,
    srcSet: webp.length > 0 ? webp.map((v) => `${storage.publicUrl(v.name)} ${v.label}w`).join(", ") : null,
    createdAt: record.createdAt,
    mimetype: record.mimetype,
    kind: record.kind,
    size: record.size,
    width: record.width,
    height: record.height,
    // names stored before control characters were removed on upload
    originalName: cleanOriginalName(record.originalName) || record.name,
    altText: record.altText,
  };
}
