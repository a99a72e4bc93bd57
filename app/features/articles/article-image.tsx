import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export interface ArticleImageProps extends Omit<ComponentProps<"img">, "src" | "alt" | "loading"> {
  /** The stored image URL: absolute http(s), or one of our media files '/media/...'. */
  src: string;
  alt: string;
  /** The layout width of the image, for a future srcset ('(min-width: 1024px) 33vw, 100vw'). */
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
 * preview). Media-library files ('/media/...') will get a responsive srcset
 * here; other URLs are shown as they are.
 */
export function ArticleImage({ src, alt, sizes, priority = false, className, ...props }: ArticleImageProps) {
  const url = displayableImageUrl(src);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={alt}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("size-full object-cover", className)}
      {...props}
    />
  );
}
