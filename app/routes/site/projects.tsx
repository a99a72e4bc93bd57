import { Link } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CtaBand } from "~/components/cta-band";
import { PAGE_HERO_IMAGE_SIZES, PageHero } from "~/components/page-hero";
import { PageHeroImage } from "~/components/page-hero-image";
import { siteImagePreloadLinks } from "~/components/site-image";
import { ProjectCard } from "~/components/project-card";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { projectDetailPage, projectsPage } from "~/content";
import { listPublishedProjects } from "~/features/projects/projects.server";
import { projectCard } from "~/features/projects/views.server";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { itemListLd } from "~/features/seo/public-structured-data";
import type { Route } from "./+types/projects";

const BREADCRUMBS = crumbs({ name: "Réalisations", path: "/realisations" });

/** The published réalisations, in the order the owner set (docs/product.md#projects-admin). */
export async function loader() {
  const projects = await listPublishedProjects();
  const seo = await publicSeo((site) => ({
    title: projectsPage.metaTitle,
    description: projectsPage.metaDescription,
    keywords: projectsPage.keywords,
    path: "/realisations",
    jsonLd: [
      breadcrumbLd(site.url, BREADCRUMBS),
      itemListLd(
        site,
        projects.map((p) => ({ name: p.title, path: `/realisations/${p.slug}` })),
      ),
    ],
  }));
  const { ctaTitle, ctaText, ctaLabel } = projectDetailPage;
  return {
    seo,
    page: projectsPage,
    projects: projects.map((project) => projectCard(project)),
    cta: { ctaTitle, ctaText, ctaLabel },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

const HERO_IMAGE = "projects-hero" as const;

export const links: Route.LinksFunction = () => siteImagePreloadLinks(HERO_IMAGE, PAGE_HERO_IMAGE_SIZES);

export default function ProjectsPage({ loaderData: v }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        breadcrumbs={BREADCRUMBS}
        image={<PageHeroImage image={HERO_IMAGE} />}
        eyebrow={v.page.eyebrow}
        title={v.page.title}
        intro={v.page.intro}
      />
      <Section aria-label="Liste des réalisations">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {v.projects.map((project) => (
            <li key={project.slug} className="flex">
              <ProjectCard project={project} linkLabel={v.page.cardLinkLabel} className="w-full" headingLevel="h2" />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={v.cta.ctaTitle} text={v.cta.ctaText}>
        <Link to="/contact" className={buttonVariants({ size: "lg" })}>
          {v.cta.ctaLabel}
        </Link>
        <Link to="/services" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          Découvrir nos services
        </Link>
      </CtaBand>
    </>
  );
}
