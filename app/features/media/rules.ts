/**
 * Media library rules (docs/product.md#media-upload), pure: the
 * browser pre-checks a picked file, the server decides from sniffed bytes and
 * names what it stores. Names are generated, never taken from the visitor.
 */
import { IMAGE_MAX_BYTES, IMAGE_VARIANT_WIDTHS, MB, VIDEO_MAX_BYTES } from "~/config/constants";

import { ORIGINAL_NAME, VARIANT_NAME, variantName, variantSrcSet, type VariantFormat } from "./names";

export { IMAGE_VARIANT_WIDTHS, variantName, variantSrcSet, type VariantFormat };

export type MediaKind = "image" | "video";
export type MediaExtension = "jpg" | "png" | "webp" | "gif" | "avif" | "mp4" | "mov" | "avi" | "webm";

/** Size limit label as the messages write it: '5MB', '50MB'. */
export function sizeLabel(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10}MB`;
}

export const MEDIA_MESSAGES = {
  uploading: "Upload en cours...",
  uploaded: "Fichier uploadé avec succès !",
  uploadError: "Erreur lors de l'upload du fichier",
  deleted: "Fichier supprimé avec succès",
  deleteError: "Erreur lors de la suppression du fichier",
  confirmDelete: "Êtes-vous sûr de vouloir supprimer ce fichier ?",
  copied: "URL copiée dans le presse-papiers",
  listError: "Erreur lors du chargement des images",
  empty: "Aucun média uploadé",
  badType: "Veuillez sélectionner un fichier image ou vidéo",
  tooBig: (limitLabel: string) => `Le fichier doit faire moins de ${limitLabel}`,
  helpImages: "Images : JPG, PNG, WebP",
  helpVideos: "Vidéos : MP4, MOV, AVI",
  /* Reasons the server gives when the bytes are not a usable file. */
  unreadableImage: "Le fichier image est illisible ou endommagé",
  tooManyPixels: "L'image est trop grande : 100 mégapixels au maximum",
  notFound: "Fichier introuvable",
  /* docs/product.md#media-usage: a file still shown somewhere is deleted only once the owner confirms. */
  inUseTitle: "Ce fichier est encore utilisé",
  inUse: (places: readonly string[]) =>
    `Ce fichier est utilisé ${places.length > 1 ? `à ${places.length} endroits` : "à 1 endroit"} : ${places.join(" ; ")}. Confirmez pour le supprimer quand même.`,
  deleteAnyway: "Supprimer quand même",
} as const;

/**
 * Largest image the server decodes (width × height). Guards against
 * decompression bombs: a 5MB PNG can describe billions of pixels. 100 MP is
 * beyond any phone or camera photo.
 */
export const IMAGE_MAX_PIXELS = 100_000_000;

/**
 * What we accept, keyed by the MIME type sniffed from the file's bytes (the
 * names `file-type` reports). SVG is deliberately absent (it can carry scripts).
 */
export const ALLOWED_MEDIA: Readonly<Record<string, { kind: MediaKind; ext: MediaExtension }>> = {
  "image/jpeg": { kind: "image", ext: "jpg" },
  "image/png": { kind: "image", ext: "png" },
  "image/webp": { kind: "image", ext: "webp" },
  "image/gif": { kind: "image", ext: "gif" },
  "image/avif": { kind: "image", ext: "avif" },
  "video/mp4": { kind: "video", ext: "mp4" },
  "video/quicktime": { kind: "video", ext: "mov" },
  "video/x-msvideo": { kind: "video", ext: "avi" },
  "video/vnd.avi": { kind: "video", ext: "avi" },
  "video/webm": { kind: "video", ext: "webm" },
};

/** The accepted media type for a sniffed MIME type, or null. */
export function allowedMediaFor(mime: string | null | undefined): { kind: MediaKind; ext: MediaExtension } | null {
  if (!mime) return null;
  return ALLOWED_MEDIA[mime.toLowerCase().split(";")[0]?.trim() ?? ""] ?? null;
}

/** The Content-Type to serve for each stored extension (variants included). */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<MediaExtension, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  mp4: "video/mp4",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  webm: "video/webm",
};

const EXTENSION_ALIASES: Readonly<Record<string, MediaExtension>> = {
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
  mp4: "mp4",
  mov: "mov",
  avi: "avi",
  webm: "webm",
};

/** Largest accepted size in bytes (5MB images, 50MB videos). */
export function maxBytesFor(kind: MediaKind): number {
  return kind === "video" ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
}

/** The kind a declared type ('image/png', 'video/mp4'…) announces, or null. */
export function kindOfDeclaredType(type: string): MediaKind | null {
  const lower = type.trim().toLowerCase();
  if (lower.startsWith("image/")) return "image";
  if (lower.startsWith("video/")) return "video";
  return null;
}

/**
 * The browser's pre-check of a picked file, or null when it may be
 * sent: type must start with image/ or video/ (SVG refused too, the server
 * would refuse it), then 5MB for images, 50MB for videos. The server decides
 * again from the bytes.
 */
export function validateClientFile(file: { type: string; size: number }): string | null {
  const kind = kindOfDeclaredType(file.type);
  if (!kind || file.type.trim().toLowerCase().startsWith("image/svg")) return MEDIA_MESSAGES.badType;
  const limit = maxBytesFor(kind);
  return file.size > limit ? MEDIA_MESSAGES.tooBig(sizeLabel(limit)) : null;
}

/** The too-big message for a kind: 'Le fichier doit faire moins de 5MB' / '…50MB'. */
export function tooBigMessageFor(kind: MediaKind): string {
  return MEDIA_MESSAGES.tooBig(sizeLabel(maxBytesFor(kind)));
}

/** The allow-listed extension of a file name, lowercase ('jpeg' → 'jpg'), or null. */
export function extensionFromName(name: string): MediaExtension | null {
  const dot = name.lastIndexOf(".");
  if (dot < 0 || dot === name.length - 1) return null;
  return EXTENSION_ALIASES[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** MP4 and QuickTime share one container: either extension fits the other's bytes. */
const SAME_CONTAINER: ReadonlyArray<ReadonlySet<MediaExtension>> = [new Set<MediaExtension>(["mp4", "mov"])];

function extensionsAgree(fromName: MediaExtension, sniffed: MediaExtension): boolean {
  return fromName === sniffed || SAME_CONTAINER.some((group) => group.has(fromName) && group.has(sniffed));
}

const RANDOM_ALPHABET = "abcdefghijklmnopqrstuvwxyz9876543210";
export const RANDOM_NAME_LENGTH = 10;

/** `length` random characters from [a-z0-9], unbiased (Web Crypto, available in browsers and Node ≥ 20). */
export function randomNameToken(length: number = RANDOM_NAME_LENGTH): string {
  // 252 = 7 × 36: bytes from 252 up are dropped so every character is equally likely.
  const unbiasedLimit = 256 - (256 % RANDOM_ALPHABET.length);
  let token = "";
  while (token.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < unbiasedLimit && token.length < length) token += RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length];
    }
  }
  return token;
}

/**
 * The stored name: `${timestamp}-${random}.${ext}` (timestamp +
 * random string + original extension). The extension is the original one
 * normalised (lowercase, 'jpeg' → 'jpg') when it agrees with the sniffed
 * bytes, else the sniffed one. Throws if `random` gives fewer than 6 usable
 * characters.
 */
export function storedMediaName(
  originalName: string,
  sniffedExt: MediaExtension,
  now: number = Date.now(),
  random: () => string = randomNameToken,
): string {
  const fromName = extensionFromName(originalName);
  const ext = fromName && extensionsAgree(fromName, sniffedExt) ? fromName : sniffedExt;
  const token = random()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 16);
  if (token.length < 6) throw new Error("random token too short for a media name");
  return `${Math.floor(now)}-${token}.${ext}`;
}

/**
 * Whether a name (as received in a URL, after decoding) may be looked up in
 * storage: a stored name `1700000000000-abc123def4.jpg` or one of its
 * variants `1700000000000-abc123def4-480w.webp`. Anything else (paths, '..',
 * encoded characters, NUL, hidden files, uppercase, long names) is refused.
 */
export function isSafeMediaName(name: string): boolean {
  return ORIGINAL_NAME.test(name) || VARIANT_NAME.test(name);
}

/** Whether a name is a variant (`…-480w.webp`). */
export function isVariantName(name: string): boolean {
  return VARIANT_NAME.test(name);
}

/** The Content-Type to serve a safe name with, or null. */
export function contentTypeForName(name: string): string | null {
  const ext = extensionFromName(name);
  return ext ? CONTENT_TYPE_BY_EXTENSION[ext] : null;
}

/** docs/product.md#media-library: the media manager shows a video player for names ending mp4, mov, avi or webm. */
export function isVideoName(name: string): boolean {
  return /\.(?:mp4|mov|avi|webm)$/i.test(name);
}

/**
 * The variant widths to generate for an image `originalWidth` px wide: the
 * standard widths not above it (never upscale); a single variant at the
 * original width when it is narrower than the smallest; none for an invalid
 * width.
 */
export function variantWidthsFor(originalWidth: number): number[] {
  if (!Number.isFinite(originalWidth) || originalWidth < 1) return [];
  const width = Math.floor(originalWidth);
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * The variants stored for an image `originalWidth` px wide: one per standard
 * width, named after it (`…-480w`, `…-960w`, `…-1600w`), so that a `srcset`
 * built from the standard widths only (see `mediaSrcSet`, which cannot know
 * the original's width) never points at a missing file. Each is rendered at
 * min(standard width, original width): never upscaled. A 1200 px image has a
 * `…-1600w` variant 1200 px wide; a 300 px one has three 300 px variants.
 */
export function variantPlanFor(originalWidth: number): { label: number; width: number }[] {
  if (!Number.isFinite(originalWidth) || originalWidth < 1) return [];
  const width = Math.floor(originalWidth);
  return IMAGE_VARIANT_WIDTHS.map((label) => ({ label, width: Math.min(label, width) }));
}

/** Image kinds for which responsive variants exist (GIF is kept as uploaded: it may be animated). */
export function hasVariants(ext: MediaExtension | null): boolean {
  return ext === "jpg" || ext === "png" || ext === "webp" || ext === "avif";
}

const FRENCH_DECIMAL = /* @__PURE__ */ new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A file size as the library shows it: '850 o', '12 Ko', '1,2 Mo' (binary units, French symbols). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${Math.round(bytes)} o`;
  if (bytes < MB) return `${FRENCH_DECIMAL.format(Math.round((bytes / 1024) * 10) / 10)} Ko`;
  return `${FRENCH_DECIMAL.format(Math.round((bytes / MB) * 10) / 10)} Mo`;
}
