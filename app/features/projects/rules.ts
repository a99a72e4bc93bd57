/**
 * The rules of a réalisation's form (docs/product.md#projects-admin), pure and
 * shared: the browser shows the same French messages the server's action
 * answers with. The form posts strings; `prepareProject` checks them and gives
 * the values to store, or one message per field.
 */
import { deriveSlug } from "~/features/articles/values";
import { parseImageRef } from "~/features/site-images/image-ref";
import { isProjectMonth, PROJECT_NOT_FOUND, type BeforeAfter, type Project, type ProjectImage } from "./project";

/** Longest value of each text field, in characters. */
export const PROJECT_LIMITS = {
  title: 120,
  slug: 80,
  location: 80,
  category: 60,
  description: 300,
  fullDescription: 4000,
  duration: 60,
  surface: 60,
  /** one line of a list (features, challenges, results, materials) */
  listItem: 200,
  /** lines of one list */
  listItems: 20,
  alt: 250,
  /** photos of the gallery */
  galleryImages: 12,
} as const;

export const PROJECT_MESSAGES = {
  required: "Ce champ est obligatoire",
  titleRequired: "Le titre est obligatoire",
  tooLong: (max: number) => `${max} caractères au maximum`,
  monthInvalid: "Indiquez un mois valide (mois et année du chantier)",
  listRequired: "Indiquez au moins une ligne",
  lineTooLong: (max: number) => `Chaque ligne doit faire ${max} caractères au maximum`,
  tooManyLines: (max: number) => `${max} lignes au maximum`,
  galleryEmpty: "Ajoutez au moins une photo",
  galleryTooLarge: (max: number) => `${max} photos au maximum`,
  imageInvalid: "Cette photo n'est plus disponible : retirez-la et choisissez-en une autre",
  altRequired: "Décrivez la photo (texte alternatif obligatoire)",
  beforeAfterIncomplete: "Choisissez les deux photos (avant et après), ou aucune",
  slugTaken: "Cette adresse est déjà utilisée par une autre réalisation",
  formInvalid: "Certains champs sont à corriger",
  saved: "Réalisation enregistrée",
  created: "Réalisation créée",
  published: "Réalisation publiée",
  hidden: "Réalisation masquée",
  deleted: "Réalisation supprimée",
  notFound: PROJECT_NOT_FOUND,
  saveError: "La réalisation n'a pas pu être enregistrée, veuillez réessayer",
  statusPublished: "Publiée",
  statusHidden: "Masquée",
  featured: "À la une",
} as const;

/** A photo as the form carries it: its reference without alt text (JSON), and the alt text typed beside it. */
export interface ImageFieldValue {
  image: string;
  alt: string;
}

/** Everything the form posts, as typed: re-rendered as is after an error. */
export interface ProjectFormValues {
  title: string;
  /** empty: derived from the title */
  slug: string;
  location: string;
  month: string;
  category: string;
  description: string;
  fullDescription: string;
  /** one item per line */
  features: string;
  challenges: string;
  results: string;
  materials: string;
  duration: string;
  surface: string;
  gallery: ImageFieldValue[];
  before: ImageFieldValue | null;
  after: ImageFieldValue | null;
  featured: boolean;
  published: boolean;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: "",
  slug: "",
  location: "",
  month: "",
  category: "",
  description: "",
  fullDescription: "",
  features: "",
  challenges: "",
  results: "",
  materials: "",
  duration: "",
  surface: "",
  gallery: [],
  before: null,
  after: null,
  featured: false,
  published: false,
};

/** What a save writes: a réalisation without what the database gives it (id, order, dates). */
export type PreparedProject = Omit<Project, "id" | "position" | "createdAt" | "updatedAt">;

/**
 * Field names of the error messages: the form's fields, plus `gallery.N`
 * (the Nth photo's alt text), `before`, `after` and `form` (above the form).
 */
export type ProjectFieldErrors = Record<string, string>;

export type PrepareProjectResult = { ok: true; value: PreparedProject } | { ok: false; fieldErrors: ProjectFieldErrors };

/** The lines of a list field: trimmed, empty lines dropped. */
export function listLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** Back to the textarea: one item per line. */
export function linesText(items: readonly string[]): string {
  return items.join("\n");
}

