import { useEffect, type ReactNode } from "react";
import { Link, redirect } from "react-router";
import { Breadcrumbs, crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CheckList } from "~/components/check-list";
import { ProjectCard, ProjectPlaceAndDate } from "~/components/project-card";
import { SiteImage, siteImagePreloadMeta, siteImageUrl } from "~/components/site-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { getProjectBySlug, projectDetailPage, projects, projectsPage, type Project } from "~/content";
import { metaFromLoader, projectMetaDescription } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { projectCard } from "~/features/site/views.server";
import { projectLd } from "~/features/seo/public-structured-data";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/project-detail";
import { Icon } from "~/components/content-icon";

const GALLERY_FIRST_SIZES = "(min-width: 768px) 66vw, 100vw";

/** An unknown or missing slug goes back to the project list (302). */
export async function loader({ params }: Route.LoaderArgs) {
  const project = getProjectBySlug(params.slug);
  if (!project) throw redirect("/realisations");
  const seo = await publicSeo((site) => ({
    title: `${project.title} à ${project.location}`,
    description: projectMetaDescription(project.fullDescription),
    keywords: [project.category, project.location.replace(/ \(\d+\)$/, ""), ...project.materials],
    path: `/realisations/${project.slug}`,
    image: siteImageUrl(site.url, project.images[0]),
    jsonLd: [
      projectLd(
        site,
        project,
        project.images.map((key) => siteImageUrl(site.url, key)),
      ),
      breadcrumbLd(site.url, breadcrumbsOf(project)),
    ],
  }));
  return {
    seo,
    extraMeta: [siteImagePreloadMeta(project.images[0], GALLERY_FIRST_SIZES)],
    project,
    others: projects
      .filter((p) => p.slug !== project.slug)
      .slice(0, 3)
      .map(projectCard),
    labels: projectDetailPage,
    cardLinkLabel: projectsPage.cardLinkLabel,
  };
}

function breadcrumbsOf(project: Pick<Project, "slug" | "title">) {
  return crumbs(
    { name: "Réalisations", path: "/realisations" },
    { name: project.title, path: `/realisations/${project.slug}` },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

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

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project, others, labels, cardLinkLabel } = loaderData;
  // docs/product.md#project-detail: the page opens at the top, also when coming from another project.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "auto" });
  }, [project.slug]);
  const [first, ...rest] = project.images;

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
          <li className="col-span-2 aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200 md:row-span-2 md:aspect-auto">
            <SiteImage image={first} priority sizes={GALLERY_FIRST_SIZES} className="size-full object-cover" />
          </li>
          {rest.map((key) => (
            <li key={key} className="aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200">
              <SiteImage image={key} sizes="(min-width: 768px) 33vw, 50vw" className="size-full object-cover" />
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page py-14 sm:py-20">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="grid content-start gap-6">
            <ListCard title={labels.featuresTitle} items={project.features} />
            <div className="grid gap-6 md:grid-cols-2">
              <ListCard title={labels.challengesTitle} items={project.challenges} />
              <ListCard title={labels.resultsTitle} items={project.results} />
            </div>
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
          <Link to="/realisations" className={buttonVariants({ variant: "outline" })}>
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
