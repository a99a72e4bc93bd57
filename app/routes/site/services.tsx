import { Link } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CallButton } from "~/components/call-button";
import { CtaBand } from "~/components/cta-band";
import { FeatureGrid } from "~/components/feature-grid";
import { PAGE_HERO_IMAGE_SIZES, PageHero } from "~/components/page-hero";
import { PageHeroImage } from "~/components/page-hero-image";
import { siteImagePreloadMeta } from "~/components/site-image";
import { ServiceCard } from "~/components/service-card";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section";
import { services, servicesPage, servicesWhyChooseUs, serviceDetailPage } from "~/content";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import { serviceIndexCard } from "~/features/site/views.server";
import { itemListLd } from "~/features/seo/public-structured-data";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/services";
import { Icon } from "~/components/content-icon";

const BREADCRUMBS = crumbs({ name: "Services", path: "/services" });

const HERO_IMAGE = "workshop" as const;

export async function loader({ request }: Route.LoaderArgs) {
  const siteImages = await siteImageOverrides(request);
  const seo = await publicSeo((site) => ({
    title: servicesPage.metaTitle,
    description: servicesPage.metaDescription,
    keywords: servicesPage.keywords,
    path: "/services",
    jsonLd: [
      breadcrumbLd(site.url, BREADCRUMBS),
      itemListLd(
        site,
        services.map((s) => ({ name: s.title, path: `/services/${s.slug}` })),
      ),
    ],
  }));
  return {
    seo,
    // the hero's preload: the photo the owner may have put in its place
    extraMeta: [siteImagePreloadMeta(HERO_IMAGE, PAGE_HERO_IMAGE_SIZES, siteImages)],
    page: servicesPage,
    labels: {
      quoteLabel: serviceDetailPage.quoteLabel,
      contactLabel: serviceDetailPage.contactLabel,
      ctaTitle: serviceDetailPage.ctaTitle,
      ctaText: serviceDetailPage.ctaText,
    },
    cards: services.map(serviceIndexCard),
    why: servicesWhyChooseUs,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function ServicesPage({ loaderData: v }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        breadcrumbs={BREADCRUMBS}
        image={<PageHeroImage image={HERO_IMAGE} />}
        eyebrow={v.page.eyebrow}
        title={v.page.title}
        intro={v.page.intro}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
            {v.labels.quoteLabel}
            <Icon name="ArrowRight" />
          </Link>
          <CallButton label="Appeler" variant="outlineLight" />
        </div>
      </PageHero>

      <Section aria-labelledby="list-title">
        <h2 id="list-title" className="sr-only">
          Nos cinq métiers
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {v.cards.map((card, index) => (
            <li
              key={card.href}
              className={cn("flex", index < 3 ? "lg:col-span-2" : "lg:col-span-3", index === 4 && "sm:col-span-2 lg:col-span-3")}
            >
              <ServiceCard className="w-full" wide={index >= 3} linkLabel={v.page.cardLinkLabel} service={card} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="why-title">
        <SectionTitle
          eyebrow="Nos engagements"
          title={<span id="why-title">{v.page.whyChooseUsTitle}</span>}
          intro={v.page.whyChooseUsIntro}
        />
        <FeatureGrid items={v.why} columns={4} />
      </Section>

      <CtaBand title={v.labels.ctaTitle} text={v.labels.ctaText}>
        <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
          {v.labels.quoteLabel}
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          {v.labels.contactLabel}
        </Link>
      </CtaBand>
    </>
  );
}
