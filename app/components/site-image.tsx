import { imageAlts, type ImageKey } from "~/content";
import { cn } from "~/lib/utils";

/**
 * The one place the public pages draw a content image. Pages pass a key from
 * the content data; swapping illustrations for real photographs only changes
 * the manifest behind this component.
 *
 * TEMPORARY: the generated image manifest (app/content/images.ts and
 * ResponsiveImage) is not on main yet; until it lands this draws a neutral
 * zinc placeholder with the image's alternative text.
 */
export function SiteImage({
  image,
  className,
  priority: _priority = false,
  sizes: _sizes,
}: {
  image: ImageKey;
  /** Classes of the image element (size it with the parent: `size-full object-cover`). */
  className?: string;
  /** Above the fold: eager, high priority, preloaded by the page. */
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <div
      role="img"
      aria-label={imageAlts[image]}
      className={cn(
        "bg-[linear-gradient(135deg,#3b4450_0%,#6b7681_45%,#9aa3aa_70%,#5b6168_100%)] bg-cover",
        "[background-image:repeating-linear-gradient(90deg,rgb(255_255_255/0.06)_0_2px,transparent_2px_56px),linear-gradient(135deg,#3b4450_0%,#6b7681_45%,#9aa3aa_70%,#5b6168_100%)]",
        className,
      )}
    />
  );
}

/** Absolute URL of an image for social cards and structured data. */
export function siteImageUrl(origin: string, _image: ImageKey): string {
  return `${origin}/og-default.jpg`;
}

/** `<link rel="preload">` descriptors of a priority image (none until the manifest lands). */
export function siteImagePreloadLinks(_image: ImageKey): { rel: string; href: string }[] {
  return [];
}

/**
 * The behind-the-scenes clip: native controls, nothing downloaded before the
 * visitor presses play (`preload="none"`), a poster image meanwhile.
 * TEMPORARY: sources come with the generated media manifest.
 */
export function SiteVideo({ title, poster: _poster, className }: { title: string; poster: ImageKey; className?: string }) {
  return (
    <video controls preload="none" playsInline aria-label={title} width={1280} height={720} className={cn("bg-ink", className)}/>
  );
}
