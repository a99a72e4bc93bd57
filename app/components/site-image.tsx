import type { LinkDescriptor, MetaDescriptor } from "react-router";
import { behindScenesVideo, imageUrl, IMAGE_WIDTHS, type ResolvedImage, type SiteImageOverrides } from "~/content/images";
import type { ImageKey } from "~/content";
import { cn } from "~/lib/utils";
import { illustration, imagePreloadLinks, ResponsiveImage } from "./responsive-image";

/**
 * The one place the public pages draw a content image: pages pass a key from
 * the content data, the manifest (app/content/images.ts) maps it to files.
 * Swapping an illustration for a real photograph never touches a page: the
 * owner does it from the admin ('Images du site', docs/product.md#site-images),
 * and the root loader hands the replaced ones to every page.
 */
export function SiteImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ImageKey;
  /** The image's rendered width, for the browser to pick a file (`(min-width: 1024px) 400px, 100vw`). */
  sizes: string;
  /** Above the fold: eager, high priority; preload it with `siteImagePreloadLinks`. */
  priority?: boolean;
  /** Classes of the <img> (size it with the parent: `size-full object-cover`). */
  className?: string;
}) {
  return <ResponsiveImage image={image} sizes={sizes} priority={priority} className={cn("bg-slate-200", className)} />;
}

/**
 * Absolute URL of an image's largest file, for social cards and structured
 * data: the owner's photo (its original) when he replaced the image.
 */
export function siteImageUrl(origin: string, image: ImageKey, overrides: SiteImageOverrides = {}): string {
  const photo = overrides[image];
  if (photo) return /^https?:\/\//.test(photo.src) ? photo.src : `${origin}${photo.src}`;
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${origin}${imageUrl(image, widest, "webp")}`;
}

/**
 * `links` descriptors preloading a priority illustration (same `sizes` as its
 * SiteImage). Only for an image the owner cannot replace: links get no data,
 * so they would preload the illustration in place of his photo.
 */
export function siteImagePreloadLinks(image: ImageKey, sizes = "100vw"): LinkDescriptor[] {
  return imagePreloadLinks(image, sizes);
}

/**
 * The preload of a priority image as a `meta` descriptor, built by the page's
 * loader (`extraMeta`): the owner's photo when he replaced the image (the
 * overrides come from `siteImageOverrides(request)`), else the illustration.
 * Links get no data, so they could only preload the illustration. Same
 * `sizes` as its SiteImage.
 */
export function siteImagePreloadMeta(image: ImageKey, sizes = "100vw", overrides: SiteImageOverrides = {}): MetaDescriptor {
  const shown: ResolvedImage = overrides[image] ?? illustration(image);
  const preload = { tagName: "link", rel: "preload", as: "image", fetchPriority: "high" };
  // a photo's variants are AVIF and WebP like the illustrations'; one without (a GIF) is preloaded as it is
  return shown.avifSrcSet
    ? { ...preload, type: "image/avif", imageSrcSet: shown.avifSrcSet, imageSizes: sizes }
    : { ...preload, href: shown.src };
}

/**
 * The behind-the-scenes clip: native controls, nothing downloaded before the
 * visitor presses play (`preload="none"`), the poster meanwhile; WebM first,
 * MP4 for Safari. Its size is fixed (no layout shift).
 */
export function SiteVideo({ title, className }: { title: string; className?: string }) {
  const v = behindScenesVideo;
  return (
    <video
      controls
      preload="none"
      playsInline
      muted
      poster={v.poster}
      width={v.width}
      height={v.height}
      aria-label={title}
      style={{ aspectRatio: `${v.width} / ${v.height}` }}
      className={cn("bg-ink", className)}
    >
      <source src={v.webm} type="video/webm" />
      <source src={v.mp4} type="video/mp4" />
    </video>
  );
}
