import type { ComponentProps } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/use-site";
import { mediaSrcSet, type MediaSources } from "./srcset";

/** The prefixes our media are published under, from the root loader's public configuration. */
export function useMediaBases(): string[] {
  const config = (useRouteLoaderData("root") as RootData | undefined)?.config;
  const bases: string[] = [];
  if (config?.site.url) bases.push(`${config.site.url}/media/`);
  if (config?.media?.publicBaseUrl) bases.push(`${config.media.publicBaseUrl}/`);
  return bases;
}

/** `mediaSrcSet` with the configured bases: null when the URL is not one of ours. */
export function useMediaSources(url: string | null | undefined, sizes?: string): MediaSources | null {
  const bases = useMediaBases();
  return mediaSrcSet(url, { sizes, bases });
}

export type MediaPictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes"> & {
  src: string;
  /** The `sizes` attribute for the variants (defaults to full content width). */
  sizes?: string;
  pictureClassName?: string;
};

/**
 * An image that uses our AVIF/WebP variants when its URL is one of our media
 * (blog cards, article pages), and is a plain <img> otherwise.
 */
export function MediaPicture({ src, sizes, pictureClassName, alt = "", ...img }: MediaPictureProps) {
  const sources = useMediaSources(src, sizes);
  if (!sources) return <img src={src} alt={alt} {...img} />;
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sources.sizes} />
      <img src={sources.src} alt={alt} {...img} />
    </picture>
  );
}
