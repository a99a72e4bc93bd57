import type { ReactNode } from "react";
import { Link } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { LegalLayout, LegalSectionBlock } from "~/components/legal-document";
import { PageHero } from "~/components/page-hero";
import { phoneHref } from "~/config/site";
import { legalNoticePage, legalPagesLabels } from "~/content";
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
  const { metaTitle: _t, metaDescription: _d, keywords: _k, ...page } = legalNoticePage;
  return {
    seo,
    page,
    labels: legalPagesLabels,
    creationDate: formatFrenchDate(`${site.creationDate}T12:00:00Z`),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="divide-y divide-slate-200 overflow-hidden rounded-[var(--radius-card)] ring-1 ring-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 bg-white px-5 py-3.5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function LegalNoticePage({ loaderData: { page, labels, creationDate } }: Route.ComponentProps) {
  const site = useSite();
  const l = page.labels;
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
  const sections = [
    page.publisherTitle,
    page.hostingTitle,
    page.contactTitle,
    page.intellectualPropertyTitle,
    page.personalDataTitle,
  ] as const;
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={page.title} intro={page.intro} size="sm" />
      <LegalLayout toc={sections} current="/mentions-legales" labels={labels}>
        <p className="flex gap-3 rounded-[var(--radius-card)] bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200">
          <Icon name="Info" className="mt-0.5 size-5 shrink-0" />
          {page.placeholderNotice}
        </p>
        <LegalSectionBlock index={0} title={page.publisherTitle}>
          <Facts
            rows={[
              [l.legalName, site.legalName],
              [l.legalForm, site.legalForm],
              [l.shareCapital, site.shareCapital],
              [l.address, address],
              [l.registry, site.registryCourt],
              [l.registrationNumber, site.registrationNumber],
              [l.creationDate, creationDate],
            ]}
          />
        </LegalSectionBlock>
        <LegalSectionBlock index={1} title={page.hostingTitle}>
          <Facts
            rows={[
              [l.hostName, site.hosting.name],
              [l.hostAddress, site.hosting.address],
            ]}
          />
        </LegalSectionBlock>
        <LegalSectionBlock index={2} title={page.contactTitle}>
          <Facts
            rows={[
              [
                l.phone,
                <a
                  key="phone"
                  href={phoneHref(site.phone)}
                  className="text-copper-700 underline-offset-4 hover:underline"
                >
                  {site.phone}
                </a>,
              ],
              [
                l.email,
                <a
                  key="email"
                  href={mailtoHref(site.email)}
                  className="break-all text-copper-700 underline-offset-4 hover:underline"
                >
                  {site.email}
                </a>,
              ],
              [l.address, address],
            ]}
          />
        </LegalSectionBlock>
        <LegalSectionBlock index={3} title={page.intellectualPropertyTitle}>
          <p>{page.intellectualProperty}</p>
        </LegalSectionBlock>
        <LegalSectionBlock index={4} title={page.personalDataTitle}>
          <p>
            {page.personalData}{" "}
            <Link to="/cgu" className="font-medium text-copper-700 underline underline-offset-4">
              Conditions générales d'utilisation
            </Link>
          </p>
        </LegalSectionBlock>
      </LegalLayout>
    </>
  );
}
