import { PROJECT_CATEGORIES } from "~/content/slugs";
import { requireAdmin } from "~/features/auth/guards.server";
import { AdminPage } from "~/features/articles/admin-page";
import { PROJECT_ADMIN_PATHS } from "~/features/projects/admin-paths";
import { ProjectForm } from "~/features/projects/project-form";
import { listProjectCategories } from "~/features/projects/projects.server";
import { EMPTY_PROJECT_FORM } from "~/features/projects/rules";
import { projectFormAction } from "~/features/projects/save.server";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/project-new";

export const meta: Route.MetaFunction = () => privateMeta("Nouvelle réalisation - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listProjectCategories(PROJECT_CATEGORIES) };
}

/** Creates a réalisation (docs/product.md#projects-admin), or moves a photo of the form. */
export async function action({ request }: Route.ActionArgs) {
  return projectFormAction(request);
}

export default function NewProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData && "values" in actionData ? actionData : null;
  return (
    <AdminPage
      title="Nouvelle réalisation"
      description="Un chantier à montrer sur le site : textes, photos et détails."
      back={{ to: PROJECT_ADMIN_PATHS.list, label: "Réalisations" }}
    >
      <ProjectForm
        key={state ? JSON.stringify(state) : "new"}
        initial={state?.values ?? EMPTY_PROJECT_FORM}
        fieldErrors={state?.fieldErrors ?? {}}
        error={state?.error ?? null}
        categories={loaderData.categories}
        cancelTo={PROJECT_ADMIN_PATHS.list}
      />
    </AdminPage>
  );
}
