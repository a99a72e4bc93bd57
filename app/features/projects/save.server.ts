/**
 * The action of the réalisation form, new or edited (docs/product.md#projects-admin):
 * session, then a gallery move (the page comes back with the photos moved,
 * nothing saved: the way to reorder without JavaScript), a deletion, or a save
 * checked by the shared rules. A refused save answers with every posted
 * value and one French message per field.
 */
import { data } from "react-router";
import { requireAdminApi } from "~/features/auth/guards.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { PROJECT_ADMIN_PATHS } from "./admin-paths";
import { applyGalleryMove, parseGalleryMove, PROJECT_INTENTS, projectFormValues } from "./form-data";
import { createProject, deleteProject, getProject, ProjectSlugTakenError, updateProject } from "./projects.server";
import { PROJECT_MESSAGES, prepareProject, type ProjectFieldErrors, type ProjectFormValues } from "./rules";
import { formIntent } from "~/lib/form-intent";

/** What the form shows after a post that did not leave the page. */
export interface ProjectFormState {
  values: ProjectFormValues;
  fieldErrors: ProjectFieldErrors;
  error: string | null;
}

export async function projectFormAction(request: Request, id?: string) {
  await requireAdminApi(request);
  if (id !== undefined && !(await getProject(id))) {
    return redirectWithToast(PROJECT_ADMIN_PATHS.list, "error", PROJECT_MESSAGES.notFound);
  }
  const form = await request.formData();
  const intent = formIntent(form);
  if (id !== undefined && intent === PROJECT_INTENTS.delete) {
    await deleteProject(id);
    return redirectWithToast(PROJECT_ADMIN_PATHS.list, "success", PROJECT_MESSAGES.deleted);
  }
  const values = projectFormValues(form);
  const move = parseGalleryMove(intent);
  if (move) return data<ProjectFormState>({ values: applyGalleryMove(values, move), fieldErrors: {}, error: null });

  const prepared = prepareProject(values);
  if (!prepared.ok) {
    return data<ProjectFormState>(
      { values, fieldErrors: prepared.fieldErrors, error: PROJECT_MESSAGES.formInvalid },
      { status: 400 },
    );
  }
  try {
    if (id === undefined) {
      await createProject(prepared.value);
      return redirectWithToast(PROJECT_ADMIN_PATHS.list, "success", PROJECT_MESSAGES.created);
    }
    if (!(await updateProject(id, prepared.value)))
      return redirectWithToast(PROJECT_ADMIN_PATHS.list, "error", PROJECT_MESSAGES.notFound);
    return redirectWithToast(PROJECT_ADMIN_PATHS.list, "success", PROJECT_MESSAGES.saved);
  } catch (error) {
    if (error instanceof ProjectSlugTakenError) {
      return data<ProjectFormState>(
        { values, fieldErrors: { slug: PROJECT_MESSAGES.slugTaken }, error: PROJECT_MESSAGES.formInvalid },
        { status: 400 },
      );
    }
    logger.error({ err: error, projectId: id }, "project save failed");
    return data<ProjectFormState>({ values, fieldErrors: {}, error: PROJECT_MESSAGES.saveError }, { status: 500 });
  }
}
