/**
 * The editor's form after a generation, pure: which fields the generated
 * article fills and which ones keep what the author wrote.
 */
import { keywordKey } from "~/lib/keyword-key";
import { excerptFromGenerated, titleFromMarkdown } from "./generated-fields";

export interface GeneratedFormFields {
  title: string;
  excerpt: string;
  keywords: string[];
  content: string;
}

/** The keywords with the main keyword (trimmed) prepended when absent (case-insensitive); unchanged otherwise. */
export function mergeKeyword(keywords: readonly string[], keyword?: string | null): string[] {
  const mainKeyword = (keyword ?? "").trim().replace(/\s+/g, " ");
  if (!mainKeyword) return [...keywords];
  const key = keywordKey(mainKeyword);
  return keywords.some((existing) => keywordKey(existing) === key) ? [...keywords] : [mainKeyword, ...keywords];
}

/**
 * Content replaced; title filled from the first '# ' line only when empty
 * (blank counts as empty); excerpt filled only when empty; main keyword
 * merged. Other fields are kept. Never publishes anything.
 */
export function applyGeneratedContent<F extends GeneratedFormFields>(form: F, generated: string, keyword?: string | null): F {
  return {
    ...form,
    content: generated,
    title: form.title.trim() ? form.title : (titleFromMarkdown(generated) ?? form.title),
    excerpt: form.excerpt.trim() ? form.excerpt : excerptFromGenerated(generated),
    keywords: mergeKeyword(form.keywords, keyword),
  };
}
