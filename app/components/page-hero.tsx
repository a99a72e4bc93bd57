import type { ReactNode } from "react";
import type { ImageKey } from "~/content";
import { cn } from "~/lib/utils";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { SiteImage } from "./site-image";

/**
 * The top of every inner page: dark zinc panel, breadcrumb, eyebrow, the
 * page's h1 and intro, optional actions and an optional background image.
 */
export function PageHero({
  title,
  intro,
  eyebrow,
  breadcrumbs,
  image,
  children,
  aside,
  size = "md",
  className,
}: {
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  image?: ImageKey;
  /** Buttons or claims under the intro. */
  children?: ReactNode;
  /** Right-hand column on large screens (a card, a form…). */
  aside?: ReactNode;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const padding = { sm: "pb-12 pt-8 sm:pb-16 sm:pt-10", md: "pb-14 pt-8 sm:pb-20 sm:pt-10", lg: "pb-16 pt-8 sm:pb-24 sm:pt-12" }[size];
  return (
    <section className={cn("relative isolate overflow-hidden bg-ink text-slate-300", className)}>
      {image ? (
        <>
          <SiteImage image={image} priority sizes="100vw" className="absolute inset-0 -z-20 size-full object-cover" />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/90 to-ink/55 max-lg:bg-gradient-to-b max-lg:from-ink/85 max-lg:via-ink/90 max-lg:to-ink"
          />
        </>
      ) : (
        <>
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(70%_90%_at_85%_0%,rgb(201_106_38/0.22),transparent_65%)]"
          />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 opacity-[0.06] [background-image:repeating-linear-gradient(90deg,#fff_0_1px,transparent_1px_72px)]"
          />
        </>
      )}
      <div className={cn("container-page", padding)}>
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} className="mb-8 sm:mb-12" /> : null}
        <div className={cn(aside ? "grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16" : "")}>
          <div className="max-w-3xl">
            {eyebrow ? (
              <p className="mb-4 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-copper-300">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="text-4xl font-bold leading-[1.1] text-white sm:text-5xl lg:text-[3.5rem]">{title}</h1>
            {intro ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{intro}</p> : null}
            {children ? <div className="mt-8">{children}</div> : null}
          </div>
          {aside}
        </div>
      </div>
    </section>
  );
}
