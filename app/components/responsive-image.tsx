import type { LinkDescriptor } from "react-router";
import { siteImages, type ImageKey } from "~/content/images";

/**
 * A manifest image as <picture>: AVIF then WebP sources with srcset/sizes, and
 * an <img> carrying width/height (the browser reserves the box: no layout
 * shift). Lazy by default; `priority` for the LCP image (eager + high priority,
 * pair it with `imagePreloadLinks` in the route's `links`).
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: { image: ImageKey; sizes: string; priority?: boolean; className?: string }) {
  const img = siteImages[image];
  return (
    <picture>
      <source type="image/avif" srcSet={img.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={img.sources.webp} sizes={sizes} />
      <img
        src={img.fallback}
        alt={img.alt}
        width={img.width}
        height={img.height}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={className ?? "h-auto w-full object-cover"}
      />
    </picture>
  );
}

/** `links` descriptor preloading the AVIF of a priority image (same srcset/sizes as the <picture>). */
export function imagePreloadLinks(key: ImageKey, sizes = "100vw"): LinkDescriptor[] {
  const img = siteImages[key];
  return [{ rel: "preload", as: "image", type: "image/avif", imageSrcSet: img.sources.avif, imageSizes: sizes }];
}
