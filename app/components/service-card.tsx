import { Link } from "react-router";
import type { ContentIcon, ImageKey } from "~/content";
import { cn } from "~/lib/utils";
import { CheckList } from "./check-list";
import { IconTile } from "./icon-tile";
import { SiteImage } from "./site-image";
import { Badge } from "./ui/badge";
import { Icon } from "~/components/content-icon";

export interface ServiceCardData {
  href: string;
  title: string;
  description: string;
  features: readonly string[];
  icon: ContentIcon;
  image: ImageKey;
  badge?: string;
}

/** A service teaser: image, icon, optional badge, title, text, features; the whole card links to the service. */
export function ServiceCard({
  service,
  linkLabel,
  className,
  wide = false,
}: {
  service: ServiceCardData;
  linkLabel: string;
  className?: string;
  /** Image beside the text on large screens (for cards spanning a wider column). */
  wide?: boolean;
}) {
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden",
        wide && "lg:flex-row",
        " rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)] transition-all duration-300 hover:-translate-y-0.5 hover:shadow-[var(--shadow-card-hover)] has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-copper-500 has-[a:focus-visible]:ring-offset-2",
        className,
      )}
    >
      <div
        className={cn("relative aspect-[16/10] overflow-hidden bg-slate-200", wide && "lg:aspect-auto lg:w-[44%] lg:shrink-0")}
      >
        <SiteImage
          image={service.image}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div aria-hidden className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-ink/50 to-transparent" />
        {service.badge ? (
          <Badge className="absolute left-4 top-4 bg-white/95 text-ink shadow-sm backdrop-blur">{service.badge}</Badge>
        ) : null}
      </div>
      <div className={cn("relative flex flex-1 flex-col p-6 pt-0", wide && "lg:p-8")}>
        <IconTile icon={service.icon} tone="solid" className={cn("-mt-6 ring-4 ring-white", wide && "lg:mt-0")} />
        <h3 className="mt-4 text-xl font-semibold">
          <Link to={service.href} className="outline-none after:absolute after:inset-0">
            {service.title}
          </Link>
        </h3>
        <p className="mt-2 leading-relaxed text-slate-600">{service.description}</p>
        <CheckList items={service.features} size="sm" className="mt-5" />
        <span
          aria-hidden
          className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-copper-700 transition-colors group-hover:text-copper-800"
        >
          {linkLabel}
          <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
