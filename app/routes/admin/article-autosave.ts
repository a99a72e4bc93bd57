import { data } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { formValuesFromForm } from "~/features/articles/form-data";
import { BASE_VERSION_FIELD } from "~/features/articles/revisions/kinds";
import { REVISION_MESSAGES } from "~/features/articles/revisions/messages";
import { recordAutosave } from "~/features/articles/revisions/revisions.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/article-autosave";

export interface AutosaveAnswer {
  /** when the autosave was stored (ISO) */
  at?: string;
  error?: string;
}

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The editor's autosave (docs/product.md#article-revisions): the form's fields,
 * posted like the form, kept as the article's 'autosave' revision. Never
 * validated as a save (a half-written article is kept as it is), never
 * published, and the article itself is not changed. 401 without a session,
 * 404 for another administrator's article.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  if (request.method !== "POST")
    return data<AutosaveAnswer>({ error: REVISION_MESSAGES.invalid }, { status: 405, headers: NO_STORE });
  const form = await request.formData();
  const values = formValuesFromForm(form);
  const basedOn = form.get(BASE_VERSION_FIELD);
  try {
    const stored = await recordAutosave({
      articleId: params.id,
      authorId: user.id,
      values: { ...values, image_url: values.image_url.trim() || null },
      basedOn: typeof basedOn === "string" && !Number.isNaN(Date.parse(basedOn)) ? new Date(basedOn).toISOString() : null,
    });
    if (!stored) return data<AutosaveAnswer>({ error: REVISION_MESSAGES.notFound }, { status: 404, headers: NO_STORE });
    return data<AutosaveAnswer>({ at: stored.at }, { headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error, articleId: params.id, userId: user.id }, "article autosave failed");
    return data<AutosaveAnswer>({ error: REVISION_MESSAGES.autosaveFailed }, { status: 500, headers: NO_STORE });
  }
}

/** Nothing to read here: signed out, to sign-in as every admin address; signed in, 405. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data<AutosaveAnswer>({ error: REVISION_MESSAGES.invalid }, { status: 405, headers: NO_STORE });
}
