import { data, Link } from "react-router";
import { CallButton } from "~/components/call-button";
import { MobileCallBar } from "~/components/mobile-call-bar";
import { deferredComponent } from "~/components/deferred-component";
import { SiteImage, siteImagePreloadMeta, siteImageUrl } from "~/components/site-image";
import { buttonVariants } from "~/components/ui/button";
import {
  BUSINESS_AGGREGATE_RATING,
  behindTheScenes,
  contactSection,
  homeFaqIntro,
  homeHero,
  homePage,
  homeProjectsIntro,
  homeServiceCards,
  homeServicesIntro,
  homeStats,
} from "~/content";
import { listFaqEntries } from "~/features/faq/faq.server";
import { HOME_FAQ_SCOPE } from "~/features/faq/scopes";
import { faqStructuredData } from "~/features/faq/structured-data";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { areaServedLd } from "~/features/seo/public-structured-data";
import { roofingContractorLd } from "~/features/seo/structured-data";
import { listHomeProjects } from "~/features/projects/projects.server";
import { projectCard } from "~/features/projects/views.server";
import { aboutView } from "~/features/site/views.server";
import { formatExperience, yearsOfExperience } from "~/lib/experience";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/home";
import { Icon } from "~/components/content-icon";

/** The hero image: in flow on phones, full width from large screens. */
const HERO_IMAGE_SIZES = "(min-width: 1024px) 100vw, calc(100vw - 40px)";

/** Number of projects the home teaser shows. */
const TEASER_PROJECTS = 3;

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a contact form submission made without JavaScript (shown once)
  const [{ leadForm, headers }, siteImages, faq, projects] = await Promise.all([
    readLeadFormState(request),
    siteImageOverrides(request),
    listFaqEntries(HOME_FAQ_SCOPE),
    // docs/product.md#projects-admin: the réalisations 'À la une', else the latest published
    listHomeProjects(TEASER_PROJECTS),
  ]);
  const seo = await publicSeo((site) => ({
    title: homePage.metaTitle,
    description: homePage.metaDescription,
    keywords: homePage.keywords,
    path: "/",
    image: siteImageUrl(site.url, homeHero.image, siteImages),
    jsonLd: [
      roofingContractorLd(site, { image: siteImageUrl(site.url, homeHero.image, siteImages), areaServed: areaServedLd(site) }),
      ...faqStructuredData(faq),
    ],
  }));
  const view = {
    seo,
    // the hero's preload: the photo the owner may have put in its place
    extraMeta: [siteImagePreloadMeta(homeHero.image, HERO_IMAGE_SIZES, siteImages)],
    leadForm,
    hero: homeHero,
    rating: BUSINESS_AGGREGATE_RATING,
    labels: {
      cardLinkLabel: homePage.cardLinkLabel,
      servicesLinkLabel: homePage.servicesLinkLabel,
      teaserLinkLabel: homePage.teaserLinkLabel,
    },
    servicesIntro: homeServicesIntro,
    serviceCards: homeServiceCards,
    projectsIntro: homeProjectsIntro,
    projects: projects.map((project) => projectCard(project)),
    behindTheScenes,
    stats: homeStats,
    about: aboutView(),
    faqIntro: homeFaqIntro,
    faq,
    contact: contactSection,
  };
  return data(view, { headers });
}

type HomeView = Route.ComponentProps["loaderData"];

/** Everything below the hero loads and hydrates when the visitor nears it. */
const BelowTheFold = deferredComponent("home-below-the-fold", () =>
  import("./home/below-the-fold").then((module) => module.HomeBelowTheFold),
);

/** A client-side visit renders the whole page at once: an anchor such as /#about must be there to scroll to. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [view] = await Promise.all([serverLoader(), BelowTheFold.preload()]);
  return view;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

function Hero({ v, years }: { v: HomeView; years: number }) {
  const ratingLabel = `${String(v.rating.ratingValue).replace(".", ",")}/${v.rating.bestRating}`;
  return (
    <section id="accueil" className="relative isolate overflow-hidden bg-ink" aria-labelledby="accueil-title">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(90%_60%_at_100%_0%,rgb(201_106_38/0.22),transparent_70%)] lg:bg-[linear-gradient(90deg,rgb(15_23_36/0.97)_0%,rgb(15_23_36/0.93)_34%,rgb(15_23_36/0.55)_50%,rgb(15_23_36/0.08)_68%,transparent_80%),linear-gradient(0deg,rgb(15_23_36/0.5)_0%,transparent_28%)]"
      />
      <div className="container-page pb-14 pt-8 sm:pb-20 sm:pt-14 lg:pb-20 lg:pt-16">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-copper-500/15 px-3.5 py-1.5 text-sm font-semibold text-copper-200 ring-1 ring-inset ring-copper-400/40">
            <Icon name="Award" className="size-4" />
            {formatExperience(years)}
          </p>
          <h1 id="accueil-title" className="mt-5 text-[2.375rem] font-bold leading-[1.08] text-white sm:text-6xl lg:text-[4rem]">
            {v.hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300 sm:text-xl">{v.hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CallButton label={v.hero.callLabel} className="h-14 px-7 text-base" />
            <Link to="/contact" className={cn(buttonVariants({ variant: "outlineLight", size: "lg" }), "h-14 px-7 text-base")}>
              {v.hero.quoteLabel}
              <Icon name="ArrowRight" />
            </Link>
          </div>
          <ul className="mt-10 grid max-w-xl grid-cols-2 gap-x-6 gap-y-3 text-sm font-medium text-slate-200 sm:text-base">
            {v.hero.claims.map((claim) => (
              <li key={claim} className="flex items-center gap-2.5">
                <span className="grid size-5 shrink-0 place-items-center rounded-full bg-copper-500 text-white">
                  <Icon name="Check" className="size-3" strokeWidth={3} />
                </span>
                {claim}
              </li>
            ))}
          </ul>
          <p className="mt-8 flex items-center gap-2 text-sm text-slate-300">
            <span className="flex text-copper-300" aria-hidden>
              {Array.from({ length: 5 }, (_, i) => (
                <Icon key={i} name="Star" className="size-4 fill-current" />
              ))}
            </span>
            <span>
              <strong className="font-semibold text-white">{ratingLabel}</strong> · {v.rating.reviewCount} avis clients
            </span>
          </p>
        </div>
        {/* In flow on phones (below the call button), the section's background from large screens. */}
        <div className="relative mt-10 aspect-video overflow-hidden rounded-2xl ring-1 ring-white/10 lg:absolute lg:inset-0 lg:-z-20 lg:mt-0 lg:aspect-auto lg:rounded-none lg:ring-0">
          <SiteImage
            image={v.hero.image}
            priority
            sizes={HERO_IMAGE_SIZES}
            className="size-full object-cover lg:object-[right_center]"
          />
        </div>
      </div>
    </section>
  );
}

export default function HomePage({ loaderData: v }: Route.ComponentProps) {
  const years = yearsOfExperience();
  return (
    <>
      <Hero v={v} years={years} />
      <BelowTheFold v={v} years={years} />
      <MobileCallBar />
    </>
  );
}
