import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** `sizes` of the hero image (use it when preloading). */
export const PAGE_HERO_IMAGE_SIZES = "(min-width: 1024px) 62vw, calc(100vw - 40px)";

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
  size = "md",
  className,
}: {
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  /** `<PageHeroImage image="…" />` (kept out of this module so pages without an image load no image code). */
  image?: ReactNode;
  /** Buttons or claims under the intro. */
  children?: ReactNode;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const padding = {
    sm: "pb-12 pt-8 sm:pb-16 sm:pt-10",
    md: "pb-14 pt-8 sm:pb-20 sm:pt-10",
    lg: "pb-16 pt-8 sm:pb-24 sm:pt-12",
  }[size];
  return (
    <section className={cn("relative isolate overflow-hidden bg-ink text-slate-300", className)}>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(70%_90%_at_85%_0%,rgb(201_106_38/0.22),transparent_65%)]"
      />
      {image ? (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 hidden bg-[linear-gradient(90deg,var(--color-ink)_0%,var(--color-ink)_38%,rgb(15_23_36/0.97)_41%,rgb(15_23_36/0.9)_45%,rgb(15_23_36/0.76)_50%,rgb(15_23_36/0.55)_56%,rgb(15_23_36/0.33)_62%,rgb(15_23_36/0.15)_69%,rgb(15_23_36/0.04)_76%,transparent_82%)] lg:block"
        />
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 opacity-[0.06] [background-image:repeating-linear-gradient(90deg,#fff_0_1px,transparent_1px_72px)]"
        />
      )}
      <div className={cn("container-page", padding)}>
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} className="mb-8 sm:mb-12" /> : null}
        <div>
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
          {image ? (
            // In flow under the text on phones; the right half of the panel from large screens.
            <div className="mt-10 aspect-video overflow-hidden rounded-2xl ring-1 ring-white/10 lg:absolute lg:inset-y-0 lg:right-0 lg:-z-20 lg:mt-0 lg:aspect-auto lg:w-[62%] lg:rounded-none lg:ring-0">
              {image}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
