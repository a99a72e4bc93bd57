import type { FeatureCard, ImageKey } from "~/content";
import { experienceStatLabel, yearsOfExperience } from "~/lib/experience";
import { FeatureGrid } from "./feature-grid";
import { IconTile } from "./icon-tile";
import { SiteImage } from "./site-image";
import { Section } from "./ui/section";

export interface AboutView {
  about: {
    title: string;
    paragraphs: readonly string[];
    image: ImageKey;
    certificationsTitle: string;
    valuesTitle: string;
  };
  certifications: readonly FeatureCard[];
  values: readonly FeatureCard[];
}

/** About the business (anchor `about`): story, three certifications, three values. */
export function AboutSection({
  view,
  className,
  tone = "white",
}: {
  view: AboutView;
  className?: string;
  tone?: "white" | "muted";
}) {
  const { about, certifications, values } = view;
  const years = yearsOfExperience();
  return (
    <Section id="about" tone={tone} className={className} aria-labelledby="about-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="relative">
          <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-slate-200 shadow-xl lg:aspect-[4/5]">
            <SiteImage image={about.image} sizes="(min-width: 1024px) 600px, 100vw" className="size-full object-cover" />
          </div>
          <div className="absolute -bottom-6 right-4 rounded-2xl bg-white px-6 py-5 shadow-[var(--shadow-card-hover)] ring-1 ring-slate-200 sm:right-8">
            <p className="text-3xl font-bold tracking-tight text-copper-700 tabular-nums">{years}</p>
            <p className="text-sm font-medium text-slate-600">{experienceStatLabel(years)}</p>
          </div>
        </div>
        <div>
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-copper-700">À propos</p>
          <h2 id="about-title" className="text-3xl font-bold sm:text-4xl">
            {about.title}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-10 text-sm font-semibold uppercase tracking-[0.14em] text-slate-500">{about.certificationsTitle}</h3>
          <ul className="mt-5 space-y-5">
            {certifications.map((item) => (
              <li key={item.title} className="flex gap-4">
                <IconTile icon={item.icon} size="sm" />
                <div>
                  <h4 className="font-semibold text-ink">{item.title}</h4>
                  <p className="mt-1 text-slate-600">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-20">
        <h3 className="mb-8 text-center text-2xl font-bold">{about.valuesTitle}</h3>
        <FeatureGrid items={values} itemHeading="h4" />
      </div>
    </Section>
  );
}
