import { Link } from "react-router";
import { AboutSection } from "~/components/about-section";
import { breadcrumbJsonLd, crumbs } from "~/components/breadcrumbs";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { StatBand } from "~/components/stat-band";
import { buttonVariants } from "~/components/ui/button";
import { aboutPage, experienceStatLabel, homeStats, serviceDetailPage, type Stat } from "~/content";
import { publicPageMeta } from "~/features/seo/page-meta";
import { webPageLd } from "~/features/seo/public-structured-data";
import { yearsOfExperience } from "~/lib/experience";
import type { Route } from "./+types/about";

const BREADCRUMBS = crumbs({ name: aboutPage.title, path: "/a-propos" });

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, (site) => ({
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
      breadcrumbJsonLd(site.url, BREADCRUMBS),
    ],
  }));

export default function AboutPage() {
  const years = yearsOfExperience();
  const stats: Stat[] = homeStats.map((stat) =>
    stat.kind === "experience"
      ? { value: String(years), label: experienceStatLabel(years) }
      : { value: stat.value, label: stat.label },
  );
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={aboutPage.title} intro={aboutPage.intro} size="sm" />
      <AboutSection />
      <section aria-label="Nos chiffres clés" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <StatBand stats={stats} tone="light" />
        </div>
      </section>
      <CtaBand title={serviceDetailPage.ctaTitle} text={serviceDetailPage.ctaText}>
        <Link to="/contact" className={buttonVariants({ size: "lg" })}>
          {serviceDetailPage.contactLabel}
        </Link>
        <Link to="/devis-gratuit" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          {serviceDetailPage.quoteLabel}
        </Link>
      </CtaBand>
    </>
  );
}
