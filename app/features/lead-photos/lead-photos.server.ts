/**
 * The photos of a request, from received files to stored rows
 * (docs/product.md#lead-photos, docs/decisions/017-lead-photos.md):
 * 1. received to temporary files (receive.server.ts), refused there when a
 *    rule is broken — then the request is not stored at all;
 * 2. re-encoded (process.server.ts); a photo sharp cannot decode is dropped
 *    and logged, the request is stored with the others (or with none, and a
 *    'Photos non enregistrées' entry on its timeline);
 * 3. the copies stored under their final keys, THEN the rows written in the
 *    request's own transaction. A crash between the two leaves files without
 *    a row: the start-up sweep removes them (and old temporary files). A
 *    request answered with success therefore always has all its photos.
 * Any form can use it: `receiveLeadForm` for the body, `prepareLeadPhotos`
 * before storing, `photoExtras` handed to storeLead.
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Kysely, Transaction } from "kysely";
import { getEnv, type Env } from "~/config/env.server";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { logger } from "~/lib/logger.server";
import { registerAttachmentSource, type MailAttachmentRef } from "~/features/mail/attachments.server";
import { cleanOriginalName } from "~/features/media/names";
import { processLeadPhoto, type ProcessedPhoto } from "./process.server";
import type { ReceivedPhoto } from "./receive.server";
import { LEAD_PHOTO_MESSAGES } from "./rules";
import { getLeadPhotoStorage, photoIdOfKey, photoKey, type LeadPhotoStorageContext, type PhotoCopy } from "./storage.server";

/** The attachment source name of the notification's photos. */
export const LEAD_PHOTO_ATTACHMENT_SOURCE = "lead-photo";
/** Attachments of one notification stay under this many bytes once base64-encoded (8 MB); past it, the lead page's link. */
export const MAIL_ATTACHMENTS_MAX_BYTES = 8 * 1024 * 1024;
const BASE64_GROWTH = 4 / 3;
/** A file or temporary file older than this without its row is a left-over of a crash (a request commits within seconds). */
export const ORPHAN_AGE_MS = 5 * 60 * 1000;
/** The timeline event kind when photos were sent but none could be stored. */
export const PHOTOS_NOT_STORED_EVENT = "photos";

export interface StoredPhoto {
  id: string;
  originalName: string;
  width: number;
  height: number;
  size: number;
  mailSize: number;
  position: number;
}

export interface PreparedPhotos {
  stored: StoredPhoto[];
  /** photos received but not decodable */
  failed: number;
  /** Removes the stored copies (the request could not be committed, or was a repeat). */
  undo(): Promise<void>;
}

const COPIES: readonly PhotoCopy[] = ["full", "mail", "thumb"];

function storageOf(env: Env = getEnv()): LeadPhotoStorageContext {
  return getLeadPhotoStorage(env);
}

/**
 * Re-encodes the received photos and stores their copies under final keys
 * (no row yet). The received files are removed whatever happens, their
 * bytes given back to the temporary budget as each goes.
 */
export async function prepareLeadPhotos(
  received: readonly ReceivedPhoto[],
  context: LeadPhotoStorageContext = storageOf(),
): Promise<PreparedPhotos> {
  const stored: StoredPhoto[] = [];
  const undo = async () => {
    await context.storage.remove(stored.flatMap((p) => COPIES.map((c) => photoKey(p.id, c))));
  };
  let failed = 0;
  try {
    for (const [position, photo] of received.entries()) {
      let processed: ProcessedPhoto;
      try {
        processed = await processLeadPhoto(photo.file, context.tempDir);
      } catch (error) {
        failed += 1;
        logger.warn({ err: error, type: photo.type, size: photo.size }, "lead photo could not be decoded; left out");
        continue;
      } finally {
        await rm(photo.file, { force: true });
        context.tempBytes?.release(photo.file);
      }
      const entry: StoredPhoto = {
        id: processed.id,
        originalName: cleanOriginalName(photo.originalName).slice(0, 120) || `photo-${position + 1}.jpg`,
        width: processed.full.width,
        height: processed.full.height,
        size: processed.full.size,
        mailSize: processed.mail.size,
        position,
      };
      stored.push(entry);
      try {
        for (const copy of [processed.full, processed.mail, processed.thumb]) {
          await context.storage.putFile(photoKey(processed.id, copy.copy), copy.file);
        }
      } finally {
        await Promise.all([processed.full, processed.mail, processed.thumb].map((c) => rm(c.file, { force: true })));
      }
    }
  } catch (error) {
    await undo().catch((err: unknown) => logger.error({ err }, "stored lead photos could not be removed after a failure"));
    await Promise.all(received.map((p) => rm(p.file, { force: true })));
    for (const photo of received) context.tempBytes?.release(photo.file);
    throw error;
  }
  return { stored, failed, undo };
}

