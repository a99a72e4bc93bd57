/**
 * How much of a request body each route may read, per content type, decided
 * from the path before any byte of the body is read (server/request-body.ts
 * applies it). A content type a route does not list is refused.
 */
import {
  ARTICLE_CATEGORY_MAX_LENGTH,
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_EXCERPT_MAX_LENGTH,
  ARTICLE_KEYWORD_MAX_LENGTH,
  ARTICLE_MAX_KEYWORDS,
  ARTICLE_TITLE_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
} from "~/config/constants";
import { GENERATE_BODY_MAX_BYTES } from "~/features/ai/generate.server";
import { LEAD_PHOTOS_MAX_TOTAL_BYTES, LEAD_PHOTO_MAX_BYTES, maxPhotosFor, type PhotoForm } from "~/features/lead-photos/rules";
import { LEAD_BODY_MAX_BYTES } from "~/features/leads/submit.server";
import { QUOTE_FORM_MAX_BYTES } from "~/features/quotes/editor-post.server";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export const URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";
export const JSON_TYPE = "application/json";
export type BodyType = typeof URLENCODED | typeof MULTIPART | typeof JSON_TYPE;

const KB = 1024;

/** Sign-in, password and settings forms: a few short fields. */
export const SMALL_FORM_MAX_BYTES = 16 * KB;
/**
 * Routes that bound their body themselves (lead forms, AI prompts) get a
 * little more here, so that their own French answer is the one a client sees
 * for a declared length, and this stays the outer bound.
 */
const OWN_LIMIT_MARGIN_BYTES = 16 * KB;
export const LEAD_FORM_MAX_BYTES = LEAD_BODY_MAX_BYTES + OWN_LIMIT_MARGIN_BYTES;
/**
 * A lead form with its photos (multipart), streamed to the form's own reader,
 * which holds the photo limits while reading (features/lead-photos): the
 * form's photos (30 MB for forms A and B, one photo for the call-back), room
 * for one more photo past that (read and dropped, so that the visitor gets
 * the photo message with the entries kept), the fields and the part headers.
 */
export function leadMultipartMaxBytes(form: PhotoForm): number {
  const photos = Math.min(maxPhotosFor(form) * LEAD_PHOTO_MAX_BYTES, LEAD_PHOTOS_MAX_TOTAL_BYTES);
  return photos + LEAD_PHOTO_MAX_BYTES + LEAD_FORM_MAX_BYTES + 1024 * KB;
}
const LEAD_FORM_PATHS: Record<string, PhotoForm> = {
  "/api/leads/contact": "contact",
  "/api/leads/quote": "quote",
  "/api/leads/callback": "callback",
};
export const AI_PROMPT_MAX_BYTES = GENERATE_BODY_MAX_BYTES + OWN_LIMIT_MARGIN_BYTES;

/** The most one character of a text field can weigh once posted: 3 UTF-8 bytes, each urlencoded as %XX. */
const MAX_BYTES_PER_CHARACTER = 9;
/** Field names, separators, multipart part headers, hidden fields. */
const FORM_OVERHEAD_BYTES = 64 * KB;
/**
 * The largest article the rules accept, every field at its longest in the
 * heaviest characters, urlencoded: about 1.9 MB. Its JSON for the preview
 * (at most 6 bytes a character) and its multipart form fit as well.
 */
export const ARTICLE_FORM_MAX_BYTES =
  (ARTICLE_TITLE_MAX_LENGTH +
    ARTICLE_CATEGORY_MAX_LENGTH +
    ARTICLE_EXCERPT_MAX_LENGTH +
    IMAGE_URL_MAX_LENGTH +
    ARTICLE_MAX_KEYWORDS * ARTICLE_KEYWORD_MAX_LENGTH +
    ARTICLE_CONTENT_MAX_LENGTH) *
    MAX_BYTES_PER_CHARACTER +
  FORM_OVERHEAD_BYTES;

export type BodyLimits = Partial<Record<BodyType, number>>;

export type BodyPolicy =
  /** Uploads: their handler streams the body to storage with its own limits (app/features/media/upload.server.ts). */
  | { kind: "streamed" }
  | {
      kind: "bounded";
      /** refusals as JSON (APIs), or as a French page */
      answer: "json" | "page";
      /** only a signed-in administrator's body is read; anyone else's is never read */
      adminOnly: boolean;
      limits: BodyLimits;
      /** content types handed to the route as a stream (never held in memory here), cut past this many bytes */
      streamed?: BodyLimits;
    };

const forms = (max: number): BodyLimits => ({ [URLENCODED]: max, [MULTIPART]: max });
const json = (max: number): BodyLimits => ({ [JSON_TYPE]: max });

const ADMIN_PAGES = ADMIN_BASE_PATH;

/**
 * The path as React Router matches it: decoded, lower case (its matching
 * ignores case), single slashes, without the '.data' of its data requests or
 * a trailing slash. A path that cannot be decoded stays as it is (and
 * matches no route).
 */
export function routePathOf(rawPath: string): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // kept as sent
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/");
  if (path === "/_root.data") return "/";
  path = path.replace(/\/_\.data$/, "").replace(/\.data$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The body policy of a request to `rawPath` (the URL's path, query string excluded). */
export function bodyPolicyFor(method: string, rawPath: string): BodyPolicy {
  const path = routePathOf(rawPath);
  if (path === "/api/media" && method.toUpperCase() === "POST") return { kind: "streamed" };
  const leadForm = Object.hasOwn(LEAD_FORM_PATHS, path) ? LEAD_FORM_PATHS[path] : undefined;
  if (leadForm) {
    return {
      kind: "bounded",
      answer: "json",
      adminOnly: false,
      limits: { [URLENCODED]: LEAD_FORM_MAX_BYTES },
      streamed: { [MULTIPART]: leadMultipartMaxBytes(leadForm) },
    };
  }
  if (path === "/api/articles/preview")
    return { kind: "bounded", answer: "json", adminOnly: true, limits: json(ARTICLE_FORM_MAX_BYTES) };
  if (path === "/api/generate-article")
    return { kind: "bounded", answer: "json", adminOnly: true, limits: json(AI_PROMPT_MAX_BYTES) };
  if (path.startsWith("/api/")) return { kind: "bounded", answer: "json", adminOnly: false, limits: forms(SMALL_FORM_MAX_BYTES) };
  if (path === `${ADMIN_PAGES}/write` || path.startsWith(`${ADMIN_PAGES}/edit/`)) {
    return { kind: "bounded", answer: "page", adminOnly: true, limits: forms(ARTICLE_FORM_MAX_BYTES) };
  }
  // the devis editor posts the whole devis (docs/product.md#devis-editor)
  if (new RegExp(`^${ADMIN_PAGES}/devis/[^/]+$`).test(path)) {
    return { kind: "bounded", answer: "page", adminOnly: true, limits: forms(QUOTE_FORM_MAX_BYTES) };
  }
  if (path === ADMIN_PAGES || path.startsWith(`${ADMIN_PAGES}/`)) {
    return { kind: "bounded", answer: "page", adminOnly: true, limits: forms(SMALL_FORM_MAX_BYTES) };
  }
  return { kind: "bounded", answer: "page", adminOnly: false, limits: forms(SMALL_FORM_MAX_BYTES) };
}
