import { Link } from "react-router";
import { breadcrumbJsonLd, crumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { PAGE_HERO_IMAGE_SIZES, PageHero } from "~/components/page-hero";
import { siteImagePreloadLinks } from "~/components/site-image";
import { ProjectCard } from "~/components/project-card";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { projectDetailPage, projects, projectsPage } from "~/content";
import { publicPageMeta } from "~/features/seo/page-meta";
import { itemListLd } from "~/features/seo/public-structured-data";
import type { Route } from "./+types/projects";

const BREADCRUMBS = crumbs({ name: "Réalisations", path: "/realisations" });

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, (site) => ({
    title: projectsPage.metaTitle,
    description: projectsPage.metaDescription,
    keywords: projectsPage.keywords,
    path: "/realisations",
    jsonLd: [
      breadcrumbJsonLd(site.url, BREADCRUMBS),
      itemListLd(
        site,
        projects.map((p) => ({ name: p.title, path: `/realisations/${p.slug}` })),
      ),
    ],
  }));

const HERO_IMAGE = "cheneaux-zinc-lyon-3" as const;

export const links: Route.LinksFunction = () => siteImagePreloadLinks(HERO_IMAGE, PAGE_HERO_IMAGE_SIZES);

export default function ProjectsPage() {
  return (
    <>
      <PageHero
        breadcrumbs={BREADCRUMBS}
        image={HERO_IMAGE}
        eyebrow={projectsPage.eyebrow}
        title={projectsPage.title}
        intro={projectsPage.intro}
      />
      <Section aria-label="Liste des réalisations">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.slug} className="flex">
              <ProjectCard
                project={project}
                linkLabel={projectsPage.cardLinkLabel}
                className="w-full"
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={projectDetailPage.ctaTitle} text={projectDetailPage.ctaText}>
        <Link to="/contact" className={buttonVariants({ size: "lg" })}>
          {projectDetailPage.ctaLabel}
        </Link>
        <Link to="/services" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          Découvrir nos services
        </Link>
      </CtaBand>
    </>
  );
}