/** A library photo's address: ours ('/media/…') or the object storage's public HTTPS URL. */
const MEDIA_URL = /^(\/media\/|https:\/\/)[^\s"'<>]+$/;

/** The reference of a posted photo with its alt text, or null when the reference is malformed. */
export function imageFromField(field: ImageFieldValue): ProjectImage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(field.image);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object") return null;
  const ref = parseImageRef({ ...(parsed as Record<string, unknown>), alt: field.alt.trim() });
  if (!ref) return null;
  if ("media" in ref && !MEDIA_URL.test(ref.media)) return null;
  return { ...ref, alt: ref.alt ?? "" };
}

/** The form field of a stored photo (the inverse of imageFromField). */
export function imageField(image: ProjectImage): ImageFieldValue {
  const { alt, ...ref } = image;
  return { image: JSON.stringify(ref), alt };
}

export function prepareProject(values: ProjectFormValues): PrepareProjectResult {
  const errors: ProjectFieldErrors = {};
  const text = (field: keyof typeof PROJECT_LIMITS & keyof ProjectFormValues, required: boolean): string => {
    const raw = values[field];
    const value = typeof raw === "string" ? raw.trim() : "";
    if (required && !value) errors[field] = field === "title" ? PROJECT_MESSAGES.titleRequired : PROJECT_MESSAGES.required;
    else if (value.length > PROJECT_LIMITS[field]) errors[field] = PROJECT_MESSAGES.tooLong(PROJECT_LIMITS[field]);
    return value;
  };
  const list = (field: "features" | "challenges" | "results" | "materials", required: boolean): string[] => {
    const lines = listLines(values[field]);
    if (required && lines.length === 0) errors[field] = PROJECT_MESSAGES.listRequired;
    else if (lines.length > PROJECT_LIMITS.listItems) errors[field] = PROJECT_MESSAGES.tooManyLines(PROJECT_LIMITS.listItems);
    else if (lines.some((line) => line.length > PROJECT_LIMITS.listItem))
      errors[field] = PROJECT_MESSAGES.lineTooLong(PROJECT_LIMITS.listItem);
    return lines;
  };

  const title = text("title", true);
  const typedSlug = text("slug", false);
  const location = text("location", true);
  const month = values.month.trim();
  if (!isProjectMonth(month)) errors.month = month ? PROJECT_MESSAGES.monthInvalid : PROJECT_MESSAGES.required;
  const category = text("category", true);
  const description = text("description", true);
  const fullDescription = text("fullDescription", true);
  const features = list("features", true);
  const challenges = list("challenges", false);
  const results = list("results", false);
  const materials = list("materials", false);
  const duration = text("duration", true);
  const surface = text("surface", false);

  const gallery: ProjectImage[] = [];
  values.gallery.forEach((field, index) => {
    const image = checkedImage(field, `gallery.${index}`, errors);
    if (image) gallery.push(image);
  });
  if (values.gallery.length === 0) errors.gallery = PROJECT_MESSAGES.galleryEmpty;
  else if (values.gallery.length > PROJECT_LIMITS.galleryImages)
    errors.gallery = PROJECT_MESSAGES.galleryTooLarge(PROJECT_LIMITS.galleryImages);

  let beforeAfter: BeforeAfter | null = null;
  if (values.before || values.after) {
    const before = values.before ? checkedImage(values.before, "before", errors) : null;
    const after = values.after ? checkedImage(values.after, "after", errors) : null;
    if (!values.before || !values.after) errors.beforeAfter = PROJECT_MESSAGES.beforeAfterIncomplete;
    else if (before && after) beforeAfter = { before, after };
  }

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: {
      title,
      slug: deriveSlug(typedSlug || title),
      location,
      month,
      category,
      description,
      fullDescription,
      gallery,
      beforeAfter,
      features,
      challenges,
      results,
      materials,
      duration,
      surface: surface || null,
      featured: values.featured,
      published: values.published,
    },
  };
}

function checkedImage(field: ImageFieldValue, key: string, errors: ProjectFieldErrors): ProjectImage | null {
  const image = imageFromField(field);
  if (!image) {
    errors[key] = PROJECT_MESSAGES.imageInvalid;
    return null;
  }
  if (!image.alt) errors[key] = PROJECT_MESSAGES.altRequired;
  else if (image.alt.length > PROJECT_LIMITS.alt) errors[key] = PROJECT_MESSAGES.tooLong(PROJECT_LIMITS.alt);
  return image;
}
