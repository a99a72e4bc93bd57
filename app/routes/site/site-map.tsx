import { Link } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { IconTile } from "~/components/icon-tile";
import { PageHero } from "~/components/page-hero";
import { StatBand } from "~/components/stat-band";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { siteMapGroups, siteMapPage, siteMapStats } from "~/content";
import { projectMonthLabel } from "~/features/projects/project";
import { listPublishedProjects } from "~/features/projects/projects.server";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { frenchPlural } from "~/lib/plural";
import type { Route } from "./+types/site-map";
import { Icon } from "~/components/content-icon";

/** Built on the server: the page title comes from the content. */
function pageBreadcrumbs() {
  return crumbs({ name: siteMapPage.title, path: "/plan-du-site" });
}

export async function loader() {
  const projects = await listPublishedProjects();
  const groups = siteMapGroups(
    projects.map((p) => ({
      slug: p.slug,
      title: p.title,
      location: p.location,
      date: projectMonthLabel(p.month),
    })),
  );
  const seo = await publicSeo((site) => ({
    title: siteMapPage.metaTitle,
    description: siteMapPage.metaDescription,
    keywords: siteMapPage.keywords,
    path: "/plan-du-site",
    jsonLd: breadcrumbLd(site.url, pageBreadcrumbs()),
  }));
  return {
    seo,
    breadcrumbs: pageBreadcrumbs(),
    page: siteMapPage,
    groups,
    stats: siteMapStats(groups, projects.length),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

const linkCount = (n: number) => `${n} ${frenchPlural(n, "lien")}`;

export default function SiteMapPage({ loaderData: v }: Route.ComponentProps) {
  const card = v.page.notFoundCard;
  return (
    <>
      <PageHero breadcrumbs={v.breadcrumbs} title={v.page.title} intro={v.page.intro} size="sm" />
      <Section>
        <div className="gap-6 md:columns-2 lg:columns-3">
          {v.groups.map((group) => (
            <section
              key={group.title}
              aria-labelledby={`group-${group.icon}`}
              className="mb-6 flex break-inside-avoid flex-col rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <div className="flex items-center gap-4">
                <IconTile icon={group.icon} size="sm" />
                <h2 id={`group-${group.icon}`} className="flex-1 text-lg font-semibold">
                  {group.title}
                </h2>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {linkCount(group.links.length)}
                </span>
              </div>
              <ul className="mt-5 divide-y divide-slate-100">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="group flex items-start gap-2 py-3 transition-colors">
                      <Icon
                        name="ChevronRight"
                        className="mt-0.5 size-4 shrink-0 text-copper-600 transition-transform group-hover:translate-x-0.5"
                      />
                      <span>
                        <span className="block font-medium text-ink group-hover:text-copper-700">{link.label}</span>
                        {link.description ? (
                          <span className="mt-0.5 block text-sm text-slate-600">{link.description}</span>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <div className="mt-10">
          <h2 className="sr-only">Le site en chiffres</h2>
          <StatBand stats={v.stats} tone="light" />
        </div>

        <div className="mt-16 rounded-3xl bg-copper-50 px-6 py-12 text-center ring-1 ring-copper-200 sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">{card.title}</h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">{card.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className={buttonVariants({ variant: "dark", size: "lg" })}>
              {card.contactLabel}
            </Link>
            <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
              {card.quoteLabel}
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
