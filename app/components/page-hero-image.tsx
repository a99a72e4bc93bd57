import type { ImageKey } from "~/content";
import { PAGE_HERO_IMAGE_SIZES } from "./page-hero";
import { SiteImage } from "./site-image";

/** The image of a PageHero: the page's LCP candidate, eager and preloaded by the page. */
export function PageHeroImage({ image }: { image: ImageKey }) {
  return <SiteImage image={image} priority sizes={PAGE_HERO_IMAGE_SIZES} className="size-full object-cover" />;
}
