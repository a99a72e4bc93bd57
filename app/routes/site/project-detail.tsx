import { useEffect, type ReactNode } from "react";
import { data, Link, redirect } from "react-router";
import { Breadcrumbs, crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CheckList } from "~/components/check-list";
import { ProjectCard, ProjectPlaceAndDate } from "~/components/project-card";
import { Picture } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { projectDetailPage, projectsPage } from "~/content";
import { PROJECT_NOT_FOUND, projectPath, PROJECTS_PATH } from "~/features/projects/project";
import { getProjectBySlug, listPublishedProjects } from "~/features/projects/projects.server";
import { findRedirect } from "~/features/redirects/redirects.server";
import { imagePreloadMeta, projectCard, projectDetailView } from "~/features/projects/views.server";
import { imageRefUrl } from "~/features/site-images/image-ref";
import { privateMeta } from "~/features/seo/meta";
import { metaFromLoader, projectMetaDescription } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { projectLd } from "~/features/seo/public-structured-data";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/project-detail";
import { Icon } from "~/components/content-icon";

const GALLERY_FIRST_SIZES = "(min-width: 768px) 66vw, 100vw";
const OTHER_PROJECTS = 3;

/**
 * A published réalisation (docs/product.md#projects-admin). An old address of
 * a renamed one answers 301 to its new address, a hidden one is a 404 page,
 * an unknown or missing slug goes back to the project list (302).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  const published = await listPublishedProjects();
  const project = published.find((p) => p.slug === slug);
  if (!project) {
    const moved = await findRedirect(projectPath(slug));
    if (moved) return redirect(moved, 301);
    if (await getProjectBySlug(slug)) return data({ notFound: true as const }, { status: 404 });
    return redirect(PROJECTS_PATH);
  }
  const view = projectDetailView(project);
  const seo = await publicSeo((site) => ({
    title: `${project.title} à ${project.location}`,
    description: projectMetaDescription(project.fullDescription),
    keywords: [project.category, project.location.replace(/ \(\d+\)$/, ""), ...project.materials],
    path: projectPath(project.slug),
    image: project.gallery[0] ? imageRefUrl(site.url, project.gallery[0]) : undefined,
    jsonLd: [
      projectLd(
        site,
        project,
        project.gallery.map((image) => imageRefUrl(site.url, image)),
      ),
      breadcrumbLd(site.url, breadcrumbsOf(project)),
    ],
  }));
  return {
    notFound: false as const,
    seo,
    extraMeta: view.gallery[0] ? [imagePreloadMeta(view.gallery[0], GALLERY_FIRST_SIZES)] : [],
    project: view,
    others: published
      .filter((p) => p.slug !== project.slug)
      .slice(0, OTHER_PROJECTS)
      .map((p) => projectCard(p)),
    labels: projectDetailPage,
    cardLinkLabel: projectsPage.cardLinkLabel,
  };
}

function breadcrumbsOf(project: { slug: string; title: string }) {
  return crumbs({ name: "Réalisations", path: PROJECTS_PATH }, { name: project.title, path: projectPath(project.slug) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.notFound ? privateMeta(PROJECT_NOT_FOUND) : metaFromLoader(matches, loaderData);

function ListCard({ title, items, className }: { title: string; items: readonly string[]; className?: string }) {
  return (
    <section
      className={cn(
        "rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8",
        className,
      )}
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      <CheckList items={items} className="mt-5" />
    </section>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative py-4 pl-14">
      <dt className="text-sm text-slate-600">
        <span className="absolute left-0 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-lg bg-copper-50 text-copper-700 [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function ProjectNotFound() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-copper-50 text-copper-600">
        <Icon name="FileQuestionMark" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{PROJECT_NOT_FOUND}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">Cette réalisation n'est plus en ligne.</p>
      <Link to={PROJECTS_PATH} className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
        <Icon name="ArrowLeft" />
        Toutes nos réalisations
      </Link>
    </div>
  );
}

export default function ProjectDetailRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.notFound ? <ProjectNotFound /> : <ProjectDetailPage {...loaderData} />;
}

type ProjectPageData = Extract<Route.ComponentProps["loaderData"], { notFound: false }>;

function ProjectDetailPage({ project, others, labels, cardLinkLabel }: ProjectPageData) {
  // docs/product.md#project-detail: the page opens at the top, also when coming from another project.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "auto" });
  }, [project.slug]);
  const [first, ...rest] = project.gallery;

  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="container-page pb-10 pt-8 sm:pb-14 sm:pt-10">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
            <Breadcrumbs items={breadcrumbsOf(project)} tone="light" />
            <Link to="/realisations" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "self-start")}>
              <Icon name="ArrowLeft" />
              {labels.backLabel}
            </Link>
          </div>
          <div className="mt-10 max-w-4xl">
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
              <Badge variant="accent" className="px-3 py-1 text-sm">
                {project.category}
              </Badge>
              <ProjectPlaceAndDate project={project} />
            </div>
            <h1 className="mt-5 text-4xl font-bold leading-tight sm:text-5xl">{project.title}</h1>
            <p className="mt-6 leading-relaxed text-slate-600 sm:text-lg">{project.fullDescription}</p>
          </div>
        </div>
      </div>

      <section aria-label={labels.galleryTitle} className="container-page pt-10 sm:pt-14">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 md:grid-rows-2">
          {first ? (
            <li
              className={
                rest.length
                  ? "col-span-2 aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200 md:row-span-2 md:aspect-auto"
                  : "col-span-2 aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200 md:col-span-3 md:aspect-[16/9]"
              }
            >
              <Picture image={first} priority sizes={GALLERY_FIRST_SIZES} className="bg-slate-200 size-full object-cover" />
            </li>
          ) : null}
          {rest.map((image, index) => (
            <li key={`${String(index)}-${image.src}`} className="aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200">
              <Picture image={image} sizes="(min-width: 768px) 33vw, 50vw" className="bg-slate-200 size-full object-cover" />
            </li>
          ))}
        </ul>
      </section>

      {project.beforeAfter ? (
        <section aria-labelledby="before-after-title" className="container-page pt-10 sm:pt-14">
          <h2 id="before-after-title" className="text-2xl font-bold sm:text-3xl">
            Avant / après
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {(
              [
                ["Avant", project.beforeAfter.before],
                ["Après", project.beforeAfter.after],
              ] as const
            ).map(([label, image]) => (
              <figure key={label} className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200">
                <Picture image={image} sizes="(min-width: 640px) 50vw, 100vw" className="bg-slate-200 size-full object-cover" />
                <figcaption className="absolute left-4 top-4 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-ink shadow-sm">
                  {label}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      ) : null}

      <div className="container-page py-14 sm:py-20">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="grid content-start gap-6">
            <ListCard title={labels.featuresTitle} items={project.features} />
            {project.challenges.length || project.results.length ? (
              <div className="grid gap-6 md:grid-cols-2">
                {project.challenges.length ? <ListCard title={labels.challengesTitle} items={project.challenges} /> : null}
                {project.results.length ? <ListCard title={labels.resultsTitle} items={project.results} /> : null}
              </div>
            ) : null}
          </div>
          <aside aria-label={labels.infoTitle} className="grid content-start gap-6">
            <section className="rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)]">
              <h2 className="text-lg font-semibold">{labels.infoTitle}</h2>
              <dl className="mt-1 -mb-4 divide-y divide-slate-100">
                <InfoRow icon={<Icon name="Clock" />} label={labels.durationLabel}>
                  {project.duration}
                </InfoRow>
                {project.surface ? (
                  <InfoRow icon={<Icon name="Ruler" />} label={labels.surfaceLabel}>
                    {project.surface}
                  </InfoRow>
                ) : null}
                <InfoRow icon={<Icon name="MapPin" />} label={labels.locationLabel}>
                  {project.location}
                </InfoRow>
              </dl>
            </section>
            {project.materials.length ? (
              <section className="rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)]">
                <h2 className="text-lg font-semibold">{labels.materialsTitle}</h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {project.materials.map((material) => (
                    <li key={material} className="rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-700">
                      {material}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="relative isolate overflow-hidden rounded-[var(--radius-card)] bg-ink p-6 text-center shadow-xl sm:p-8">
              <div
                aria-hidden
                className="absolute inset-0 -z-10 bg-[radial-gradient(90%_70%_at_50%_0%,rgb(201_106_38/0.35),transparent_70%)]"
              />
              <h2 className="text-xl font-semibold text-white">{labels.ctaTitle}</h2>
              <p className="mt-2 text-slate-300">{labels.ctaText}</p>
              <Link to="/contact" className={cn(buttonVariants({ size: "lg" }), "mt-6 w-full")}>
                {labels.ctaLabel}
              </Link>
            </section>
          </aside>
        </div>
      </div>

      <Section tone="muted" aria-labelledby="others-title">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="others-title" className="text-2xl font-bold sm:text-3xl">
            Autres réalisations
          </h2>
          <Link to={PROJECTS_PATH} className={buttonVariants({ variant: "outline" })}>
            Toutes nos réalisations
          </Link>
        </div>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug} className="flex">
              <ProjectCard project={other} linkLabel={cardLinkLabel} className="w-full" headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
