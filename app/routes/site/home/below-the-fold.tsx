import { Link } from "react-router";
import { AboutSection, type AboutView } from "~/components/about-section";
import { Icon } from "~/components/content-icon";
import { FaqAccordion } from "~/components/faq-accordion";
import { ProjectCard, type ProjectCardData } from "~/components/project-card";
import { ServiceCard } from "~/components/service-card";
import { SiteImage, SiteVideo } from "~/components/site-image";
import { StatBand, statsWithExperience } from "~/components/stat-band";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section";
import type { ContactSectionLabels, FaqEntry, HomeServiceCard, HomeStat, ImageKey } from "~/content";
import { ContactSection } from "~/features/leads/contact-section";
import type { LeadFormState } from "~/features/leads/form-state";
import { cn } from "~/lib/utils";

interface SectionIntro {
  title: string;
  text: string;
}

/** What this part of the page shows: the home loader's data (../home.tsx) has it. */
export interface BelowTheFoldView {
  labels: { cardLinkLabel: string; servicesLinkLabel: string; teaserLinkLabel: string };
  servicesIntro: SectionIntro;
  serviceCards: readonly HomeServiceCard[];
  projectsIntro: SectionIntro;
  projects: readonly ProjectCardData[];
  behindTheScenes: SectionIntro & {
    images: readonly { key: ImageKey; caption: string }[];
    video: { title: string; description: string };
  };
  stats: readonly HomeStat[];
  about: AboutView;
  faqIntro: SectionIntro & { contactLinkLabel: string };
  faq: readonly FaqEntry[];
  contact: ContactSectionLabels;
  leadForm: LeadFormState | null;
}

/**
 * The home page below its hero: services, projects, figures, about, FAQ and
 * contact. Its code loads and hydrates when the visitor nears it
 * (deferredComponent in ../home.tsx); the server renders it in full.
 */
export function HomeBelowTheFold({ v, years }: { v: BelowTheFoldView; years: number }) {
  return (
    <>
      <ServicesTeaser v={v} />
      <ProjectsTeaser v={v} />
      <Stats v={v} years={years} />
      <AboutSection view={v.about} />
      <Faq v={v} />
      <ContactSection tone="white" labels={v.contact} formState={v.leadForm} />
    </>
  );
}

function ServicesTeaser({ v }: { v: BelowTheFoldView }) {
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
            className={cn("flex", index < 3 ? "lg:col-span-2" : "lg:col-span-3", index === 4 && "sm:col-span-2 lg:col-span-3")}
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

function ProjectsTeaser({ v }: { v: BelowTheFoldView }) {
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
                    <SiteImage image={image.key} sizes="(min-width: 1024px) 240px, 50vw" className="size-full object-cover" />
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

function Stats({ v, years }: { v: BelowTheFoldView; years: number }) {
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

function Faq({ v }: { v: BelowTheFoldView }) {
  if (v.faq.length === 0) return null;
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