/** What a request's photos add to storeLead: their rows (in its transaction) and the notification's attachments. */
export interface LeadExtras {
  write(trx: Transaction<DB>, leadId: string, now: string): Promise<void>;
  /** what the photos add to the owner's notification and the visitor's acknowledgement */
  notification(leadPageUrl: string): LeadPhotosInMail;
}

/** The photos as the e-mails about a request show them. */
export interface LeadPhotosInMail {
  /** the 1600 px copies attached, as many as fit under MAIL_ATTACHMENTS_MAX_BYTES */
  attachments: MailAttachmentRef[];
  /** every stored photo's thumbnail, shown in the HTML body by its `cid` */
  thumbnails: MailAttachmentRef[];
  /** photos stored with the request */
  stored: number;
  /** photos received but unreadable */
  failed: number;
  /** the plain-text lines about them */
  text: string;
}

function jpegName(original: string): string {
  const base = original.replace(/\.[a-z0-9]{1,5}$/i, "") || "photo";
  return `${base}.jpg`;
}

export function photoExtras(prepared: PreparedPhotos, received: number): LeadExtras {
  return {
    async write(trx, leadId, now) {
      if (prepared.stored.length > 0) {
        await trx
          .insertInto("lead_photos")
          .values(
            prepared.stored.map((p) => ({
              id: p.id,
              lead_id: leadId,
              storage_key: photoKey(p.id, "full"),
              original_name: p.originalName,
              mime: "image/jpeg",
              width: p.width,
              height: p.height,
              size: p.size,
              position: p.position,
              created_at: now,
            })),
          )
          .execute();
      }
      if (prepared.stored.length === 0 && received > 0) {
        await trx
          .insertInto("lead_events")
          .values({
            id: crypto.randomUUID(),
            lead_id: leadId,
            kind: PHOTOS_NOT_STORED_EVENT,
            detail: `${LEAD_PHOTO_MESSAGES.notStored} (${received} photo${received > 1 ? "s" : ""} illisible${received > 1 ? "s" : ""})`,
            actor: null,
            created_at: now,
          })
          .execute();
      }
    },
    notification(leadPageUrl) {
      const attachments: MailAttachmentRef[] = [];
      let budget = MAIL_ATTACHMENTS_MAX_BYTES;
      for (const photo of prepared.stored) {
        const weight = Math.ceil(photo.mailSize * BASE64_GROWTH) + 1024;
        if (weight > budget) break;
        budget -= weight;
        attachments.push({
          filename: jpegName(photo.originalName),
          contentType: "image/jpeg",
          source: LEAD_PHOTO_ATTACHMENT_SOURCE,
          key: photoKey(photo.id, "mail"),
        });
      }
      const total = prepared.stored.length;
      const lines: string[] = [];
      if (total > 0) {
        lines.push(`Photos : ${total}, dont ${attachments.length} en pièce jointe.`);
        if (attachments.length < total) lines.push(`Toutes les photos sur la fiche : ${leadPageUrl}`);
      }
      if (prepared.failed > 0) lines.push(`${prepared.failed} photo(s) illisible(s) non enregistrée(s).`);
      const thumbnails = prepared.stored.map((photo, index) => ({
        filename: `vignette-${index + 1}.jpg`,
        contentType: "image/jpeg",
        source: LEAD_PHOTO_ATTACHMENT_SOURCE,
        key: photoKey(photo.id, "thumb"),
        cid: `photo-${index + 1}-${photo.id}@lead`,
      }));
      return { attachments, thumbnails, stored: total, failed: prepared.failed, text: lines.join("\n") };
    },
  };
}

