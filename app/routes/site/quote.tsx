import { data } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CallButton } from "~/components/call-button";
import { Icon } from "~/components/content-icon";
import { FeatureGrid } from "~/components/feature-grid";
import { PAGE_HERO_IMAGE_SIZES, PageHero } from "~/components/page-hero";
import { PageHeroImage } from "~/components/page-hero-image";
import { siteImagePreloadMeta } from "~/components/site-image";
import { Section, SectionTitle } from "~/components/ui/section";
import { formatOpeningHours } from "~/config/site";
import { quotePage, quotePageLabels, quoteSellingPoints, quoteWhyChooseUs } from "~/content";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { QuoteForm } from "~/features/leads/quote-form";
import { metaFromLoader } from "~/features/seo/page-meta";
import { currentSite, publicSeo } from "~/features/seo/page-seo.server";
import { repairPricesMarkup } from "~/features/business-settings/public/repair-prices-markup.server";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import { webPageLd } from "~/features/seo/public-structured-data";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/quote";

const BREADCRUMBS = crumbs({ name: "Devis gratuit", path: "/devis-gratuit" });

const HERO_IMAGE = "service-conseil-expertise" as const;

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a submission made without JavaScript (shown once)
  const [{ leadForm, headers }, siteImages] = await Promise.all([readLeadFormState(request), siteImageOverrides(request)]);
  const seo = await publicSeo((site) => ({
    title: quotePage.metaTitle,
    description: quotePage.metaDescription,
    keywords: quotePage.keywords,
    path: "/devis-gratuit",
    jsonLd: [
      webPageLd(site, "ContactPage", {
        name: quotePageLabels.formTitle,
        description: quotePage.metaDescription,
        path: "/devis-gratuit",
      }),
      breadcrumbLd(site.url, BREADCRUMBS),
    ],
  }));
  const view = {
    seo,
    // the hero's preload: the photo the owner may have put in its place
    extraMeta: [siteImagePreloadMeta(HERO_IMAGE, PAGE_HERO_IMAGE_SIZES, siteImages)],
    leadForm,
    page: { hero: quotePage.hero, whyChooseUsTitle: quotePage.whyChooseUsTitle },
    labels: quotePageLabels,
    sellingPoints: quoteSellingPoints,
    why: quoteWhyChooseUs,
    // docs/product.md#repair-prices: server markup, '' while no price is given
    prices: repairPricesMarkup(await currentSite()),
  };
  return data(view, { headers });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { page, labels, sellingPoints, why } = loaderData;
  const site = useSite();
  return (
    <>
      <PageHero
        breadcrumbs={BREADCRUMBS}
        image={<PageHeroImage image={HERO_IMAGE} />}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
      >
        <ul className="grid max-w-xl grid-cols-2 gap-3">
          {sellingPoints.map((point) => (
            <li
              key={point.label}
              className="flex items-center gap-3 rounded-xl bg-white/[0.06] px-4 py-3 text-sm font-medium text-white ring-1 ring-inset ring-white/10 sm:text-base"
            >
              <Icon name={point.icon} className="size-5 shrink-0 text-copper-300" />
              {point.label}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section tone="muted" aria-labelledby="quote-form-title" className="py-12 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <div className="rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
            <h2 id="quote-form-title" className="text-3xl font-bold">
              {labels.formTitle}
            </h2>
            <p className="mt-2 text-slate-600">{labels.formIntro}</p>
            <div className="mt-8">
              <QuoteForm state={loaderData.leadForm} title={null} />
            </div>
          </div>
          <aside aria-label={labels.asideTitle} className="grid content-start gap-6 lg:sticky lg:top-28 lg:self-start">
            {/* the copper glow is the box's own background: a layer of its own, under the text, hid the text's colours from contrast checkers */}
            <div className="overflow-hidden rounded-[var(--radius-card)] bg-ink bg-[radial-gradient(90%_70%_at_100%_0%,rgb(201_106_38/0.3),transparent_70%)] p-6 shadow-xl sm:p-8">
              <h2 className="text-xl font-semibold text-white">{labels.asideTitle}</h2>
              <p className="mt-2 text-slate-300">{labels.asideText}</p>
              <CallButton label="Appeler" className="mt-6 w-full" />
              <ul className="mt-6 space-y-2 text-sm text-slate-300">
                {site.openingHours.map((h) => (
                  <li key={h.days + h.opens} className="flex items-center gap-2">
                    <Icon name="Clock" className="size-4 text-copper-300" />
                    {formatOpeningHours(h)}
                  </li>
                ))}
              </ul>
            </div>
            <p className="flex gap-3 rounded-[var(--radius-card)] bg-white p-5 text-sm text-slate-700 ring-1 ring-slate-200">
              <Icon name="ShieldCheck" className="size-5 shrink-0 text-copper-600" />
              {labels.assurance}
            </p>
          </aside>
        </div>
      </Section>

      <div dangerouslySetInnerHTML={{ __html: loaderData.prices }} />

      <Section aria-labelledby="why-title">
        <SectionTitle
          eyebrow="Nos atouts"
          title={<span id="why-title">{page.whyChooseUsTitle}</span>}
          intro={labels.whyChooseUsIntro}
        />
        <FeatureGrid items={why} />
      </Section>
    </>
  );
}
