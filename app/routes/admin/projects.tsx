import { EyeOff, ExternalLink, ImagePlus, Loader2, Pencil, Send, Star, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { Picture, type ResolvedImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { AdminPage } from "~/features/articles/admin-page";
import { PROJECT_ADMIN_PATHS } from "~/features/projects/admin-paths";
import { projectMonthLabel, projectPath } from "~/features/projects/project";
import { deleteProject, listAllProjects, setProjectPublished } from "~/features/projects/projects.server";
import { PROJECT_MESSAGES } from "~/features/projects/rules";
import { resolveProjectImage } from "~/features/projects/views.server";
import { privateMeta } from "~/features/seo/meta";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/projects";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta("Réalisations - Administration");

interface ProjectRow {
  id: string;
  slug: string;
  title: string;
  location: string;
  date: string;
  category: string;
  published: boolean;
  featured: boolean;
  cover: ResolvedImage | null;
}

/** Every réalisation, hidden ones included, in the site's order (docs/product.md#projects-admin). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const projects = await listAllProjects();
  const rows: ProjectRow[] = projects.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    location: p.location,
    date: projectMonthLabel(p.month),
    category: p.category,
    published: p.published,
    featured: p.featured,
    cover: p.gallery[0] ? resolveProjectImage(p.gallery[0]) : null,
  }));
  return { projects: rows };
}

const INTENTS = { toggle: "toggle", delete: "delete" } as const;

export interface ListActionResult {
  ok: boolean;
  message: string;
}

/** Publier/Masquer and delete, from the list. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  const form = await request.formData();
  const intent = formIntent(form);
  const id = form.get("id");
  if (typeof id !== "string" || !id)
    return data<ListActionResult>({ ok: false, message: PROJECT_MESSAGES.notFound }, { status: 400 });
  if (intent === INTENTS.toggle) {
    const published = form.get("published") === "true";
    if (!(await setProjectPublished(id, published)))
      return data<ListActionResult>({ ok: false, message: PROJECT_MESSAGES.notFound }, { status: 404 });
    return { ok: true, message: published ? PROJECT_MESSAGES.published : PROJECT_MESSAGES.hidden } satisfies ListActionResult;
  }
  if (intent === INTENTS.delete) {
    if (!(await deleteProject(id)))
      return data<ListActionResult>({ ok: false, message: PROJECT_MESSAGES.notFound }, { status: 404 });
    return { ok: true, message: PROJECT_MESSAGES.deleted } satisfies ListActionResult;
  }
  return data<ListActionResult>({ ok: false, message: PROJECT_MESSAGES.notFound }, { status: 400 });
}

function useResultToast(result: ListActionResult | undefined) {
  useEffect(() => {
    if (result) notify(result.ok ? "success" : "error", result.message);
  }, [result]);
}

function ProjectListItem({ project }: { project: ProjectRow }) {
  const toggle = useFetcher<ListActionResult>();
  const remove = useFetcher<ListActionResult>();
  useResultToast(toggle.data);
  useResultToast(remove.data);
  const pending = toggle.formData?.get("published");
  const published = pending ? pending === "true" : project.published;
  const deleting = remove.state !== "idle";
  const hydrated = useHydrated();

  return (
    <li
      className={cn(
        "flex gap-4 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-4 shadow-[var(--shadow-card)] transition-opacity sm:gap-5 sm:p-5",
        deleting && "opacity-50",
      )}
    >
      <div className="aspect-[4/3] w-20 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 sm:w-44">
        {project.cover ? (
          <Picture
            image={{ ...project.cover, alt: "" }}
            sizes="(min-width: 640px) 176px, 80px"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={published ? "success" : "default"}>
            {published ? PROJECT_MESSAGES.statusPublished : PROJECT_MESSAGES.statusHidden}
          </Badge>
          {project.featured ? (
            <Badge variant="accent">
              <Star aria-hidden />
              {PROJECT_MESSAGES.featured}
            </Badge>
          ) : null}
          <Badge variant="outline" className="max-w-full truncate">
            {project.category}
          </Badge>
        </div>
        <h2 className="mt-3 text-lg leading-snug font-semibold [overflow-wrap:anywhere]">
          <Link to={PROJECT_ADMIN_PATHS.edit(project.id)} className="hover:text-copper-700">
            {project.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {project.location} · {project.date}
        </p>
        <div className="-ml-3 mt-3 flex flex-wrap items-center gap-1 sm:mt-auto sm:pt-3">
          <Link to={PROJECT_ADMIN_PATHS.edit(project.id)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
            <Pencil aria-hidden />
            Modifier<span className="sr-only"> « {project.title} »</span>
          </Link>
          {project.published ? (
            <a
              href={projectPath(project.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              <ExternalLink aria-hidden />
              Voir<span className="sr-only"> « {project.title} » (nouvel onglet)</span>
            </a>
          ) : null}
          <toggle.Form method="post">
            <input type="hidden" name="intent" value={INTENTS.toggle} />
            <input type="hidden" name="id" value={project.id} />
            <input type="hidden" name="published" value={String(!published)} />
            <Button type="submit" variant="ghost" size="sm" disabled={toggle.state !== "idle"}>
              {toggle.state !== "idle" ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : published ? (
                <EyeOff aria-hidden />
              ) : (
                <Send aria-hidden />
              )}
              {published ? "Masquer" : "Publier"}
              <span className="sr-only"> « {project.title} »</span>
            </Button>
          </toggle.Form>
          <ConfirmDialog
            title={"Supprimer cette réalisation\u00a0?"}
            description={<>« {project.title} » sera définitivement supprimée du site.</>}
            confirmLabel="Supprimer"
            destructive
            onConfirm={() => remove.submit({ intent: INTENTS.delete, id: project.id }, { method: "post" })}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 sm:ml-auto"
                disabled={deleting || !hydrated}
              >
                <Trash2 aria-hidden />
                Supprimer<span className="sr-only"> « {project.title} »</span>
              </Button>
            }
          />
        </div>
      </div>
    </li>
  );
}

export default function ProjectsAdminPage({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <AdminPage
      title="Réalisations"
      description="Les chantiers montrés sur le site, dans l'ordre où ils apparaissent (les plus récents d'abord)."
      actions={
        <Link to={PROJECT_ADMIN_PATHS.create} className={buttonVariants()}>
          <ImagePlus aria-hidden />
          Nouvelle réalisation
        </Link>
      }
    >
      {projects.length === 0 ? (
        <div className="mx-auto flex max-w-lg flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <ImagePlus className="size-10 text-slate-400" aria-hidden />
          <p className="mt-4 text-lg font-semibold text-ink">Aucune réalisation pour l'instant.</p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label="Réalisations">
          {projects.map((project) => (
            <ProjectListItem key={project.id} project={project} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
