/**
 * The picture a model looks at to suggest an alt text
 * (docs/decisions/024-alt-text-suggestions.md): a small JPEG, sent inline as a
 * data URL, so that a provider that cannot reach this site (a local server, a
 * staging site behind a password) still sees it, and every provider reads it
 * (some do not read WebP or AVIF). Made from the smallest stored variant,
 * so little is decoded.
 */
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import type sharpModule from "sharp";
import { IMAGE_MAX_BYTES } from "~/config/constants";
import type { MediaRecord } from "./repository.server";
import { IMAGE_MAX_PIXELS } from "./rules";
import type { MediaStorage } from "./storage-driver.server";

/** Longest side of the picture sent: enough to tell a gutter from a ridge, a few tens of kilobytes. */
export const VISION_IMAGE_MAX_SIDE = 512;
const VISION_JPEG_QUALITY = 78;

const requireModule = createRequire(import.meta.url);

async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      stream.destroy();
      throw new Error(`media file larger than ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The stored file to start from: the smallest WebP variant, else the original (a GIF has none). */
export function visionSourceName(record: Pick<MediaRecord, "name" | "variants">): string {
  const webp = record.variants.filter((v) => v.format === "webp");
  const smallest = webp.reduce<(typeof webp)[number] | null>((best, v) => (!best || v.label < best.label ? v : best), null);
  return smallest?.name ?? record.name;
}

/** 'data:image/jpeg;base64,…' of the image, at most VISION_IMAGE_MAX_SIDE pixels on its longest side. */
export async function visionDataUrl(record: Pick<MediaRecord, "name" | "variants">, storage: MediaStorage): Promise<string> {
  const bytes = await readCapped(await storage.read(visionSourceName(record)), IMAGE_MAX_BYTES);
  const sharp = requireModule("sharp") as typeof sharpModule;
  sharp.cache(false); // as for uploads (images.server.ts): each picture is decoded once
  const jpeg = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", autoOrient: true })
    .resize({ width: VISION_IMAGE_MAX_SIDE, height: VISION_IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: VISION_JPEG_QUALITY })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}
