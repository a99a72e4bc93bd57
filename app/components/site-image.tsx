import type { LinkDescriptor, MetaDescriptor } from "react-router";
import { behindScenesVideo, imageUrl, IMAGE_WIDTHS, siteImages } from "~/content/images";
import type { ImageKey } from "~/content";
import { cn } from "~/lib/utils";
import { imagePreloadLinks, ResponsiveImage } from "./responsive-image";

/**
 * The one place the public pages draw a content image: pages pass a key from
 * the content data, the manifest (app/content/images.ts) maps it to files.
 * Swapping an illustration for a real photograph never touches a page.
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

/** Absolute URL of an image's largest file, for social cards and structured data. */
export function siteImageUrl(origin: string, image: ImageKey): string {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${origin}${imageUrl(image, widest, "webp")}`;
}

/** `links` descriptors preloading a priority image (same `sizes` as its SiteImage). */
export function siteImagePreloadLinks(image: ImageKey, sizes = "100vw"): LinkDescriptor[] {
  return imagePreloadLinks(image, sizes);
}

/** The same preload as a `meta` descriptor, for pages whose image depends on the URL (links get no data). */
export function siteImagePreloadMeta(image: ImageKey, sizes = "100vw"): MetaDescriptor {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: siteImages[image].sources.avif,
    imageSizes: sizes,
    fetchPriority: "high",
  };
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
