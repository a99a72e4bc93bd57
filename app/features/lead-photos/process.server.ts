/**
 * Re-encodes a received photo with sharp into the three copies we keep, all
 * JPEG (what every mail client and browser shows), turned upright from the
 * EXIF orientation and WITHOUT any metadata (GPS position, camera, date):
 * - full: longest side at most 2560 px, the lead page's viewer;
 * - mail: longest side at most 1600 px, the notification's attachment;
 * - thumb: longest side at most 480 px, the lead page's thumbnails (sharp at
 *   2x on the card's 240 px tiles).
 * Only one photo is decoded at a time in this process (a queue): a 24 MP
 * photo takes some 70 MB while decoded, and 20 visitors sending 6 photos each
 * must not multiply that.
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { PhotoCopy } from "./storage.server";

export const FULL_MAX_SIDE = 2560;
export const MAIL_MAX_SIDE = 1600;
export const THUMB_MAX_SIDE = 480;
/** A photo of more pixels than this (a 12000 x 8000 panorama) is not decoded. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Photos decoded at once in this process. */
const PROCESSING_SLOTS = 1;

export interface ProcessedCopy {
  copy: PhotoCopy;
  file: string;
  width: number;
  height: number;
  size: number;
}

export interface ProcessedPhoto {
  id: string;
  full: ProcessedCopy;
  mail: ProcessedCopy;
  thumb: ProcessedCopy;
}

let tuned = false;
/**
 * libvips keeps recently decoded images in a cache (50 MB by default) and
 * decodes with one thread per core, each with its own buffers: with photos of
 * 10 MB that is most of the memory a burst of uploads costs. The photos are
 * each read once, so the cache buys nothing; one thread keeps the peak low
 * (the queue already runs one photo at a time). Process-wide settings, set
 * when the first photo is processed.
 */
function tuneSharp(): void {
  if (tuned) return;
  tuned = true;
  sharp.cache(false);
  sharp.concurrency(1);
}

let running = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PROCESSING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

async function encode(
  input: string | sharp.Sharp,
  maxSide: number,
  quality: number,
  file: string,
  copy: PhotoCopy,
): Promise<ProcessedCopy> {
  const pipeline = typeof input === "string" ? sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }) : input;
  const info = await pipeline
    .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality, progressive: true })
    .toFile(file);
  return { copy, file, width: info.width, height: info.height, size: info.size };
}

/**
 * The three copies of `input`, written beside it in `tempDir`; rejects (and
 * leaves no copy) when sharp cannot decode it (a truncated or corrupt file).
 */
export function processLeadPhoto(input: string, tempDir: string): Promise<ProcessedPhoto> {
  tuneSharp();
  return inSlot(async () => {
    const id = randomUUID();
    const target = (copy: PhotoCopy) => path.join(tempDir, `processed-${id}.${copy}.jpg`);
    try {
      // decoded once, in full (failOn 'warning': a truncated JPEG fails rather than being stored half grey)
      const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" })
        .rotate()
        .flatten({ background: "#ffffff" });
      const full = await encode(upright, FULL_MAX_SIDE, 84, target("full"), "full");
      // the smaller copies from the full one: a fraction of the work
      const mail = await encode(full.file, MAIL_MAX_SIDE, 80, target("mail"), "mail");
      const thumb = await encode(mail.file, THUMB_MAX_SIDE, 75, target("thumb"), "thumb");
      return { id, full, mail, thumb };
    } catch (error) {
      await Promise.all((["full", "mail", "thumb"] as const).map((c) => rm(target(c), { force: true })));
      throw error;
    }
  });
}
