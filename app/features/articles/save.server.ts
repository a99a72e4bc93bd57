/**
 * The save action shared by /write and /edit/{id} (docs/product.md#article-save): session, validation with the shared rules, insert or update
 * of the author's own article, then the list with a toast.
 */
import { data } from "react-router";
import { adminApiUserOrRefusal, type SessionUser } from "~/features/auth/guards.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ADMIN_PATHS } from "./admin-paths";
import { ArticleVersionConflict, createArticle, updateOwnArticle } from "./article-writes.server";
import { editSavedMessage, saveTakesOffSite } from "./article-state";
import { getOwnArticle } from "./articles.server";
import { UNPUBLISH_CONFIRMED_PARAM } from "./unpublish";
import { articleInputFromForm, formValuesFromForm, type ArticleFormValues } from "./form-data";
import type { ArticleConflict } from "./revisions/conflict";
import { conflictResponse, expectedVersionOf, saveWithRevision } from "./revisions/save-guard.server";
import { ARTICLE_MESSAGES, prepareArticle, type ArticleFieldErrors } from "./rules";
import { describeScheduledTime, SCHEDULE_MESSAGES } from "./schedule";
import { scheduleRequestFromForm } from "./schedule.server";
import { systemClock, type Clock } from "~/lib/clock";
import { formIntent } from "~/lib/form-intent";

export interface SaveFailure {
  error: string;
  fieldErrors?: ArticleFieldErrors;
  values?: ArticleFormValues;
  /** 'Programmer' refused: the posted value and why (docs/product.md#article-scheduling) */
  schedule?: { value: string; error: string };
  /** 409: saved elsewhere since the editor opened (docs/product.md#article-revisions) */
  conflict?: ArticleConflict;
  /** the save would take a published article off the site: asked first, with the intent to confirm (docs/product.md#article-states) */
  confirmUnpublish?: { intent: string };
}

/** The reason given for an unexpected failure: French, and nothing internal. */
const UNEXPECTED = "une erreur inattendue est survenue, veuillez réessayer";
export const NOT_YOURS = "article introuvable";

/** The signed-in administrator (requireAdminApi), or null when there is no session. */
async function authorOrNull(request: Request): Promise<SessionUser | null> {
  const user = await adminApiUserOrRefusal(request);
  if (!(user instanceof Response)) return user;
  if (user.status === 401) return null;
  throw user;
}

/**
 * Creates (no id) or updates the author's article `id` from the posted form.
 * Refusals: 401 'Vous devez être connecté pour sauvegarder' before the body
 * is read (the server does not read it for a visitor without a session; the
 * editor keeps everything typed on screen), 400 rules, 404 not the author's
 * article (nothing changed), 409 saved elsewhere since the version the form
 * was opened from, 500 storage failure; the last four come with
 * what was posted, so the form keeps every value. A save that would take a
 * published article off the site is not made until confirmed
 * (`?retirer=1`): the answer is the question, with the values
 * (docs/product.md#article-states).
 */
export async function saveArticle(request: Request, id?: string, clock: Clock = systemClock) {
  const user = await authorOrNull(request);
  if (!user) return data<SaveFailure>({ error: ARTICLE_MESSAGES.notSignedIn }, { status: 401 });
  const form = await request.formData();
  const prepared = prepareArticle(articleInputFromForm(form));
  const now = new Date(clock());
  const schedule = scheduleRequestFromForm(form, now);
  const scheduleRefusal = schedule && !schedule.ok ? { value: schedule.value, error: schedule.error } : undefined;
  if (!prepared.ok) {
    return data<SaveFailure>(
      { error: prepared.error, fieldErrors: prepared.fieldErrors, schedule: scheduleRefusal, values: formValuesFromForm(form) },
      { status: 400 },
    );
  }
  if (scheduleRefusal) {
    return data<SaveFailure>(
      { error: scheduleRefusal.error, schedule: scheduleRefusal, values: formValuesFromForm(form) },
      { status: 400 },
    );
  }
  const article = schedule?.ok ? { ...prepared.value, publishAt: schedule.at.toISOString() } : prepared.value;
  const scheduledToast = schedule?.ok ? SCHEDULE_MESSAGES.scheduled(describeScheduledTime(schedule.at, now)) : null;
  try {
    if (id === undefined) {
      await createArticle(user.id, article, undefined, saveWithRevision(user.id, article));
      return redirectWithToast(
        ADMIN_PATHS.articles,
        "success",
        scheduledToast ?? (article.published ? ARTICLE_MESSAGES.published : ARTICLE_MESSAGES.saved),
      );
    }
    const before = await getOwnArticle(id, user.id);
    if (!before) {
      return data<SaveFailure>(
        { error: ARTICLE_MESSAGES.saveError(NOT_YOURS), values: formValuesFromForm(form) },
        { status: 404 },
      );
    }
    const confirmed = new URL(request.url).searchParams.get(UNPUBLISH_CONFIRMED_PARAM) === "1";
    if (saveTakesOffSite(before.published, article.published) && !confirmed) {
      return data<SaveFailure>(
        {
          error: ARTICLE_MESSAGES.unpublishQuestion,
          values: formValuesFromForm(form),
          confirmUnpublish: { intent: formIntent(form) },
        },
        // a question, not a failure: the page asks it (browsers log 4xx answers as errors)
        { status: 200 },
      );
    }
    const updated = await updateOwnArticle(
      id,
      user.id,
      article,
      undefined,
      saveWithRevision(user.id, article, expectedVersionOf(request, form)),
    );
    if (!updated) {
      return data<SaveFailure>(
        { error: ARTICLE_MESSAGES.saveError(NOT_YOURS), values: formValuesFromForm(form) },
        { status: 404 },
      );
    }
    return redirectWithToast(
      ADMIN_PATHS.articles,
      "success",
      scheduledToast ?? editSavedMessage(before.published, article.published),
    );
  } catch (error) {
    if (error instanceof ArticleVersionConflict && id !== undefined) {
      const refused = await conflictResponse<SaveFailure>(
        id,
        user.id,
        form,
        formValuesFromForm(form),
        expectedVersionOf(request, form) ?? "",
      );
      if (refused) return refused;
      return data<SaveFailure>(
        { error: ARTICLE_MESSAGES.saveError(NOT_YOURS), values: formValuesFromForm(form) },
        { status: 404 },
      );
    }
    logger.error({ err: error, articleId: id, userId: user.id }, "article save failed");
    const reason = error instanceof Error && error.message === ARTICLE_MESSAGES.noFreeSlug ? error.message : UNEXPECTED;
    return data<SaveFailure>({ error: ARTICLE_MESSAGES.saveError(reason), values: formValuesFromForm(form) }, { status: 500 });
  }
}
