/**
 * What a content image is (docs/product.md#site-images): one of the generated
 * illustrations shipped with the site (by key, its alt text from the manifest
 * unless one is given), or a photo of the media library (its URL, alt text and
 * size, taken when the owner chose it, so a page never looks it up). Stored as
 * JSON wherever the owner picks an image (réalisations, site images); pure, so
 * server and browser resolve it alike.
 */
import { illustration, type ResolvedImage } from "~/components/responsive-image";
import { IMAGE_WIDTHS, imageUrl, type ImageKey } from "~/content/images";
import { isImageKey } from "~/content/image-keys";
import { isRecord } from "~/lib/is-record";
import { mediaSrcSet } from "~/features/media/srcset";

export type ImageRef = { illustration: ImageKey; alt?: string } | { media: string; alt: string; width: number; height: number };

/** `bases`: other prefixes our media are published under (the S3 public URL), as `mediaSrcSet` takes them. */
export function resolveImage(ref: ImageRef, bases: readonly (string | null | undefined)[] = []): ResolvedImage {
  if ("illustration" in ref) return illustration(ref.illustration, ref.alt);
  const sources = mediaSrcSet(ref.media, { bases });
  return {
    src: ref.media,
    alt: ref.alt,
    width: ref.width,
    height: ref.height,
    avifSrcSet: sources?.avifSrcSet ?? null,
    webpSrcSet: sources?.webpSrcSet ?? null,
  };
}

/** Absolute URL of the image's largest file, for social cards and structured data. */
export function imageRefUrl(origin: string, ref: ImageRef): string {
  if ("illustration" in ref) return `${origin}${imageUrl(ref.illustration, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], "webp")}`;
  return /^https?:\/\//.test(ref.media) ? ref.media : `${origin}${ref.media}`;
}

/** The media URL an image uses, or null for an illustration (for 'where is this photo used'). */
export function mediaUrlOf(ref: ImageRef): string | null {
  return "illustration" in ref ? null : ref.media;
}

/** Reads a stored image reference back; null for anything malformed (the caller falls back to its default). */
export function parseImageRef(value: unknown): ImageRef | null {
  const parsed = typeof value === "string" ? safeJson(value) : value;
  if (!isRecord(parsed)) return null;
  const alt = typeof parsed.alt === "string" ? parsed.alt : undefined;
  if (typeof parsed.illustration === "string" && isImageKey(parsed.illustration)) {
    return alt === undefined ? { illustration: parsed.illustration } : { illustration: parsed.illustration, alt };
  }
  const { media, width, height } = parsed;
  if (typeof media === "string" && alt !== undefined && isPositive(width) && isPositive(height))
    return { media, alt, width, height };
  return null;
}

function isPositive(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
