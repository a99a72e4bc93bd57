import { Link } from "react-router";
import { AboutSection } from "~/components/about-section";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { StatBand, statsWithExperience } from "~/components/stat-band";
import { buttonVariants } from "~/components/ui/button";
import { aboutPage, homeStats, serviceDetailPage } from "~/content";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { aboutView } from "~/features/site/views.server";
import { webPageLd } from "~/features/seo/public-structured-data";
import { yearsOfExperience } from "~/lib/experience";
import type { Route } from "./+types/about";

/** Built on the server: the page title comes from the content. */
function pageBreadcrumbs() {
  return crumbs({ name: aboutPage.title, path: "/a-propos" });
}

export async function loader() {
  const seo = await publicSeo((site) => ({
    title: aboutPage.metaTitle,
    description: aboutPage.metaDescription,
    keywords: aboutPage.keywords,
    path: "/a-propos",
    jsonLd: [
      webPageLd(site, "AboutPage", {
        name: aboutPage.title,
        description: aboutPage.metaDescription,
        path: "/a-propos",
      }),
      breadcrumbLd(site.url, pageBreadcrumbs()),
    ],
  }));
  const { ctaTitle, ctaText, contactLabel, quoteLabel } = serviceDetailPage;
  return {
    seo,
    breadcrumbs: pageBreadcrumbs(),
    page: { title: aboutPage.title, intro: aboutPage.intro },
    about: aboutView(),
    stats: homeStats,
    cta: { ctaTitle, ctaText, contactLabel, quoteLabel },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function AboutPage({ loaderData: v }: Route.ComponentProps) {
  const years = yearsOfExperience();
  const stats = statsWithExperience(v.stats, years);
  return (
    <>
      <PageHero breadcrumbs={v.breadcrumbs} title={v.page.title} intro={v.page.intro} size="sm" />
      <AboutSection view={v.about} />
      <section aria-label="Nos chiffres clés" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <StatBand stats={stats} tone="light" />
        </div>
      </section>
      <CtaBand title={v.cta.ctaTitle} text={v.cta.ctaText}>
        <Link to="/contact" className={buttonVariants({ size: "lg" })}>
          {v.cta.contactLabel}
        </Link>
        <Link to="/devis-gratuit" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          {v.cta.quoteLabel}
        </Link>
      </CtaBand>
    </>
  );
}
