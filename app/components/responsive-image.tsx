import { useRouteLoaderData, type LinkDescriptor } from "react-router";
import { siteImages, type ImageKey, type ResolvedImage } from "~/content/images";
import type { RootData } from "~/lib/use-site";

export type { ResolvedImage };

/** A generated illustration of the manifest, its alt text from the manifest unless one is given. */
export function illustration(key: ImageKey, alt?: string): ResolvedImage {
  const image = siteImages[key];
  return {
    src: image.fallback,
    alt: alt ?? image.alt,
    width: image.width,
    height: image.height,
    avifSrcSet: image.sources.avif,
    webpSrcSet: image.sources.webp,
  };
}

/**
 * An image as <picture>: AVIF then WebP sources with srcset/sizes, and an
 * <img> carrying width/height (the browser reserves the box: no layout
 * shift). Lazy by default; `priority` for the LCP image (eager + high
 * priority, pair it with a preload link). A media file without variants (a
 * GIF) is its plain <img>.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ResolvedImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {image.avifSrcSet ? <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} /> : null}
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={className ?? "h-auto w-full object-cover"}
      />
    </picture>
  );
}

/** The image a page shows for a key: the owner's photo when he replaced it (docs/product.md#site-images), else the illustration. */
export function useSiteImage(key: ImageKey): ResolvedImage {
  // no root data on the root error page: the illustration
  return (useRouteLoaderData("root") as RootData | undefined)?.siteImages[key] ?? illustration(key);
}

/** A content image by key: the generated illustration, or the photo the owner put in its place. */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ImageKey;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return <Picture image={useSiteImage(image)} sizes={sizes} priority={priority} className={className} />;
}

/** `links` descriptor preloading the AVIF of a priority image (same srcset/sizes as the <picture>). */
export function imagePreloadLinks(key: ImageKey, sizes = "100vw"): LinkDescriptor[] {
  const img = siteImages[key];
  return [{ rel: "preload", as: "image", type: "image/avif", imageSrcSet: img.sources.avif, imageSizes: sizes }];
}
