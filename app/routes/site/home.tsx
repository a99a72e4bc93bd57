import { data, Link } from "react-router";
import { AboutSection } from "~/components/about-section";
import { CallButton } from "~/components/call-button";
import { ContactSection } from "~/components/contact-section";
import { FaqAccordion } from "~/components/faq-accordion";
import { ProjectCard } from "~/components/project-card";
import { ServiceCard } from "~/components/service-card";
import { SiteImage, siteImagePreloadLinks, siteImageUrl, SiteVideo } from "~/components/site-image";
import { StatBand, statsWithExperience } from "~/components/stat-band";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section";
import {
  BUSINESS_AGGREGATE_RATING,
  behindTheScenes,
  contactSection,
  homeFaq,
  homeFaqIntro,
  homeHero,
  homePage,
  homeProjectsIntro,
  homeServiceCards,
  homeServicesIntro,
  homeStats,
  projects,
} from "~/content";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { areaServedLd } from "~/features/seo/public-structured-data";
import { faqPageLd, roofingContractorLd } from "~/features/seo/structured-data";
import { aboutView, projectCard } from "~/features/site/views.server";
import { formatExperience, yearsOfExperience } from "~/lib/experience";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/home";
import { Icon } from "~/components/content-icon";

/** Number of projects the home teaser shows. */
const TEASER_PROJECTS = 3;

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a contact form submission made without JavaScript (shown once)
  const { leadForm, headers } = await readLeadFormState(request);
  const seo = publicSeo((site) => ({
    title: homePage.metaTitle,
    description: homePage.metaDescription,
    keywords: homePage.keywords,
    path: "/",
    image: siteImageUrl(site.url, homeHero.image),
    jsonLd: [
      roofingContractorLd(site, { image: siteImageUrl(site.url, homeHero.image), areaServed: areaServedLd(site) }),
      faqPageLd(homeFaq),
    ],
  }));
  const view = {
    seo,
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
    projects: projects.slice(0, TEASER_PROJECTS).map(projectCard),
    behindTheScenes,
    stats: homeStats,
    about: aboutView(),
    faqIntro: homeFaqIntro,
    faq: homeFaq,
    contact: contactSection,
  };
  return data(view, { headers });
}

type HomeView = Route.ComponentProps["loaderData"];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

/** The hero image: in flow on phones, full width from large screens. */
const HERO_IMAGE_SIZES = "(min-width: 1024px) 100vw, calc(100vw - 40px)";

