/**
 * Article save rules (docs/product.md#article-save), pure: the schema of the
 * write/edit form, the server action's only gate. The value rules it is built
 * on (values.ts) are re-exported; the browser uses those directly, without zod.
 */
import { z } from "zod";
import {
  ARTICLE_CATEGORY_MAX_LENGTH,
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_EXCERPT_MAX_LENGTH,
  ARTICLE_KEYWORD_MAX_LENGTH,
  ARTICLE_MAX_KEYWORDS,
  ARTICLE_TITLE_MAX_LENGTH,
} from "~/config/constants";
import { ARTICLE_MESSAGES } from "./messages";
import { deriveSlug, excerptOrFallback, normaliseCategory, normaliseImageUrl, normaliseKeywords } from "./values";

export { ARTICLE_MESSAGES };
export * from "./values";

/* ---------------------------------------------------------------- schema */

function optionalText(max: number, tooLong: string, invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value ?? "");
}

const TRUE_VALUES = new Set(["true", "on", "1"]);

/**
 * The write/edit form. Output: title and content checked (content kept as
 * typed), excerpt trimmed (may be ''), category defaulted, image URL
 * normalised (string | null), keywords normalised, published as a boolean
 * (form values 'true'/'on'/'1' are true). Unknown keys are dropped.
 */
export const articleInputSchema = z.object(
  {
    title: z
      .string({ error: ARTICLE_MESSAGES.required })
      .trim()
      .min(1, { error: ARTICLE_MESSAGES.required, abort: true })
      .max(ARTICLE_TITLE_MAX_LENGTH, { error: ARTICLE_MESSAGES.titleTooLong }),
    content: z
      .string({ error: ARTICLE_MESSAGES.required })
      .refine((value) => value.trim().length > 0, { error: ARTICLE_MESSAGES.required, abort: true })
      .refine((value) => value.length <= ARTICLE_CONTENT_MAX_LENGTH, { error: ARTICLE_MESSAGES.contentTooLong }),
    excerpt: optionalText(ARTICLE_EXCERPT_MAX_LENGTH, ARTICLE_MESSAGES.excerptTooLong, ARTICLE_MESSAGES.invalidValue),
    category: optionalText(
      ARTICLE_CATEGORY_MAX_LENGTH,
      ARTICLE_MESSAGES.categoryTooLong,
      ARTICLE_MESSAGES.invalidValue,
    ).transform(normaliseCategory),
    image_url: z
      .string({ error: ARTICLE_MESSAGES.invalidImageUrl })
      .nullish()
      .transform((value, ctx) => {
        const result = normaliseImageUrl(value);
        if (result.ok) return result.value;
        ctx.addIssue({ code: "custom", message: result.error });
        return z.NEVER;
      }),
    keywords: z
      .array(z.string({ error: ARTICLE_MESSAGES.invalidKeywords }), { error: ARTICLE_MESSAGES.invalidKeywords })
      .nullish()
      .transform((list) => normaliseKeywords(list ?? []))
      .pipe(
        z
          .array(z.string().max(ARTICLE_KEYWORD_MAX_LENGTH, { error: ARTICLE_MESSAGES.keywordTooLong }))
          .max(ARTICLE_MAX_KEYWORDS, { error: ARTICLE_MESSAGES.tooManyKeywords }),
      ),
    published: z
      .union([z.boolean(), z.string()], { error: ARTICLE_MESSAGES.invalidValue })
      .nullish()
      .transform((value) => value === true || (typeof value === "string" && TRUE_VALUES.has(value))),
  },
  { error: ARTICLE_MESSAGES.required },
);

export type ArticleFormInput = z.input<typeof articleInputSchema>;
export type ArticleInput = z.output<typeof articleInputSchema>;

export interface PreparedArticle {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  keywords: string[];
  /** deriveSlug(title); make it unique with uniqueSlug/nextFreeSlug before storing. */
  slugBase: string;
  published: boolean;
}

export type ArticleFieldErrors = Partial<Record<keyof ArticleInput | "form", string>>;

export type PrepareArticleResult =
  { ok: true; value: PreparedArticle } | { ok: false; error: string; fieldErrors: ArticleFieldErrors };

function isArticleField(key: PropertyKey): key is keyof ArticleInput {
  return typeof key === "string" && key in articleInputSchema.shape;
}

function firstErrorPerField(error: z.ZodError): ArticleFieldErrors {
  const fieldErrors: ArticleFieldErrors = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = head !== undefined && isArticleField(head) ? head : "form";
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * Validates and normalises a submitted article: on success the
 * values to store (excerpt and category defaulted) and the slug base; on
 * failure the first message (the 'obligatoires' one first when the title or
 * content is empty) and the first message of each field.
 */
export function prepareArticle(input: unknown): PrepareArticleResult {
  const parsed = articleInputSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = firstErrorPerField(parsed.error);
    const error =
      fieldErrors.title === ARTICLE_MESSAGES.required || fieldErrors.content === ARTICLE_MESSAGES.required
        ? ARTICLE_MESSAGES.required
        : (parsed.error.issues[0]?.message ?? ARTICLE_MESSAGES.required);
    return { ok: false, error, fieldErrors };
  }
  const article = parsed.data;
  return {
    ok: true,
    value: {
      ...article,
      excerpt: excerptOrFallback(article.excerpt, article.content),
      slugBase: deriveSlug(article.title),
    },
  };
}
