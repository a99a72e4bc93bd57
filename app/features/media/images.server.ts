/**
 * What happens to an uploaded image once its bytes are on local disk (docs/product.md#media-upload):
 * - the original is re-encoded in its own format, upright (EXIF orientation
 *   applied) and without any metadata: EXIF (GPS position, camera serial),
 *   XMP and IPTC never reach the public URL. Re-encoding, rather than cutting
 *   metadata blocks out, also drops anything hidden after the image data
 *   (polyglot files) and keeps phone photos the right way up once the
 *   orientation tag is gone. GIFs are kept as uploaded: the format has no
 *   EXIF block and re-encoding would damage animations and palettes;
 * - responsive variants in WebP and AVIF at the standard widths (see
 *   `variantPlanFor`), never upscaled, metadata stripped.
 * Everything is stored or nothing: a failure removes what was already stored.
 */
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { createRequire } from "node:module";
import type sharpModule from "sharp";
import type { Sharp } from "sharp";
import { logger } from "~/lib/logger.server";
import {
  IMAGE_MAX_PIXELS,
  MEDIA_MESSAGES,
  hasVariants,
  variantName,
  variantPlanFor,
  type MediaExtension,
  type VariantFormat,
} from "./rules";
import type { MediaStorage } from "./storage-driver.server";
import { tempPath } from "./storage.server";
import { MediaUploadError } from "./upload-error";

const requireModule = createRequire(import.meta.url);
let loadedSharp: typeof sharpModule | undefined;

/** sharp (some 20 MB of native code) is loaded with the first picture to process, not at start-up. */
function sharp(...args: Parameters<typeof sharpModule>): Sharp {
  if (!loadedSharp) {
    loadedSharp = requireModule("sharp") as typeof sharpModule;
    // Each upload is decoded once and never again: libvips' operation cache would only hold memory.
    loadedSharp.cache(false);
  }
  return loadedSharp(...args);
}

export interface MediaVariant {
  name: string;
  format: VariantFormat;
  /** The width the variant's name announces (480, 960, 1600). */
  label: number;
  /** Its real size in pixels (never more than the original's). */
  width: number;
  height: number;
  size: number;
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** Bytes of the stored (re-encoded) original. */
  size: number;
  variants: MediaVariant[];
}

const VARIANT_CONTENT_TYPE: Record<VariantFormat, string> = { webp: "image/webp", avif: "image/avif" };

/**
 * Encoder settings: visually lossless originals, web-weight variants. Tuned
 * for a small server: mozjpeg would save ~25% on the original (rarely served:
 * pages use the variants) for 15× the CPU; AVIF effort 2 is twice as fast as
 * 3 for the same size within 3%.
 */
function encodeOriginal(pipeline: Sharp, ext: MediaExtension): Sharp {
  switch (ext) {
    case "jpg":
      return pipeline.jpeg({ quality: 90 });
    case "png":
      return pipeline.png({ compressionLevel: 9 });
    case "webp":
      return pipeline.webp({ quality: 90 });
    case "avif":
      return pipeline.avif({ quality: 70, effort: 2 });
    default:
      throw new Error(`no re-encoding for .${ext}`);
  }
}

function encodeVariant(pipeline: Sharp, format: VariantFormat): Sharp {
  return format === "webp" ? pipeline.webp({ quality: 78, effort: 4 }) : pipeline.avif({ quality: 52, effort: 2 });
}

function open(input: string, animated = false): Sharp {
  return sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", autoOrient: true, animated });
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Refuses what sharp cannot read or what is too large to decode safely, with a French reason. */
async function readDimensions(input: string): Promise<{ width: number; height: number; animated: boolean }> {
  let meta: sharpModule.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).metadata();
  } catch (error) {
    throw isPixelLimitError(error)
      ? new MediaUploadError(413, MEDIA_MESSAGES.tooManyPixels)
      : new MediaUploadError(415, MEDIA_MESSAGES.unreadableImage);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new MediaUploadError(415, MEDIA_MESSAGES.unreadableImage);
  if (width * height * Math.max(1, meta.pages ?? 1) > IMAGE_MAX_PIXELS) {
    throw new MediaUploadError(413, MEDIA_MESSAGES.tooManyPixels);
  }
  return { width, height, animated: (meta.pages ?? 1) > 1 };
}

/** Stores a file from disk under `name` with its exact length (a streamed PutObject on S3). */
async function putFile(storage: MediaStorage, name: string, file: string, contentType: string): Promise<number> {
  const { size } = await stat(file);
  await storage.put(name, createReadStream(file), { contentType, size });
  return size;
}

/**
 * Re-encodes the original at `input` (already size- and type-checked) and
 * makes its variants, storing all of them under `name` and variant names.
 */
export async function processImage(options: {
  input: string;
  name: string;
  ext: MediaExtension;
  contentType: string;
  storage: MediaStorage;
  tempDir: string;
}): Promise<ProcessedImage> {
  const { input, name, ext, contentType, storage, tempDir } = options;
  const { width, height, animated } = await readDimensions(input);
  const stored: string[] = [];
  const reencoded = tempPath(tempDir);
  try {
    let size: number;
    if (ext === "gif") {
      size = await putFile(storage, name, input, contentType);
    } else {
      try {
        await encodeOriginal(open(input, animated), ext).toFile(reencoded);
      } catch (error) {
        throw isPixelLimitError(error)
          ? new MediaUploadError(413, MEDIA_MESSAGES.tooManyPixels)
          : new MediaUploadError(415, MEDIA_MESSAGES.unreadableImage);
      }
      size = await putFile(storage, name, reencoded, contentType);
    }
    stored.push(name);

    const variants: MediaVariant[] = [];
    if (hasVariants(ext)) {
      // Several labels share one real width for narrow images: encode each (width, format) once.
      const encoded = new Map<string, Promise<{ data: Buffer; info: sharpModule.OutputInfo }>>();
      for (const { label, width: targetWidth } of variantPlanFor(width)) {
        for (const format of ["avif", "webp"] as const) {
          const key = `${targetWidth}:${format}`;
          if (!encoded.has(key)) {
            encoded.set(
              key,
              encodeVariant(open(input).resize({ width: targetWidth, withoutEnlargement: true }), format).toBuffer({
                resolveWithObject: true,
              }),
            );
          }
          const { data, info } = await encoded.get(key)!;
          const variant = variantName(name, label, format);
          await storage.put(variant, Readable.from([data]), { contentType: VARIANT_CONTENT_TYPE[format], size: data.length });
          stored.push(variant);
          variants.push({ name: variant, format, label, width: info.width, height: info.height, size: data.length });
        }
      }
    }
    return { width, height, size, variants };
  } catch (error) {
    await storage
      .remove(stored)
      .catch((removeError: unknown) =>
        logger.error({ err: removeError, names: stored }, "could not remove the files of a failed upload"),
      );
    throw error;
  } finally {
    await rm(reencoded, { force: true });
  }
}
