/**
 * The revision side of a save (docs/product.md#article-revisions): the version
 * the editor was opened from, the save's revision, and the 409 answer when the
 * article was saved elsewhere since.
 */
import { data } from "react-router";
import type { ArticleFormValues } from "../form-data";
import type { ArticleValues, ArticleWriteOptions } from "../article-writes.server";
import { getOwnArticle } from "../articles.server";
import { compareArticles } from "./compare";
import type { ArticleConflict } from "./conflict";
import { BASE_VERSION_FIELD, OVERWRITE_PARAM } from "./kinds";
import { REVISION_MESSAGES } from "./messages";
import { revisionOnWrite } from "./revisions.server";
import { formIntent } from "~/lib/form-intent";

/**
 * The version the save must replace: the one 'Écraser avec ma version' names
 * (after a comparison), else the hidden field of the form. Undefined when the
 * form carries none (a client from before revisions): the save is not checked.
 */
export function expectedVersionOf(request: Request, form: FormData): string | undefined {
  const overwrite = new URL(request.url).searchParams.get(OVERWRITE_PARAM);
  if (overwrite) return overwrite;
  const field = form.get(BASE_VERSION_FIELD);
  return typeof field === "string" && field !== "" ? field : undefined;
}

/** The options of a save: keep its revision, and refuse it when `expectedVersion` is no longer the saved one. */
export function saveWithRevision(authorId: string, values: ArticleValues, expectedVersion?: string): ArticleWriteOptions {
  const { slugBase: _slugBase, published: _published, ...kept } = values;
  return { expectedVersion, afterWrite: revisionOnWrite(authorId, "save", kept) };
}

/**
 * 409 with the comparison of the saved text and the author's (kept in the
 * form); null when the article is gone or not the author's (the caller answers 404).
 */
export async function conflictResponse<T extends { error: string; values?: ArticleFormValues; conflict?: ArticleConflict }>(
  articleId: string,
  authorId: string,
  form: FormData,
  values: ArticleFormValues,
  basedOn: string,
) {
  const saved = await getOwnArticle(articleId, authorId);
  if (!saved) return null;
  const conflict: ArticleConflict = {
    version: saved.updated_at,
    basedOn,
    intent: formIntent(form),
    differences: compareArticles(saved, { ...values, image_url: values.image_url || null }),
  };
  return data<T>({ error: REVISION_MESSAGES.conflict, values, conflict } as T, { status: 409 });
}
