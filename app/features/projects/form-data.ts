/**
 * The réalisation form's fields (docs/product.md#projects-admin): their names,
 * reading a posted form back into values, and the gallery's moves (up, down,
 * remove), which the browser does in place and the server does for a form
 * posted without JavaScript (the page comes back with the photos moved,
 * nothing saved yet). Pure.
 */
import type { ImageFieldValue, ProjectFormValues } from "./rules";
import { INTENT_FIELD } from "~/lib/form-intent";

export const PROJECT_FIELDS = {
  galleryImage: "gallery_image",
  galleryAlt: "gallery_alt",
  beforeImage: "before_image",
  beforeAlt: "before_alt",
  afterImage: "after_image",
  afterAlt: "after_alt",
  intent: INTENT_FIELD,
} as const;

/** The form's buttons other than the photos' moves. */
export const PROJECT_INTENTS = { save: "save", delete: "delete" } as const;

const TEXT_FIELDS = [
  "title",
  "slug",
  "location",
  "month",
  "category",
  "description",
  "fullDescription",
  "features",
  "challenges",
  "results",
  "materials",
  "duration",
  "surface",
] as const satisfies readonly (keyof ProjectFormValues)[];

/** A gallery move posted by one of the photo's buttons ('gallery-up:2'). */
export type GalleryMove = { kind: "up" | "down" | "remove"; index: number } | { kind: "remove-before" | "remove-after" };

export function galleryMoveIntent(move: GalleryMove): string {
  return "index" in move ? `gallery-${move.kind}:${String(move.index)}` : `gallery-${move.kind}`;
}

export function parseGalleryMove(intent: unknown): GalleryMove | null {
  if (typeof intent !== "string") return null;
  if (intent === "gallery-remove-before") return { kind: "remove-before" };
  if (intent === "gallery-remove-after") return { kind: "remove-after" };
  const match = /^gallery-(up|down|remove):(\d{1,3})$/.exec(intent);
  if (!match) return null;
  return { kind: match[1] as "up" | "down" | "remove", index: Number(match[2]) };
}

/** The values after a move; out-of-range moves change nothing. */
export function applyGalleryMove(values: ProjectFormValues, move: GalleryMove): ProjectFormValues {
  if (!("index" in move)) return move.kind === "remove-before" ? { ...values, before: null } : { ...values, after: null };
  const gallery = [...values.gallery];
  const { index } = move;
  if (index < 0 || index >= gallery.length) return values;
  if (move.kind === "remove") gallery.splice(index, 1);
  else {
    const target = move.kind === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= gallery.length) return values;
    [gallery[index], gallery[target]] = [gallery[target]!, gallery[index]!];
  }
  return { ...values, gallery };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function optionalImage(form: FormData, imageName: string, altName: string): ImageFieldValue | null {
  const image = text(form, imageName);
  return image ? { image, alt: text(form, altName) } : null;
}

/** The posted form as values (missing fields are empty; unchecked boxes are false). */
export function projectFormValues(form: FormData): ProjectFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(form, name)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const images = form.getAll(PROJECT_FIELDS.galleryImage);
  const alts = form.getAll(PROJECT_FIELDS.galleryAlt);
  const gallery = images.flatMap((image, index) => {
    const alt = alts[index];
    return typeof image === "string" && image ? [{ image, alt: typeof alt === "string" ? alt : "" }] : [];
  });
  return {
    ...texts,
    gallery,
    before: optionalImage(form, PROJECT_FIELDS.beforeImage, PROJECT_FIELDS.beforeAlt),
    after: optionalImage(form, PROJECT_FIELDS.afterImage, PROJECT_FIELDS.afterAlt),
    featured: form.get("featured") !== null,
    published: form.get("published") !== null,
  };
}
