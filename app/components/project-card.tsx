import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { Picture, type ResolvedImage } from "./responsive-image";
import { Badge } from "./ui/badge";
import { Icon } from "~/components/content-icon";

/** A réalisation's card: `date` as displayed ('Mars 2024'), `image` its first photo (none: a plain tile). */
export interface ProjectCardData {
  slug: string;
  title: string;
  location: string;
  date: string;
  category: string;
  description: string;
  image: ResolvedImage | null;
}

/** Where and when a project was done, each with its icon (card and detail page). */
export function ProjectPlaceAndDate({ project }: { project: { location: string; date: string } }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="MapPin" className="size-4 text-copper-600" />
        {project.location}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="CalendarDays" className="size-4 text-copper-600" />
        {project.date}
      </span>
    </>
  );
}

/** A project (réalisation) teaser; the whole card links to the project. */
export function ProjectCard({
  project,
  linkLabel,
  className,
  headingLevel: Heading = "h3",
}: {
  project: ProjectCardData;
  linkLabel: string;
  className?: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)] transition-all duration-300 hover:-translate-y-0.5 hover:shadow-[var(--shadow-card-hover)] has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-copper-500 has-[a:focus-visible]:ring-offset-2",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-200">
        {project.image ? (
          <Picture
            image={project.image}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="bg-slate-200 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        <Badge className="absolute left-4 top-4 bg-white/95 text-ink shadow-sm backdrop-blur">{project.category}</Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <ProjectPlaceAndDate project={project} />
        </p>
        <Heading className="mt-3 text-xl font-semibold">
          <Link to={`/realisations/${project.slug}`} className="outline-none after:absolute after:inset-0">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 leading-relaxed text-slate-600">{project.description}</p>
        <span aria-hidden className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-copper-700">
          {linkLabel}
          <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
