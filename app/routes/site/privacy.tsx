import { crumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { getEnv } from "~/config/env.server";
import { legalPagesLabels } from "~/content";
import { privacyPage, privacyPurposes } from "~/content/privacy";
import { PrivacyDocument } from "~/features/privacy/privacy-document";
import { configuredRecipients, usesGoogleTags } from "~/features/privacy/recipients.server";
import { pushServicesInUse } from "~/features/push/push-services.server";
import { metaFromLoader } from "~/features/seo/page-meta";
import { currentSite, publicSeo } from "~/features/seo/page-seo.server";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { formatMonths } from "~/lib/durations";
import type { Route } from "./+types/privacy";

const BREADCRUMBS = crumbs({ name: "Politique de confidentialité", path: "/confidentialite" });

/** docs/product.md#privacy-page: the retention in force and the services configured, read on every render. */
export async function loader() {
  const seo = await publicSeo((site) => ({
    title: privacyPage.metaTitle,
    description: privacyPage.metaDescription,
    keywords: privacyPage.keywords,
    path: "/confidentialite",
    jsonLd: breadcrumbLd(site.url, BREADCRUMBS),
  }));
  const env = getEnv();
  const [site, pushServices] = await Promise.all([currentSite(), pushServicesInUse()]);
  const googleTags = usesGoogleTags(env);
  const { metaTitle: _t, metaDescription: _d, keywords: _k, ...page } = privacyPage;
  return {
    seo,
    page,
    labels: legalPagesLabels,
    googleTags,
    purposes: privacyPurposes({
      retention: formatMonths(env.LEAD_RETENTION_MONTHS),
      googleTags,
      pushAlerts: pushServices.length > 0,
    }),
    recipients: configuredRecipients(env, site, pushServices),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function PrivacyPage({ loaderData: { page, labels, googleTags, purposes, recipients } }: Route.ComponentProps) {
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={page.title} intro={page.intro} size="sm" />
      <PrivacyDocument page={page} labels={labels} purposes={purposes} recipients={recipients} googleTags={googleTags} />
    </>
  );
}
