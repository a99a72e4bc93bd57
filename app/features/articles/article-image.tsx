import type { ComponentProps } from "react";
import { useMediaSources } from "~/features/media/use-media-sources";
import { cn } from "~/lib/utils";

export interface ArticleImageProps extends Omit<ComponentProps<"img">, "src" | "alt" | "loading" | "srcSet" | "sizes"> {
  /** The stored image URL: absolute http(s), or one of our media files '/media/...'. */
  src: string;
  alt: string;
  /** The layout width of the image ('(min-width: 1024px) 400px, 100vw'), for the variants' srcset. */
  sizes?: string;
  /** The page's main image (above the fold): loaded eagerly with high priority. */
  priority?: boolean;
}

/**
 * The image URL if it may be shown: absolute http(s) or a media-library path
 * ('/media/...'), as the save rules accept; null for anything else a row might
 * hold (javascript:, data:, '//host'…), which is then not rendered at all.
 */
export function displayableImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  return /^https?:\/\/[^/\s]/i.test(value) || /^\/media\/[A-Za-z0-9]/.test(value) ? value : null;
}

/**
 * The one place that renders an article's image (cards, article page, editor
 * preview). Media-library images ('/media/{name}', or under the configured
 * public bases) get a <picture> with their AVIF and WebP variants
 * (480/960/1600 px) through srcset/sizes; other URLs are shown as they are.
 */
export function ArticleImage({ src, alt, sizes, priority = false, className, width, height, ...props }: ArticleImageProps) {
  const url = displayableImageUrl(src);
  const sources = useMediaSources(url, sizes);
  if (!url) return null;
  const img = (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      sizes={sources ? undefined : sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("size-full object-cover", className)}
      {...props}
    />
  );
  if (!sources) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
