/**
 * The 'Remplacer' form of a site image (docs/product.md#site-images): which
 * slot, which photo of the library (by its stored name) and its alt text,
 * which is required. Pure: the page shows the same messages the action sends.
 */
import { isImageWithVariantsName } from "~/features/media/names";
import { siteImageSlot, type SiteImageSlot } from "./slots";

/** Longer than this is a paragraph, not a description of a photo. */
export const ALT_MAX_LENGTH = 200;

export const SITE_IMAGE_MESSAGES = {
  unknownSlot: "Cette image du site n'existe pas.",
  mediaRequired: "Choisissez une photo de la médiathèque.",
  mediaMissing: "Cette photo n'est plus dans la médiathèque : choisissez-en une autre.",
  mediaNotPhoto: "Choisissez une photo (JPG, PNG, WebP ou AVIF) : une animation GIF ne peut pas remplacer une image du site.",
  altRequired: "Le texte alternatif est obligatoire : décrivez la photo en quelques mots.",
  altTooLong: `Le texte alternatif doit faire ${ALT_MAX_LENGTH} caractères au plus.`,
  replaced: "Image remplacée : elle est en ligne.",
  restored: "Illustration rétablie.",
  saveError: "L'image n'a pas pu être enregistrée. Réessayez dans un instant.",
} as const;

export interface ReplaceFields {
  media: string;
  alt: string;
}

export type ReplaceErrors = Partial<Record<keyof ReplaceFields, string>>;

export type ParsedReplace =
  | { ok: true; slot: SiteImageSlot; media: string; alt: string }
  | { ok: false; slot: SiteImageSlot | null; values: ReplaceFields; errors: ReplaceErrors };

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

/** Reads the posted form: a known slot, a photo name of the library with variants, a non-empty alt text (spaces collapsed). */
export function parseReplaceForm(form: FormData): ParsedReplace {
  const slot = siteImageSlot(text(form.get("slot")));
  const media = text(form.get("media")).trim();
  const alt = text(form.get("alt")).replace(/\s+/g, " ").trim();
  const errors: ReplaceErrors = {};
  if (!media) errors.media = SITE_IMAGE_MESSAGES.mediaRequired;
  else if (!isImageWithVariantsName(media)) errors.media = SITE_IMAGE_MESSAGES.mediaNotPhoto;
  if (!alt) errors.alt = SITE_IMAGE_MESSAGES.altRequired;
  else if (alt.length > ALT_MAX_LENGTH) errors.alt = SITE_IMAGE_MESSAGES.altTooLong;
  if (!slot || errors.media || errors.alt) return { ok: false, slot, values: { media, alt }, errors };
  return { ok: true, slot, media, alt };
}
