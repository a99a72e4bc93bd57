import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { LegalLayout, LegalSections, MediatorDetails } from "~/components/legal-document";
import { PageHero } from "~/components/page-hero";
import { cgv, legalPagesLabels } from "~/content";
import { DECENNALE_PLACEHOLDER, MEDIATOR_PLACEHOLDER } from "~/content/legal";
import { DecennaleDetails } from "~/features/business-settings/public/insurance-and-qualifications";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/terms-of-sale";

const BREADCRUMBS = crumbs({ name: "CGV", path: "/cgv" });

export async function loader() {
  const seo = await publicSeo((site) => ({
    title: cgv.metaTitle,
    description: cgv.metaDescription,
    keywords: cgv.keywords,
    path: "/cgv",
    jsonLd: breadcrumbLd(site.url, BREADCRUMBS),
  }));
  return { seo, doc: { title: cgv.title, intro: cgv.intro, sections: cgv.sections }, labels: legalPagesLabels };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function TermsOfSalePage({ loaderData: { doc, labels } }: Route.ComponentProps) {
  // the mediator comes from the business settings (docs/product.md#consumer-mediator)
  const { mediator, decennale } = useSite();
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={doc.title} intro={doc.intro} size="sm" />
      <LegalLayout toc={doc.sections.map((s) => s.title)} current="/cgv" labels={labels}>
        <LegalSections
          sections={doc.sections}
          slots={{
            [MEDIATOR_PLACEHOLDER]: <MediatorDetails mediator={mediator} />,
            [DECENNALE_PLACEHOLDER]: <DecennaleDetails decennale={decennale} />,
          }}
        />
      </LegalLayout>
    </>
  );
}
