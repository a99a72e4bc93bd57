/**
 * The rules of photos sent with a request (docs/product.md#lead-photos),
 * shared by the browser (instant messages when photos are chosen) and the
 * server (the real gate, which checks the bytes). Pure.
 */

import { LEAD_PHOTOS_MAX_COUNT } from "./field";

export { LEAD_PHOTOS_FIELD } from "./field";
/** The forms that take photos (the lead form kinds). */
export type PhotoForm = "contact" | "quote" | "callback";
/** How many photos a form takes: the emergency call-back stays short with one. */
export const maxPhotosFor = (form: PhotoForm): number => (form === "callback" ? 1 : LEAD_PHOTOS_MAX_COUNT);
const MB = 1024 * 1024;
export const LEAD_PHOTO_MAX_BYTES = 10 * MB;
export const LEAD_PHOTOS_MAX_TOTAL_BYTES = 30 * MB;
/** The formats read (checked by their bytes on the server). */
export const LEAD_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type LeadPhotoType = (typeof LEAD_PHOTO_TYPES)[number];

/** A file as the browser describes it, or as the server counted it. */
export interface PhotoCandidate {
  name: string;
  size: number;
  /** the detected type (server: from the bytes; browser: from the first bytes too, see sniffPhotoType) */
  type: string | null;
}

const NAME_MAX_LENGTH = 60;

/** The file name as a message shows it: no path, no control characters, cut when long. */
export function shownPhotoName(name: string): string {
  const base =
    name
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .split(/[\\/]/)
      .pop()
      ?.trim() || "sans nom";
  return base.length > NAME_MAX_LENGTH ? `${base.slice(0, NAME_MAX_LENGTH - 1)}…` : base;
}

export const LEAD_PHOTO_MESSAGES = {
  notImage: (name: string) => `Le fichier « ${shownPhotoName(name)} » n'est pas une image JPEG, PNG ou WebP.`,
  heic: (name: string) =>
    `La photo « ${shownPhotoName(name)} » est au format HEIC, que nous ne savons pas lire : envoyez-la en JPEG (réglage « Le plus compatible » de l'appareil photo) ou faites-en une capture d'écran.`,
  tooBig: (name: string) => `La photo « ${shownPhotoName(name)} » dépasse 10 Mo.`,
  tooMany: `${LEAD_PHOTOS_MAX_COUNT} photos au maximum.`,
  /** a form that takes a single photo received more */
  onlyOne: "Une seule photo.",
  totalTooBig: "Les photos dépassent 30 Mo au total.",
  /** added after a refusal without JavaScript: the browser cannot keep the chosen files */
  chooseAgain: "Ajoutez à nouveau vos photos.",
  /** the lead page's timeline when none of the photos could be stored */
  notStored: "Photos non enregistrées",
} as const;

/** The message when more than `max` photos are sent. */
export function tooManyPhotosMessage(max: number): string {
  return max === 1
    ? LEAD_PHOTO_MESSAGES.onlyOne
    : max === LEAD_PHOTOS_MAX_COUNT
      ? LEAD_PHOTO_MESSAGES.tooMany
      : `${max} photos au maximum.`;
}

/** The message of a refused photo for a page without JavaScript (the files are gone once the page comes back). */
export function withChooseAgain(message: string): string {
  return `${message} ${LEAD_PHOTO_MESSAGES.chooseAgain}`;
}

export function isLeadPhotoType(type: string | null | undefined): type is LeadPhotoType {
  return (LEAD_PHOTO_TYPES as readonly string[]).includes(type ?? "");
}

export function isHeifType(type: string | null | undefined): boolean {
  return type === "image/heic" || type === "image/heif" || type === "image/heic-sequence" || type === "image/heif-sequence";
}

/** Why one file cannot be a photo (type, then size), or null. */
export function photoRefusal(file: PhotoCandidate): string | null {
  if (isHeifType(file.type)) return LEAD_PHOTO_MESSAGES.heic(file.name);
  if (!isLeadPhotoType(file.type)) return LEAD_PHOTO_MESSAGES.notImage(file.name);
  if (file.size > LEAD_PHOTO_MAX_BYTES) return LEAD_PHOTO_MESSAGES.tooBig(file.name);
  return null;
}

/** Why a set of photos cannot be sent (at most `max` of them): the first refused file, then the count, then the total; or null. */
export function photoSelectionRefusal(files: readonly PhotoCandidate[], max: number = LEAD_PHOTOS_MAX_COUNT): string | null {
  for (const file of files) {
    const refusal = photoRefusal(file);
    if (refusal) return refusal;
  }
  if (files.length > max) return tooManyPhotosMessage(max);
  if (files.reduce((sum, f) => sum + f.size, 0) > LEAD_PHOTOS_MAX_TOTAL_BYTES) return LEAD_PHOTO_MESSAGES.totalTooBig;
  return null;
}

/**
 * The image type of a file's first bytes (at least 12), the browser's quick
 * mirror of the server's file-type check: a page named '.jpg' is no JPEG.
 */
export function sniffPhotoType(head: Uint8Array): string | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  const ascii = (offset: number, text: string) =>
    at(
      offset,
      [...text].map((c) => c.charCodeAt(0)),
    );
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "image/webp";
  if (ascii(4, "ftyp")) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return "image/heic";
  }
  return null;
}
