import { Link } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { LegalLayout, LegalSections } from "~/components/legal-document";
import { PageHero } from "~/components/page-hero";
import {
  cgu,
  describePublisher,
  HEAD_OFFICE_PLACEHOLDER,
  legalPagesLabels,
  PUBLISHER_PLACEHOLDER,
  REGISTRY_COURT_PLACEHOLDER,
} from "~/content";
import { PRIVACY_LINK_PLACEHOLDER } from "~/content/legal";
import { PRIVACY_LINK_LABEL, PRIVACY_PATH } from "~/content/privacy";
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
  // the publisher, its registry and town come from the business settings (docs/product.md#legal-identity)
  const site = await currentSite();
  const sections = cgu.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) =>
      p
        .replaceAll(PUBLISHER_PLACEHOLDER, describePublisher(site))
        .replaceAll(REGISTRY_COURT_PLACEHOLDER, site.registryCourt)
        .replaceAll(HEAD_OFFICE_PLACEHOLDER, `${site.address.city} (${site.address.postalCode})`),
    ),
  }));
  return { seo, doc: { title: cgu.title, intro: cgu.intro, sections }, labels: legalPagesLabels };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

const PRIVACY_LINK = (
  <Link to={PRIVACY_PATH} className="font-medium text-copper-700 underline underline-offset-4">
    {PRIVACY_LINK_LABEL}
  </Link>
);

export default function TermsOfUsePage({ loaderData: { doc, labels } }: Route.ComponentProps) {
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={doc.title} intro={doc.intro} size="sm" />
      <LegalLayout toc={doc.sections.map((s) => s.title)} current="/cgu" labels={labels}>
        <LegalSections sections={doc.sections} slots={{ [PRIVACY_LINK_PLACEHOLDER]: PRIVACY_LINK }} />
      </LegalLayout>
    </>
  );
}
