import { Link } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { LegalFacts, LegalLayout, LegalSectionBlock, MediatorDetails, ToBeGiven } from "~/components/legal-document";
import { PageHero } from "~/components/page-hero";
import { phoneHref } from "~/config/site";
import { legalNoticePage, legalPagesLabels } from "~/content";
import { PRIVACY_LINK_LABEL, PRIVACY_PATH } from "~/content/privacy";
import { missingLegalFacts } from "~/features/business-settings/legal-requirements";
import { InsuranceAndQualifications } from "~/features/business-settings/public/insurance-and-qualifications";
import { metaFromLoader } from "~/features/seo/page-meta";
import { currentSite, publicSeo } from "~/features/seo/page-seo.server";
import { formatFrenchDate } from "~/lib/dates";
import { mailtoHref } from "~/lib/email-address";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/legal-notice";
import { Icon } from "~/components/content-icon";

const BREADCRUMBS = crumbs({ name: "Mentions légales", path: "/mentions-legales" });

export async function loader() {
  const site = await currentSite();
  const seo = await publicSeo((site) => ({
    title: legalNoticePage.metaTitle,
    description: legalNoticePage.metaDescription,
    keywords: legalNoticePage.keywords,
    path: "/mentions-legales",
    jsonLd: breadcrumbLd(site.url, BREADCRUMBS),
  }));
  const { metaTitle: _t, metaDescription: _d, keywords: _k, missingFacts, ...page } = legalNoticePage;
  return {
    seo,
    page,
    labels: legalPagesLabels,
    creationDate: formatFrenchDate(`${site.creationDate}T12:00:00Z`),
    // what the law asks for and the business settings lack (docs/product.md#legal-identity)
    missing: missingLegalFacts(site).map(({ fact }) => missingFacts[fact]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

const LINK = "text-copper-700 underline-offset-4 hover:underline";

export default function LegalNoticePage({ loaderData: { page, labels, creationDate, missing } }: Route.ComponentProps) {
  const site = useSite();
  const l = page.labels;
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
  const sections = [
    page.publisherTitle,
    page.hostingTitle,
    page.contactTitle,
    page.mediatorTitle,
    page.intellectualPropertyTitle,
    page.personalDataTitle,
  ] as const;
  const orToBeGiven = (value: string) => (value === "" ? <ToBeGiven /> : value);
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={page.title} intro={page.intro} size="sm" />
      <LegalLayout toc={sections} current="/mentions-legales" labels={labels}>
        {missing.length > 0 ? (
          <p
            className="flex gap-3 rounded-[var(--radius-card)] bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200"
            data-testid="legal-notice-incomplete"
          >
            <Icon name="Info" className="mt-0.5 size-5 shrink-0" />
            <span>
              {page.placeholderNotice} {missing.join(", ")}.
            </span>
          </p>
        ) : null}
        <LegalSectionBlock index={0} title={page.publisherTitle}>
          <LegalFacts
            rows={[
              [l.legalName, site.legalName],
              [l.legalForm, site.legalForm],
              ...(site.shareCapital === "" ? [] : [[l.shareCapital, site.shareCapital] as const]),
              [l.address, address],
              [l.registry, site.registryCourt],
              [l.registrationNumber, site.registrationNumber],
              [l.siret, orToBeGiven(site.siret)],
              ...(site.vatNumber === "" ? [] : [[l.vatNumber, site.vatNumber] as const]),
              [l.creationDate, creationDate],
              [l.publicationDirector, orToBeGiven(site.publicationDirector)],
            ]}
          />
          <InsuranceAndQualifications />
        </LegalSectionBlock>
        <LegalSectionBlock index={1} title={page.hostingTitle}>
          <LegalFacts
            rows={[
              [l.hostName, site.hosting.name],
              [l.hostAddress, site.hosting.address],
            ]}
          />
        </LegalSectionBlock>
        <LegalSectionBlock index={2} title={page.contactTitle}>
          <LegalFacts
            rows={[
              [
                l.phone,
                <a key="phone" href={phoneHref(site.phone)} className={LINK}>
                  {site.phone}
                </a>,
              ],
              [
                l.email,
                <a key="email" href={mailtoHref(site.email)} className={`break-all ${LINK}`}>
                  {site.email}
                </a>,
              ],
              [l.address, address],
            ]}
          />
        </LegalSectionBlock>
        <LegalSectionBlock index={3} title={page.mediatorTitle}>
          <p>{page.mediatorIntro}</p>
          <MediatorDetails mediator={site.mediator} />
        </LegalSectionBlock>
        <LegalSectionBlock index={4} title={page.intellectualPropertyTitle}>
          <p>{page.intellectualProperty}</p>
        </LegalSectionBlock>
        <LegalSectionBlock index={5} title={page.personalDataTitle}>
          <p>
            {page.personalData}{" "}
            <Link to={PRIVACY_PATH} className="font-medium text-copper-700 underline underline-offset-4">
              {PRIVACY_LINK_LABEL}
            </Link>
            .
          </p>
        </LegalSectionBlock>
      </LegalLayout>
    </>
  );
}
