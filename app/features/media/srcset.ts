/**
 * Responsive sources for an image URL of our media library (docs/product.md#media-upload: blog
 * cards and article pages use the variants through `srcset`/`sizes` when the
 * main image is one of ours). Pure: used by components on server and browser.
 */
import { IMAGE_VARIANT_WIDTHS } from "~/config/constants";
// Only the tiny names module: "./rules" carries the manager's messages, which public pages must not load.
import { isImageWithVariantsName, variantSrcSet } from "./names";

/** The public path of the disk driver and of the S3 proxy: '/media/{name}'. */
export const MEDIA_PATH_PREFIX = "/media/";

/** Full-width images up to the content width (1200 px); callers pass their own for cards. */
export const DEFAULT_MEDIA_SIZES = "(min-width: 1280px) 1200px, 100vw";

export interface MediaSources {
  /** The URL as given: the fallback `src` (the stored original, any browser shows it). */
  src: string;
  /** WebP variants at 480, 960 and 1600 px: for a single `<img srcset>`. */
  srcSet: string;
  /** AVIF variants, for `<source type="image/avif">`. */
  avifSrcSet: string;
  /** Same as `srcSet`, for `<source type="image/webp">`. */
  webpSrcSet: string;
  sizes: string;
}

export interface MediaSrcSetOptions {
  sizes?: string;
  /**
   * Other prefixes under which our media are published, e.g. the site's
   * absolute '/media/' URL or S3_PUBLIC_URL. '/media/' is always recognised.
   */
  bases?: readonly (string | null | undefined)[];
}

function normaliseBase(base: string): string {
  return base.endsWith("/") ? base : `${base}/`;
}

/**
 * The stored name of an image URL of ours that has variants, with the prefix
 * it was published under; null for anything else (other hosts, videos, GIFs,
 * variants themselves, URLs with a query or fragment).
 */
export function parseMediaImageUrl(
  url: string | null | undefined,
  bases: readonly (string | null | undefined)[] = [],
): { base: string; name: string } | null {
  if (!url || /[?#]/.test(url)) return null;
  const prefixes = [MEDIA_PATH_PREFIX, ...bases.filter((b): b is string => Boolean(b)).map(normaliseBase)];
  for (const base of prefixes) {
    if (!url.startsWith(base)) continue;
    const name = url.slice(base.length);
    if (isImageWithVariantsName(name)) return { base, name };
  }
  return null;
}

/**
 * `srcset`/`sizes` for an image URL of ours ('/media/1700000000000-abc123def4.jpg',
 * or under one of `options.bases`), pointing at its WebP and AVIF variants
 * under the same prefix; null when the URL is not one of ours (then show it
 * as it is). Every standard width exists for every stored image (see
 * `variantPlanFor`), so the sets never name a missing file.
 */
export function mediaSrcSet(url: string | null | undefined, options: MediaSrcSetOptions = {}): MediaSources | null {
  const parsed = parseMediaImageUrl(url, options.bases);
  if (!parsed || !url) return null;
  const urlFor = (name: string) => `${parsed.base}${name}`;
  const webp = variantSrcSet(parsed.name, IMAGE_VARIANT_WIDTHS, "webp", urlFor);
  return {
    src: url,
    srcSet: webp,
    webpSrcSet: webp,
    avifSrcSet: variantSrcSet(parsed.name, IMAGE_VARIANT_WIDTHS, "avif", urlFor),
    sizes: options.sizes ?? DEFAULT_MEDIA_SIZES,
  };
}

/** The prefixes our media are published under (the site's '/media/', the object storage's public URL), from the public configuration. */
export function mediaBasesOf(config: { site?: { url: string }; media?: { publicBaseUrl: string | null } } | undefined): string[] {
  const bases: string[] = [];
  if (config?.site?.url) bases.push(`${config.site.url}/media/`);
  if (config?.media?.publicBaseUrl) bases.push(`${config.media.publicBaseUrl}/`);
  return bases;
}
