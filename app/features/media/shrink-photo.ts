/**
 * A phone photo made small enough to send (docs/product.md#media-upload): the library keeps
 * its 5MB limit, so the browser redraws a large photo at 2560 px on its longest side, upright
 * (EXIF orientation applied), before the upload. Anything it cannot decode is sent as picked,
 * and the usual pre-check decides.
 */
import { maxBytesFor } from "./rules";

/** Longest side of a photo after shrinking, in pixels. */
export const PHOTO_MAX_SIDE = 2560;
const PHOTO_QUALITY = 0.85;

/** What each picked type is redrawn as: JPEG stays JPEG; PNG and WebP become WebP (it keeps transparency). */
const REDRAWN_TYPE: Readonly<Record<string, string>> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/webp",
  "image/webp": "image/webp",
};

const EXTENSION_OF: Readonly<Record<string, string>> = { "image/jpeg": "jpg", "image/webp": "webp" };

function renamed(name: string, type: string): string {
  const extension = EXTENSION_OF[type] ?? "jpg";
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, PHOTO_QUALITY));
}

/** The scale that brings the longest side to `PHOTO_MAX_SIDE` at most (1 when already smaller). */
export function shrinkScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  return longest > PHOTO_MAX_SIDE ? PHOTO_MAX_SIDE / longest : 1;
}

/**
 * `file` itself when it needs nothing (not a photo, already small and light) or cannot be
 * redrawn; else a new file at most `PHOTO_MAX_SIDE` px on its longest side.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const type = REDRAWN_TYPE[file.type.toLowerCase()];
  if (!type || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = shrinkScale(bitmap.width, bitmap.height);
    if (scale === 1 && file.size <= maxBytesFor("image")) return file;
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await encode(canvas, type);
    // a browser that cannot write WebP answers with PNG: the original is sent instead
    if (!blob || blob.type !== type) return file;
    if (scale === 1 && blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
