/**
 * The editor's form after a generation, pure: which fields the generated
 * article fills and which ones keep what the author wrote.
 */
import { keywordKey } from "~/lib/keyword-key";
import { splitLeadingTitle } from "~/lib/markdown-plain-text";
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
 * Content replaced; a level-1 heading at the top of the generated text is the
 * title (docs/product.md#ai-generation): it fills an empty title (blank counts
 * as empty) and leaves the body, whose headings start at level 2; without one,
 * an empty title takes the first '# ' line. Excerpt filled only when empty,
 * from the text alone; main keyword merged. Other fields are kept. Never
 * publishes anything.
 */
export function applyGeneratedContent<F extends GeneratedFormFields>(form: F, generated: string, keyword?: string | null): F {
  const { title: leadingTitle, body } = splitLeadingTitle(generated);
  return {
    ...form,
    content: body,
    title: form.title.trim() ? form.title : (leadingTitle ?? titleFromMarkdown(generated) ?? form.title),
    excerpt: form.excerpt.trim() ? form.excerpt : excerptFromGenerated(body),
    keywords: mergeKeyword(form.keywords, keyword),
  };
}
