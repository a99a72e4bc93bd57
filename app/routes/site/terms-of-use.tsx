import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { LegalLayout, LegalSections } from "~/components/legal-document";
import { PageHero } from "~/components/page-hero";
import { getEnv } from "~/config/env.server";
import { cgu, HEAD_OFFICE_PLACEHOLDER, legalPagesLabels, REGISTRY_COURT_PLACEHOLDER, RETENTION_PLACEHOLDER } from "~/content";
import { formatMonths } from "~/lib/durations";
import { metaFromLoader } from "~/features/seo/page-meta";
import { currentSite, publicSeo } from "~/features/seo/page-seo.server";
import type { Route } from "./+types/terms-of-use";

const BREADCRUMBS = crumbs({ name: "CGU", path: "/cgu" });

export async function loader() {
  const seo = await publicSeo((site) => ({
    title: cgu.metaTitle,
    description: cgu.metaDescription,
    keywords: cgu.keywords,
    path: "/cgu",
    jsonLd: breadcrumbLd(site.url, BREADCRUMBS),
  }));
  // how long requests are kept comes from configuration (LEAD_RETENTION_MONTHS)
  const retention = formatMonths(getEnv().LEAD_RETENTION_MONTHS);
  // the publisher's registry and town come from the business settings
  const site = await currentSite();
  const sections = cgu.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) =>
      p
        .replaceAll(RETENTION_PLACEHOLDER, retention)
        .replaceAll(REGISTRY_COURT_PLACEHOLDER, site.registryCourt)
        .replaceAll(HEAD_OFFICE_PLACEHOLDER, `${site.address.city} (${site.address.postalCode})`),
    ),
  }));
  return { seo, doc: { title: cgu.title, intro: cgu.intro, sections }, labels: legalPagesLabels };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function TermsOfUsePage({ loaderData: { doc, labels } }: Route.ComponentProps) {
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={doc.title} intro={doc.intro} size="sm" />
      <LegalLayout toc={doc.sections.map((s) => s.title)} current="/cgu" labels={labels}>
        <LegalSections sections={doc.sections} />
      </LegalLayout>
    </>
  );
}
