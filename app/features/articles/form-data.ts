/**
 * The write/edit form's fields as posted (names shared by the form component
 * and the server action), pure and browser-safe.
 */
import { ARTICLE_MESSAGES } from "./messages";
import type { ArticleFieldErrors, ArticleFormInput } from "./rules";
import { normaliseImageUrl } from "./values";
import { formIntent, INTENT_FIELD } from "~/lib/form-intent";

export const ARTICLE_FIELDS = {
  title: "title",
  category: "category",
  excerpt: "excerpt",
  imageUrl: "image_url",
  keywords: "keywords",
  content: "content",
  intent: INTENT_FIELD,
} as const;

export const SAVE_INTENTS = { draft: "draft", publish: "publish" } as const;

/** The values the form shows (and gets back after a refused save, so nothing typed is lost). */
export interface ArticleFormValues {
  title: string;
  category: string;
  excerpt: string;
  image_url: string;
  keywords: string[];
  content: string;
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: "",
  category: "",
  excerpt: "",
  image_url: "",
  keywords: [],
  content: "",
};

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * The input of `prepareArticle` from a posted form: 'Publier l'article'
 * (intent=publish) publishes, anything else saves a draft. A file where text
 * is expected counts as missing.
 */
export function articleInputFromForm(form: FormData): Partial<ArticleFormInput> {
  return {
    title: text(form, ARTICLE_FIELDS.title),
    content: text(form, ARTICLE_FIELDS.content),
    excerpt: text(form, ARTICLE_FIELDS.excerpt),
    category: text(form, ARTICLE_FIELDS.category),
    image_url: text(form, ARTICLE_FIELDS.imageUrl),
    keywords: form.getAll(ARTICLE_FIELDS.keywords).filter((v): v is string => typeof v === "string"),
    published: formIntent(form) === SAVE_INTENTS.publish,
  };
}

/** What the form shows again after a refused save: exactly what was posted. */
export function formValuesFromForm(form: FormData): ArticleFormValues {
  const input = articleInputFromForm(form);
  return {
    title: input.title ?? "",
    category: input.category ?? "",
    excerpt: input.excerpt ?? "",
    image_url: input.image_url ?? "",
    keywords: (input.keywords ?? []).filter((k) => k.trim() !== ""),
    content: input.content ?? "",
  };
}

/**
 * The editor's instant check before posting, with the save rules' own
 * functions and messages: title and content required, image URL accepted.
 * Null when the form may be posted; the server action checks everything again.
 */
export function instantFormErrors(values: ArticleFormValues): { error: string; fieldErrors: ArticleFieldErrors } | null {
  const fieldErrors: ArticleFieldErrors = {};
  if (!values.title.trim()) fieldErrors.title = ARTICLE_MESSAGES.required;
  if (!values.content.trim()) fieldErrors.content = ARTICLE_MESSAGES.required;
  const image = normaliseImageUrl(values.image_url);
  if (!image.ok) fieldErrors.image_url = image.error;
  const error = fieldErrors.title ?? fieldErrors.content ?? fieldErrors.image_url;
  return error ? { error, fieldErrors } : null;
}
