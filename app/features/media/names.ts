/**
 * Stored media names, their variants and the display name kept from the
 * upload, pure and tiny: shared by the rules (server, media manager) and by
 * the public pages' srcset helpers, which must not pull the manager's
 * messages into public JavaScript.
 */
import { withoutHiddenCharacters } from "~/lib/hidden-characters";

export type VariantFormat = "webp" | "avif";

export const ORIGINAL_NAME = /^[0-9]{10,16}-[a-z0-9]{6,16}\.(?:jpg|png|webp|gif|avif|mp4|mov|avi|webm)$/;
export const VARIANT_NAME = /^[0-9]{10,16}-[a-z0-9]{6,16}-[1-9][0-9]{0,3}w\.(?:webp|avif)$/;
/** A stored original for which responsive variants exist (GIF is kept as uploaded: it may be animated). */
const IMAGE_WITH_VARIANTS_NAME = /^[0-9]{10,16}-[a-z0-9]{6,16}\.(?:jpg|png|webp|avif)$/;

/** Whether a name is a stored original image with variants (`1700000000000-abc123def4.jpg`). */
export function isImageWithVariantsName(name: string): boolean {
  return IMAGE_WITH_VARIANTS_NAME.test(name);
}

/** `1700000000000-abc123def4.jpg` → `1700000000000-abc123def4-480w.webp`. */
export function variantName(name: string, width: number, format: VariantFormat): string {
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}-${Math.round(width)}w.${format}`;
}

/** A `srcset` value for the variants of a stored image: '/media/…-480w.webp 480w, …'. */
export function variantSrcSet(
  name: string,
  widths: readonly number[],
  format: VariantFormat,
  urlFor: (name: string) => string = (n) => `/media/${n}`,
): string {
  return widths.map((w) => `${urlFor(variantName(name, w, format))} ${w}w`).join(", ");
}

/** Longest original file name kept (display only; the stored name is generated). */
export const ORIGINAL_NAME_MAX_LENGTH = 255;

/** The visitor's file name, for display: path parts and hidden controls removed, bounded (never half a character). */
export function cleanOriginalName(raw: string | null | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  return Array.from(withoutHiddenCharacters(base).trim()).slice(0, ORIGINAL_NAME_MAX_LENGTH).join("").trim();
}
