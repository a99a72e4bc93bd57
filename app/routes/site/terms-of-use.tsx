import { breadcrumbJsonLd, crumbs } from "~/components/breadcrumbs";
import { LegalLayout, LegalSections } from "~/components/legal-document";
import { PageHero } from "~/components/page-hero";
import { cgu } from "~/content";
import { publicPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/terms-of-use";

const BREADCRUMBS = crumbs({ name: "CGU", path: "/cgu" });

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, (site) => ({
    title: cgu.metaTitle,
    description: cgu.metaDescription,
    keywords: cgu.keywords,
    path: "/cgu",
    jsonLd: breadcrumbJsonLd(site.url, BREADCRUMBS),
  }));

export default function TermsOfUsePage() {
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={cgu.title} intro={cgu.intro} size="sm" />
      <LegalLayout toc={cgu.sections.map((s) => s.title)} current="/cgu">
        <LegalSections sections={cgu.sections} />
      </LegalLayout>
    </>
  );
}
