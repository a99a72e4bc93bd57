import { breadcrumbJsonLd, crumbs } from "~/components/breadcrumbs";
import { CallButton } from "~/components/call-button";
import { ContactSection } from "~/components/contact-section";
import { PageHero } from "~/components/page-hero";
import { contactPage } from "~/content";
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
      webPageLd(site, "ContactPage", { name: contactPage.title, description: contactPage.metaDescription, path: "/contact" }),
      breadcrumbJsonLd(site.url, BREADCRUMBS),
    ],
  }));

export default function ContactPage() {
  return (
    <>
      <PageHero breadcrumbs={BREADCRUMBS} title={contactPage.title} intro={contactPage.intro} size="sm">
        <CallButton label="Appeler" />
      </PageHero>
      <ContactSection tone="white" />
    </>
  );
}
