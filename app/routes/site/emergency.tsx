import { data, Link } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CallButton } from "~/components/call-button";
import { MobileCallBar } from "~/components/mobile-call-bar";
import { CtaBand } from "~/components/cta-band";
import { IconTile } from "~/components/icon-tile";
import { PAGE_HERO_IMAGE_SIZES, PageHero } from "~/components/page-hero";
import { PageHeroImage } from "~/components/page-hero-image";
import { siteImagePreloadMeta, siteImageUrl } from "~/components/site-image";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section";
import { emergencyPage, emergencyPageLabels, emergencyPromises, emergencyServices } from "~/content";
import { DeferredCallbackForm } from "~/features/leads/deferred-callback-form";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import { metaFromLoader } from "~/features/seo/page-meta";
import { currentSite, publicSeo } from "~/features/seo/page-seo.server";
import { repairPricesMarkup } from "~/features/business-settings/public/repair-prices-markup.server";
import { serviceLd } from "~/features/seo/public-structured-data";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/emergency";
import { Icon } from "~/components/content-icon";

const BREADCRUMBS = crumbs({ name: "Urgence toiture", path: "/urgence-toiture" });

const ALL_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a call-back asked without JavaScript (shown once)
  const [{ leadForm, headers }, siteImages] = await Promise.all([readLeadFormState(request), siteImageOverrides(request)]);
  const seo = await publicSeo((site) => ({
    title: emergencyPage.metaTitle,
    description: emergencyPage.metaDescription,
    keywords: emergencyPage.keywords,
    path: "/urgence-toiture",
    image: siteImageUrl(site.url, emergencyPage.image, siteImages),
    jsonLd: [
      serviceLd(site, {
        name: "Dépannage d'urgence de toiture 24h/24 et 7j/7",
        serviceType: "Réparation d'urgence de toiture",
        description: emergencyPage.metaDescription,
        path: "/urgence-toiture",
        image: siteImageUrl(site.url, emergencyPage.image, siteImages),
        extra: {
          hoursAvailable: {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ALL_WEEK,
            opens: "00:00",
            closes: "23:59",
          },
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: emergencyPage.servicesTitle,
            itemListElement: emergencyServices.map((s) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name: s.title, description: s.description },
            })),
          },
        },
      }),
      breadcrumbLd(site.url, BREADCRUMBS),
    ],
  }));
  const { metaTitle: _t, metaDescription: _d, keywords: _k, ...shown } = emergencyPage;
  return data(
    {
      seo,
      extraMeta: [siteImagePreloadMeta(emergencyPage.image, PAGE_HERO_IMAGE_SIZES, siteImages)],
      page: shown,
      labels: emergencyPageLabels,
      promises: emergencyPromises,
      services: emergencyServices,
      leadForm,
      // docs/product.md#repair-prices: server markup, '' while no price is given
      prices: repairPricesMarkup(await currentSite()),
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function EmergencyPage({
  loaderData: { page, labels, promises, services, leadForm, prices },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        breadcrumbs={BREADCRUMBS}
        image={<PageHeroImage image={page.image} />}
        size="lg"
        eyebrow={
          <span className="inline-flex items-center gap-2.5 rounded-full bg-red-600/20 px-3 py-1 text-[0.8125rem] tracking-[0.06em] text-red-100 ring-1 ring-inset ring-red-400/40 sm:text-sm sm:tracking-[0.14em]">
            <span className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-red-500" />
            </span>
            {page.hero.eyebrow}
          </span>
        }
        title={page.hero.title}
        intro={page.hero.subtitle}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <CallButton emergency label={page.callLabel} className="h-14 px-7 text-base" />
          <Link to="/contact" className={cn(buttonVariants({ variant: "outlineLight", size: "lg" }), "h-14 px-7 text-base")}>
            {page.quoteLabel}
            <Icon name="ArrowRight" />
          </Link>
        </div>
        {/* right under the call button: on a phone, one scroll away */}
        <div className="mt-8 max-w-xl lg:max-w-2xl">
          <DeferredCallbackForm state={leadForm} />
        </div>
      </PageHero>

      <section aria-labelledby="promises-title" className="border-b border-slate-200 bg-white py-14 sm:py-16">
        <div className="container-page">
          <h2 id="promises-title" className="sr-only">
            {labels.promisesTitle}
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {promises.map((promise) => (
              <li key={promise.title} className="flex gap-4">
                <IconTile icon={promise.icon} />
                <div>
                  <h3 className="font-semibold">{promise.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{promise.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section tone="muted" aria-labelledby="services-title">
        <SectionTitle
          eyebrow="Interventions"
          title={<span id="services-title">{page.servicesTitle}</span>}
          intro={labels.servicesIntro}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.title}
              className="relative rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)]"
            >
              <div className="flex items-start justify-between gap-4">
                <IconTile icon={service.icon} tone={service.urgent ? "dark" : "copper"} />
                {service.urgent ? (
                  <span className="rounded-md bg-red-700 px-2 py-1 text-xs font-bold tracking-[0.12em] text-white">
                    {page.urgentTag}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{service.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <div dangerouslySetInnerHTML={{ __html: prices }} />

      <CtaBand title={page.closingCta.title} text={page.closingCta.text}>
        <CallButton emergency label={page.callLabel} className="h-14 px-7 text-base" />
        <Link to="/contact" className={cn(buttonVariants({ variant: "outlineLight", size: "lg" }), "h-14 px-7 text-base")}>
          {page.quoteLabel}
        </Link>
      </CtaBand>
      <MobileCallBar emergency />
    </>
  );
}
