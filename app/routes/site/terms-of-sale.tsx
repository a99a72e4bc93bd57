import { breadcrumbJsonLd, crumbs } from "~/components/breadcrumbs";
import { LegalLayout, LegalSections } from "~/components/legal-document";
import { PageHero } from "~/components/page-hero";
import { cgv } from "~/content";
import { publicPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/terms-of-sale";

const BREADCRUMBS = crumbs({ name: "CGV", path: "/cgv" });

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, (site) => ({
    title: cgv.metaTitle,
    description: cgv.metaDescription,
    keywords: cgv.keywords,
    path: "/cgv",
    jsonLd: breadcrumbJsonLd(site.url, BREADCRUMBS),
  }));

export default function TermsOfSalePage() {
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={cgv.title} intro={cgv.intro} size="sm" />
      <LegalLayout toc={cgv.sections.map((s) => s.title)} current="/cgv">
        <LegalSections sections={cgv.sections} />
      </LegalLayout>
    </>
  );
}