export const links: Route.LinksFunction = () => siteImagePreloadLinks("hero", HERO_IMAGE_SIZES);

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
          <h1
            id="accueil-title"
            className="mt-5 text-[2.375rem] font-bold leading-[1.08] text-white sm:text-6xl lg:text-[4rem]"
          >
            {v.hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300 sm:text-xl">{v.hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CallButton label={v.hero.callLabel} className="h-14 px-7 text-base" />
            <Link
              to="/contact"
              className={cn(buttonVariants({ variant: "outlineLight", size: "lg" }), "h-14 px-7 text-base")}
            >
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

function ServicesTeaser({ v }: { v: HomeView }) {
  return (
    <Section id="services" aria-labelledby="services-title">
      <SectionTitle
        eyebrow="Savoir-faire"
        title={<span id="services-title">{v.servicesIntro.title}</span>}
        intro={v.servicesIntro.text}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {v.serviceCards.map((card, index) => (
          <li
            key={card.slug}
            className={cn(
              "flex",
              index < 3 ? "lg:col-span-2" : "lg:col-span-3",
              index === 4 && "sm:col-span-2 lg:col-span-3",
            )}
          >
            <ServiceCard service={card} linkLabel={v.labels.cardLinkLabel} wide={index >= 3} className="w-full" />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/services" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {v.labels.servicesLinkLabel}
          <Icon name="ArrowRight" />
        </Link>
      </div>
    </Section>
  );
}

function ProjectsTeaser({ v }: { v: HomeView }) {
  return (
    <Section id="realisations" tone="muted" aria-labelledby="realisations-title">
      <div className="mb-12 flex flex-col gap-6 md:flex-row md:items-end md:justify-between [&>div]:mb-0">
        <SectionTitle
          eyebrow="Chantiers récents"
          title={<span id="realisations-title">{v.projectsIntro.title}</span>}
          intro={v.projectsIntro.text}
          align="left"
        />
        <Link
          to="/realisations"
          className={cn(buttonVariants({ variant: "outline", size: "lg" }), "shrink-0 self-start md:self-auto")}
        >
          {v.labels.teaserLinkLabel}
          <Icon name="ArrowRight" />
        </Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {v.projects.map((project) => (
          <li key={project.slug} className="flex">
            <ProjectCard project={project} linkLabel="Voir le projet" className="w-full" />
          </li>
        ))}
      </ul>

      <div className="mt-20 rounded-3xl bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-200/80 sm:p-8 lg:p-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
          <div className="flex flex-col">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-copper-700">Coulisses</p>
            <h3 className="mt-3 text-2xl font-bold sm:text-3xl">{v.behindTheScenes.title}</h3>
            <p className="mt-4 leading-relaxed text-slate-600">{v.behindTheScenes.text}</p>
            <div className="mt-8 grid grid-cols-2 gap-4 lg:mt-auto lg:pt-8">
              {v.behindTheScenes.images.map((image) => (
                <figure key={image.key}>
                  <div className="aspect-square overflow-hidden rounded-xl bg-slate-200">
                    <SiteImage
                      image={image.key}
                      sizes="(min-width: 1024px) 240px, 50vw"
                      className="size-full object-cover"
                    />
                  </div>
                  <figcaption className="mt-2 text-sm leading-snug text-slate-600">{image.caption}</figcaption>
                </figure>
              ))}
            </div>
          </div>
          <figure className="flex flex-col">
            <div className="overflow-hidden rounded-2xl bg-ink shadow-lg">
              <SiteVideo title={v.behindTheScenes.video.title} className="h-auto w-full" />
            </div>
            <figcaption className="mt-3">
              <span className="block font-semibold text-ink">{v.behindTheScenes.video.title}</span>
              <span className="text-sm text-slate-600">{v.behindTheScenes.video.description}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </Section>
  );
}

function Stats({ v, years }: { v: HomeView; years: number }) {
  const stats = statsWithExperience(v.stats, years);
  return (
    <section aria-label="Nos chiffres clés" className="relative isolate overflow-hidden bg-ink py-14 sm:py-20">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_100%_at_50%_100%,rgb(201_106_38/0.18),transparent_70%)]"
      />
      <div className="container-page">
        <StatBand stats={stats} />
      </div>
    </section>
  );
}

function Faq({ v }: { v: HomeView }) {
  return (
    <Section tone="muted" aria-labelledby="faq-title">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-copper-700">FAQ</p>
          <h2 id="faq-title" className="text-3xl font-bold sm:text-4xl">
            {v.faqIntro.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{v.faqIntro.text}</p>
          <a href="#contact" className={cn(buttonVariants({ variant: "dark", size: "lg" }), "mt-6")}>
            {v.faqIntro.contactLinkLabel}
            <Icon name="ArrowRight" />
          </a>
        </div>
        <FaqAccordion items={v.faq} />
      </div>
    </Section>
  );
}

export default function HomePage({ loaderData: v }: Route.ComponentProps) {
  const years = yearsOfExperience();
  return (
    <>
      <Hero v={v} years={years} />
      <ServicesTeaser v={v} />
      <ProjectsTeaser v={v} />
      <Stats v={v} years={years} />
      <AboutSection view={v.about} />
      <Faq v={v} />
      <ContactSection tone="white" labels={v.contact} formState={v.leadForm} />
    </>
  );
}