/* ------------------------------------------------------------- reading */

export interface LeadPhotoView {
  id: string;
  originalName: string;
  width: number;
  height: number;
  size: number;
  createdAt: string;
}

export async function listLeadPhotos(leadId: string, db: Kysely<DB> = getDatabase().db): Promise<LeadPhotoView[]> {
  const rows = await db
    .selectFrom("lead_photos")
    .select(["id", "original_name", "width", "height", "size", "created_at"])
    .where("lead_id", "=", leadId)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    originalName: r.original_name,
    width: Number(r.width),
    height: Number(r.height),
    size: Number(r.size),
    createdAt: toIso(r.created_at),
  }));
}

/** A copy of a request's photo, or null when the request has no such photo. */
export async function readLeadPhoto(
  leadId: string,
  photoId: string,
  copy: PhotoCopy,
  db: Kysely<DB> = getDatabase().db,
): Promise<Readable | null> {
  const row = await db
    .selectFrom("lead_photos")
    .select("storage_key")
    .where("id", "=", photoId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!row) return null;
  const id = photoIdOfKey(row.storage_key);
  return id ? storageOf().storage.read(photoKey(id, copy)) : null;
}

/* ----------------------------------------------------------- lifecycle */

/** Removes a request's photo files (before its rows go with the request). */
export async function removeLeadPhotos(leadId: string, db: Kysely<DB> = getDatabase().db): Promise<void> {
  const rows = await db.selectFrom("lead_photos").select("id").where("lead_id", "=", leadId).execute();
  if (rows.length === 0) return;
  await storageOf().storage.remove(rows.flatMap((r) => COPIES.map((c) => photoKey(r.id, c))));
}

/**
 * Start-up (and hourly) clean-up of what a crash may leave: temporary files
 * older than ORPHAN_AGE_MS, and stored files of that age whose photo has no
 * row (written, then the process died before the request committed).
 */
export async function sweepLeadPhotos({
  now = Date.now(),
  db = getDatabase().db,
  context = storageOf(),
}: { now?: number; db?: Kysely<DB>; context?: LeadPhotoStorageContext } = {}): Promise<{ temp: number; orphans: number }> {
  let temp = 0;
  let entries: string[] = [];
  try {
    entries = await readdir(context.tempDir);
  } catch {
    // no upload yet
  }
  for (const entry of entries) {
    const file = path.join(context.tempDir, entry);
    try {
      if (now - (await stat(file)).mtimeMs > ORPHAN_AGE_MS) {
        await rm(file, { force: true, recursive: true });
        temp += 1;
      }
    } catch {
      // gone meanwhile
    }
  }
  const old = (await context.storage.list()).filter((k) => now - k.modifiedAt.getTime() > ORPHAN_AGE_MS);
  const ids = [...new Set(old.map((k) => photoIdOfKey(k.key)).filter((id): id is string => id !== null))];
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("lead_photos")
      .select("id")
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const row of rows) known.add(row.id);
  }
  const orphans = old.filter((k) => !known.has(photoIdOfKey(k.key) ?? ""));
  if (orphans.length > 0) await context.storage.remove(orphans.map((k) => k.key));
  if (temp > 0 || orphans.length > 0)
    logger.info({ temp, orphans: orphans.length }, "lead photos: left-overs of an interrupted upload removed");
  return { temp, orphans: orphans.length };
}

/** The notification's attachment source: a copy's bytes from the private storage. */
async function readAttachment(key: string): Promise<Buffer | null> {
  const stream = await storageOf().storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function registerLeadPhotoAttachments(): void {
  registerAttachmentSource(LEAD_PHOTO_ATTACHMENT_SOURCE, readAttachment);
}
