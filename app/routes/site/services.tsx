import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { breadcrumbJsonLd, crumbs } from "~/components/breadcrumbs";
import { CallButton } from "~/components/call-button";
import { CtaBand } from "~/components/cta-band";
import { FeatureGrid } from "~/components/feature-grid";
import { PAGE_HERO_IMAGE_SIZES, PageHero } from "~/components/page-hero";
import { siteImagePreloadLinks } from "~/components/site-image";
import { ServiceCard } from "~/components/service-card";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section";
import { SERVICE_INDEX_FEATURES } from "~/config/constants";
import { services, servicesPage, servicesWhyChooseUs, serviceDetailPage } from "~/content";
import { publicPageMeta } from "~/features/seo/page-meta";
import { itemListLd } from "~/features/seo/public-structured-data";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/services";

const BREADCRUMBS = crumbs({ name: "Services", path: "/services" });

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, (site) => ({
    title: servicesPage.metaTitle,
    description: servicesPage.metaDescription,
    keywords: servicesPage.keywords,
    path: "/services",
    jsonLd: [
      breadcrumbJsonLd(site.url, BREADCRUMBS),
      itemListLd(
        site,
        services.map((s) => ({ name: s.title, path: `/services/${s.slug}` })),
      ),
    ],
  }));

const HERO_IMAGE = "workshop" as const;

export const links: Route.LinksFunction = () => siteImagePreloadLinks(HERO_IMAGE, PAGE_HERO_IMAGE_SIZES);

export default function ServicesPage() {
  return (
    <>
      <PageHero
        breadcrumbs={BREADCRUMBS}
        image={HERO_IMAGE}
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.title}
        intro={servicesPage.intro}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
            {serviceDetailPage.quoteLabel}
            <ArrowRight aria-hidden />
          </Link>
          <CallButton label="Appeler" variant="outlineLight" />
        </div>
      </PageHero>

      <Section aria-labelledby="list-title">
        <h2 id="list-title" className="sr-only">
          Nos cinq métiers
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {services.map((service, index) => (
            <li
              key={service.slug}
              className={cn(
                "flex",
                index < 3 ? "lg:col-span-2" : "lg:col-span-3",
                index === 4 && "sm:col-span-2 lg:col-span-3",
              )}
            >
              <ServiceCard
                className="w-full"
                wide={index >= 3}
                linkLabel={servicesPage.cardLinkLabel}
                service={{
                  href: `/services/${service.slug}`,
                  title: service.title,
                  description: service.shortDescription,
                  features: service.features.slice(0, SERVICE_INDEX_FEATURES),
                  icon: service.icon,
                  image: service.image,
                  badge: service.badge,
                }}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="why-title">
        <SectionTitle
          eyebrow="Nos engagements"
          title={<span id="why-title">{servicesPage.whyChooseUsTitle}</span>}
          intro={servicesPage.whyChooseUsIntro}
        />
        <FeatureGrid items={servicesWhyChooseUs} columns={4} />
      </Section>

      <CtaBand title={serviceDetailPage.ctaTitle} text={serviceDetailPage.ctaText}>
        <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
          {serviceDetailPage.quoteLabel}
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          {serviceDetailPage.contactLabel}
        </Link>
      </CtaBand>
    </>
  );
}
