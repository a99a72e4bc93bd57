import { Link, redirect } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { CallButton } from "~/components/call-button";
import { MobileCallBar } from "~/components/mobile-call-bar";
import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/cta-band";
import { FaqAccordion } from "~/components/faq-accordion";
import { IconTile } from "~/components/icon-tile";
import { PAGE_HERO_IMAGE_SIZES, PageHero } from "~/components/page-hero";
import { PageHeroImage } from "~/components/page-hero-image";
import { ProcessSteps } from "~/components/process-steps";
import { siteImagePreloadMeta, siteImageUrl } from "~/components/site-image";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section";
import { getServiceBySlug, serviceDetailPage, services, type Service } from "~/content";
import { listFaqEntries } from "~/features/faq/faq.server";
import { serviceFaqScope } from "~/features/faq/scopes";
import { faqStructuredData } from "~/features/faq/structured-data";
import { metaFromLoader } from "~/features/seo/page-meta";
import { currentSite, publicSeo } from "~/features/seo/page-seo.server";
import { repairPricesMarkup } from "~/features/business-settings/public/repair-prices-markup.server";
import { contentServiceLd } from "~/features/seo/public-structured-data";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import { breadcrumbLd } from "~/features/seo/structured-data";
import type { Route } from "./+types/service-detail";
import { Icon } from "~/components/content-icon";

/** An unknown slug goes back to the service index (302). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const service = getServiceBySlug(params.slug);
  if (!service) return redirect("/services");
  const [siteImages, faq] = await Promise.all([siteImageOverrides(request), listFaqEntries(serviceFaqScope(service.slug))]);
  const seo = await publicSeo((site) => ({
    title: service.metaTitle,
    description: service.metaDescription,
    keywords: service.keywords,
    path: `/services/${service.slug}`,
    image: siteImageUrl(site.url, service.image, siteImages),
    jsonLd: [
      contentServiceLd(site, service, siteImageUrl(site.url, service.image, siteImages)),
      breadcrumbLd(site.url, breadcrumbsOf(service)),
      ...faqStructuredData(faq),
    ],
  }));
  const { metaTitle: _t, metaDescription: _d, keywords: _k, ...shown } = service;
  return {
    seo,
    extraMeta: [siteImagePreloadMeta(service.image, PAGE_HERO_IMAGE_SIZES, siteImages)],
    service: shown,
    faq,
    others: services
      .filter((s) => s.slug !== service.slug)
      .map(({ slug, title, shortDescription, icon }) => ({ slug, title, shortDescription, icon })),
    labels: serviceDetailPage,
    // docs/product.md#repair-prices: the maintenance service shows the prices (server markup, '' while none)
    prices: service.slug === "maintenance" ? repairPricesMarkup(await currentSite()) : "",
  };
}

function breadcrumbsOf(service: Pick<Service, "slug" | "title">) {
  return crumbs({ name: "Services", path: "/services" }, { name: service.title, path: `/services/${service.slug}` });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service, faq, others, labels } = loaderData;
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbsOf(service)}
        image={<PageHeroImage image={service.image} />}
        eyebrow={
          <>
            <IconTile icon={service.icon} tone="solid" size="sm" />
            <span>{service.badge}</span>
          </>
        }
        title={service.title}
        intro={service.shortDescription}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
            {labels.quoteLabel}
            <Icon name="ArrowRight" />
          </Link>
          <CallButton label="Appeler" variant="outlineLight" />
        </div>
      </PageHero>

      <Section aria-labelledby="presentation-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div>
            <h2 id="presentation-title" className="text-3xl font-bold sm:text-4xl">
              {service.title} : notre savoir-faire
            </h2>
            <p className="mt-6 text-lg leading-relaxed text-slate-600">{service.fullDescription}</p>
            <div className="mt-12 grid gap-6 md:grid-cols-2">
              <div className="rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
                <h3 className="text-xl font-semibold">{labels.expertiseTitle}</h3>
                <CheckList items={service.features} className="mt-6" />
              </div>
              <div className="rounded-[var(--radius-card)] bg-ink p-6 shadow-[var(--shadow-card)] sm:p-8">
                <h3 className="text-xl font-semibold text-white">{labels.benefitsTitle}</h3>
                <CheckList items={service.benefits} tone="dark" className="mt-6" />
              </div>
            </div>
          </div>
          <aside aria-label="Demande de devis" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-[var(--radius-card)] border border-copper-200 bg-copper-50 p-6 sm:p-8">
              <p className="text-lg font-semibold text-ink">{labels.ctaTitle}</p>
              <p className="mt-2 text-slate-700">{labels.ctaText}</p>
              <div className="mt-6 grid gap-3">
                <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
                  {labels.quoteLabel}
                </Link>
                <Link to="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
                  <Icon name="Mail" />
                  {labels.contactLabel}
                </Link>
                <CallButton label="Appeler" variant="dark" size="lg" />
              </div>
            </div>
          </aside>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="process-title">
        <SectionTitle
          eyebrow="Méthode"
          title={<span id="process-title">{labels.processTitle}</span>}
          intro={labels.processIntro}
        />
        <ProcessSteps steps={service.process} />
      </Section>

      {faq.length ? (
        <Section aria-labelledby="faq-title">
          <div className="mx-auto max-w-3xl">
            <SectionTitle eyebrow="FAQ" title={<span id="faq-title">{labels.faqTitle}</span>} />
            <FaqAccordion items={faq} />
          </div>
        </Section>
      ) : null}

      <Section tone="muted" aria-labelledby="others-title">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="others-title" className="text-2xl font-bold sm:text-3xl">
            Nos autres services
          </h2>
          <Link to="/services" className={buttonVariants({ variant: "outline" })}>
            <Icon name="LayoutGrid" />
            {labels.servicesLabel}
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={`/services/${other.slug}`}
                className="group flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-5 shadow-[var(--shadow-card)] transition-all hover:-translate-y-0.5 hover:shadow-[var(--shadow-card-hover)]"
              >
                <IconTile icon={other.icon} size="sm" />
                <span>
                  <span className="block font-semibold text-ink group-hover:text-copper-700">{other.title}</span>
                  <span className="mt-1 line-clamp-2 text-sm text-slate-600">{other.shortDescription}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {loaderData.prices ? <div dangerouslySetInnerHTML={{ __html: loaderData.prices }} /> : null}

      <CtaBand title={labels.ctaTitle} text={labels.ctaText}>
        <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
          {labels.quoteLabel}
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "light", size: "lg" })}>
          {labels.contactLabel}
        </Link>
        <Link to="/services" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          {labels.servicesLabel}
        </Link>
      </CtaBand>
      <MobileCallBar />
    </>
  );
}
