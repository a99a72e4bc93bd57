import { ExternalLink, Trash2 } from "lucide-react";
import { useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PROJECT_CATEGORIES } from "~/content/slugs";
import { requireAdmin } from "~/features/auth/guards.server";
import { AdminPage } from "~/features/articles/admin-page";
import { PROJECT_ADMIN_PATHS } from "~/features/projects/admin-paths";
import { projectFormValuesOf } from "~/features/projects/edit-values";
import { PROJECT_FIELDS, PROJECT_INTENTS } from "~/features/projects/form-data";
import { projectPath } from "~/features/projects/project";
import { ProjectForm } from "~/features/projects/project-form";
import { getProject, listProjectCategories } from "~/features/projects/projects.server";
import { PROJECT_MESSAGES } from "~/features/projects/rules";
import { projectFormAction } from "~/features/projects/save.server";
import { privateMeta } from "~/features/seo/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/project-edit";

export const meta: Route.MetaFunction = () => privateMeta("Modifier la réalisation - Administration");

/** The réalisation; an unknown id goes back to the list with 'Réalisation introuvable'. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const project = await getProject(params.id);
  if (!project) return redirectWithToast(PROJECT_ADMIN_PATHS.list, "error", PROJECT_MESSAGES.notFound);
  return {
    id: project.id,
    title: project.title,
    slug: project.slug,
    published: project.published,
    values: projectFormValuesOf(project),
    categories: await listProjectCategories(PROJECT_CATEGORIES),
  };
}

/** Saves, deletes (after the confirmation) or moves a photo of the form (docs/product.md#projects-admin). */
export async function action({ request, params }: Route.ActionArgs) {
  return projectFormAction(request, params.id);
}

export default function EditProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData && "values" in actionData ? actionData : null;
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <AdminPage
      title="Modifier la réalisation"
      description={<span className="[overflow-wrap:anywhere]">« {loaderData.title} »</span>}
      back={{ to: PROJECT_ADMIN_PATHS.list, label: "Réalisations" }}
      actions={
        <>
          {loaderData.published ? (
            <a
              href={projectPath(loaderData.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline" })}
            >
              <ExternalLink aria-hidden />
              Voir la page<span className="sr-only"> (nouvel onglet)</span>
            </a>
          ) : null}
          <ConfirmDialog
            title="Supprimer cette réalisation ?"
            description={<>« {loaderData.title} » sera définitivement supprimée du site.</>}
            confirmLabel="Supprimer"
            destructive
            onConfirm={() => submit({ [PROJECT_FIELDS.intent]: PROJECT_INTENTS.delete }, { method: "post" })}
            trigger={
              <Button variant="outline" className="text-red-700 hover:border-red-300 hover:bg-red-50" disabled={!hydrated}>
                <Trash2 aria-hidden />
                Supprimer
              </Button>
            }
          />
        </>
      }
    >
      <ProjectForm
        key={state ? JSON.stringify(state) : loaderData.id}
        initial={state?.values ?? loaderData.values}
        fieldErrors={state?.fieldErrors ?? {}}
        error={state?.error ?? null}
        categories={loaderData.categories}
        cancelTo={PROJECT_ADMIN_PATHS.list}
      />
    </AdminPage>
  );
}
