/**
 * Article values (docs/product.md#article-save): slug, excerpt, keywords, category
 * and image URL rules, and the list card's keywords. Pure and free of zod, so
 * the editor and the admin list use them in the browser without loading the
 * validation library; rules.ts builds the save schema on them and re-exports them.
 */
import { ARTICLE_LIST_MAX_KEYWORDS, EXCERPT_FALLBACK_LENGTH, IMAGE_URL_MAX_LENGTH, SLUG_MAX_LENGTH } from "~/config/constants";
import { keywordKey } from "~/lib/keyword-key";
import { frenchPlural } from "~/lib/plural";
import { ARTICLE_MESSAGES } from "./messages";
import { excerptFromMarkdown } from "~/lib/markdown-plain-text";

export const DEFAULT_CATEGORY = "Non catégorisé";
export const SLUG_FALLBACK = "article";

/* ------------------------------------------------------------------ slug */

/** Letters that Unicode decomposition does not split into base letter + mark. */
const UNDECOMPOSABLE: Readonly<Record<string, string>> = {
  œ: "oe",
  æ: "ae",
  ß: "ss",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};
const UNDECOMPOSABLE_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSABLE).join("")}]`, "g");

function capSlugLength(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const cutInsideWord = slug[SLUG_MAX_LENGTH] !== "-";
  const lastHyphen = cut.lastIndexOf("-");
  // Prefer ending on a whole word, unless that would lose more than half the slug.
  const end = cutInsideWord && lastHyphen >= SLUG_MAX_LENGTH / 2 ? lastHyphen : SLUG_MAX_LENGTH;
  return cut.slice(0, end).replace(/-+$/, "");
}

/**
 * The URL slug of a title: lowercase, accents removed (NFKD, so 'ﬁ' → 'fi' and
 * '²' → '2'), œ/æ/ß and similar spelled out, every run of other characters
 * → '-', no leading/trailing hyphen, at most SLUG_MAX_LENGTH characters (cut
 * on a word boundary when possible), 'article' when nothing is left.
 * Idempotent: a slug is its own slug.
 */
export function deriveSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(UNDECOMPOSABLE_PATTERN, (letter) => UNDECOMPOSABLE[letter] ?? "-")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return capSlugLength(slug) || SLUG_FALLBACK;
}

/** `base` for n ≤ 1, else `base-n`, shortened so the whole stays within SLUG_MAX_LENGTH. */
export function slugWithSuffix(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  const head = base.slice(0, Math.max(1, SLUG_MAX_LENGTH - suffix.length)).replace(/-+$/, "");
  return `${head}${suffix}`;
}

/** The first of base, base-2, base-3… not in `taken` (base is slugified first). */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  const slug = deriveSlug(base);
  for (let n = 1; ; n += 1) {
    const candidate = slugWithSuffix(slug, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export const UNIQUE_SLUG_MAX_ATTEMPTS = 1000;

/**
 * The first of base, base-2, base-3… for which `isTaken` says no (base is
 * slugified first). When editing, `isTaken` must ignore the article's own row.
 * Throws after `maxAttempts` candidates (ARTICLE_MESSAGES.noFreeSlug); the
 * database's unique index stays the real guard against a concurrent insert.
 */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => boolean | Promise<boolean>,
  maxAttempts: number = UNIQUE_SLUG_MAX_ATTEMPTS,
): Promise<string> {
  const slug = deriveSlug(base);
  for (let n = 1; n <= maxAttempts; n += 1) {
    const candidate = slugWithSuffix(slug, n);
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(ARTICLE_MESSAGES.noFreeSlug);
}

/* ------------------------------------------------------- field defaults */

/**
 * The content's first 200 characters of plain text (no Markdown: headings,
 * emphasis, links as their text, no images nor code, no leading title),
 * cut at a space, plus '...' (docs/product.md#article-save). Empty content gives ''.
 */
export function fallbackExcerpt(content: string): string {
  return excerptFromMarkdown(content, EXCERPT_FALLBACK_LENGTH, EXCERPT_FALLBACK_LENGTH / 2);
}

/** The excerpt to store: the given one trimmed, or the fallback when empty. */
export function excerptOrFallback(excerpt: string | null | undefined, content: string): string {
  const trimmed = (excerpt ?? "").trim();
  return trimmed || fallbackExcerpt(content);
}

/** Keywords trimmed (inner whitespace collapsed), empty and case-insensitive duplicates dropped, first spelling kept. */
export function normaliseKeywords(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    const keyword = raw.trim().replace(/\s+/g, " ");
    const key = keywordKey(keyword);
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
  }
  return result;
}

/** The category trimmed, 'Non catégorisé' when empty. */
export function normaliseCategory(category: string | null | undefined): string {
  return (category ?? "").trim() || DEFAULT_CATEGORY;
}

export type ImageUrlResult = { ok: true; value: string | null } | { ok: false; error: string };

/** Hosts of a site running on this machine, the only ones whose images may be served over plain http. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A file of our media library, e.g. '/media/1700000000000-abc123def4.jpg' (no traversal, no query). */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The image URL to store: null when empty; an absolute https URL (stored in
 * its normalised form) or a site-relative '/media/...' path; anything else
 * (http: that the site's HTTPS pages would block as mixed content, except on
 * this machine for a local site; javascript:, data:, protocol-relative
 * '//host', relative paths) refused.
 */
export function normaliseImageUrl(raw: string | null | undefined): ImageUrlResult {
  const value = (raw ?? "").trim();
  if (!value) return { ok: true, value: null };
  if (value.length > IMAGE_URL_MAX_LENGTH) return { ok: false, error: ARTICLE_MESSAGES.imageUrlTooLong };
  if (value.startsWith("/")) {
    return MEDIA_PATH.test(value) && !value.includes("..")
      ? { ok: true, value }
      : { ok: false, error: ARTICLE_MESSAGES.invalidImageUrl };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, error: ARTICLE_MESSAGES.invalidImageUrl };
  }
  const allowed = url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
  if (!allowed || !url.hostname || !/^https?:\/\//i.test(value)) {
    return { ok: false, error: ARTICLE_MESSAGES.invalidImageUrl };
  }
  return { ok: true, value: url.href };
}

/* ------------------------------------------------------------ list card */

export interface KeywordBadges {
  shown: string[];
  more: number;
  /** '+N autres' ('+1 autre' for one), null when nothing is hidden. */
  moreLabel: string | null;
}

/** The keywords a list card shows (at most `max`) and the label for the rest. */
export function keywordBadges(keywords: readonly string[], max: number = ARTICLE_LIST_MAX_KEYWORDS): KeywordBadges {
  const limit = Math.max(0, Math.floor(max));
  const shown = keywords.slice(0, limit);
  const more = keywords.length - shown.length;
  const moreLabel = more === 0 ? null : `+${more} ${frenchPlural(more, "autre")}`;
  return { shown, more, moreLabel };
}
