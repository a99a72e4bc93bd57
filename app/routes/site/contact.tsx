import { data } from "react-router";
import { breadcrumbJsonLd, crumbs } from "~/components/breadcrumbs";
import { CallButton } from "~/components/call-button";
import { ContactSection } from "~/components/contact-section";
import { PageHero } from "~/components/page-hero";
import { contactPage } from "~/content";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { publicPageMeta } from "~/features/seo/page-meta";
import { webPageLd } from "~/features/seo/public-structured-data";
import type { Route } from "./+types/contact";

const BREADCRUMBS = crumbs({ name: contactPage.title, path: "/contact" });

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, (site) => ({
    title: contactPage.metaTitle,
    description: contactPage.metaDescription,
    keywords: contactPage.keywords,
    path: "/contact",
    jsonLd: [
      webPageLd(site, "ContactPage", {
        name: contactPage.title,
        description: contactPage.metaDescription,
        path: "/contact",
      }),
      breadcrumbJsonLd(site.url, BREADCRUMBS),
    ],
  }));

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a submission made without JavaScript (shown once)
  const { leadForm, headers } = await readLeadFormState(request);
  return data({ leadForm }, { headers });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={contactPage.title} intro={contactPage.intro} size="sm">
        <CallButton label="Appeler" />
      </PageHero>
      <ContactSection tone="white" withTitle={false} formState={loaderData.leadForm} />
    </>
  );
}
