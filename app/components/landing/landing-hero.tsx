import { ResponsiveImage } from "~/components/responsive-image";
import type { ImageKey, LandingHero as LandingHeroContent } from "~/content";
import { CallButton, QuoteLink } from "./actions";
import { RatingCard } from "./rating";
import { frenchSpacing } from "./typography";

/** Id of the hero's buttons; the mobile call bar appears once they scroll out of view. */
export const HERO_ACTIONS_ID = "landing-hero-actions";

/** `sizes` of the hero illustration, shared with its preload link (`imagePreloadLinks(key, HERO_IMAGE_SIZES)`). */
export const HERO_IMAGE_SIZES = "(min-width: 1280px) 560px, (min-width: 1024px) 45vw, (min-width: 640px) 576px, 100vw";

/** Splits the title around its emphasised part (a substring of it). */
export function splitHighlight(title: string, highlight: string): [string, string, string] {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (at < 0) return [title, "", ""];
  return [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}

/**
 * The campaign hero: offer, call button and 'Demander un devis' within the
 * first screen on a phone, illustration with the 4,9/5 rating beside it.
 */
export function LandingHero({ hero, image }: { hero: LandingHeroContent; image: ImageKey }) {
  const [before, highlight, after] = splitHighlight(hero.title, hero.highlight);
  return (
    <section aria-labelledby="landing-title" className="relative isolate overflow-hidden bg-ink">
      {/* decorative light: a warm glow and a faint standing-seam pattern */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(201_106_38/0.28),transparent_60%),radial-gradient(40rem_30rem_at_-10%_110%,rgb(148_163_184/0.14),transparent_60%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:repeating-linear-gradient(90deg,#fff_0_1px,transparent_1px_72px)] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />
      <div className="container-page grid items-center gap-10 pb-24 pt-9 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:pb-32 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/[0.06] px-3 py-1.5 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-copper-300 ring-1 ring-white/10 sm:text-xs">
            <span aria-hidden className="size-1.5 rounded-full bg-copper-400" />
            {hero.eyebrow}
          </p>
          <h1 id="landing-title" className="mt-5 text-[2.05rem] font-bold leading-[1.08] text-white sm:text-5xl lg:text-[3.4rem]">
            {frenchSpacing(before)}
            {highlight ? <span className="text-copper-300">{frenchSpacing(highlight)}</span> : null}
            {frenchSpacing(after)}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-slate-300 sm:text-lg">{frenchSpacing(hero.subtitle)}</p>
          <div id={HERO_ACTIONS_ID} className="mt-7 flex flex-col gap-3 sm:mt-9 sm:flex-row sm:flex-wrap">
            <CallButton className="h-13 text-base shadow-lg" />
            <QuoteLink variant="outlineLight" className="h-13 text-base" />
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div
            aria-hidden
            className="absolute -inset-3 -z-10 rounded-[1.75rem] bg-gradient-to-br from-copper-500/30 via-transparent to-slate-400/10 blur-sm"
          />
          <ResponsiveImage
            image={image}
            priority
            sizes={HERO_IMAGE_SIZES}
            className="block aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl ring-1 ring-white/10"
          />
          <RatingCard className="absolute -bottom-6 left-4 sm:-left-6" />
        </div>
      </div>
    </section>
  );
}
