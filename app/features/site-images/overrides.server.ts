/**
 * The replaced site images as the public pages draw them
 * (docs/product.md#site-images): read once per request (the root loader and a
 * page's loader share the answer), resolved to their AVIF/WebP variants.
 */
import type { SiteImageOverrides } from "~/content/images";
import { publicConfig } from "~/config/env.server";
import { mediaBasesOf } from "~/features/media/srcset";
import { logger } from "~/lib/logger.server";
import { resolveImage } from "./image-ref";
import { listSiteImageOverrides } from "./repository.server";

const perRequest = new WeakMap<Request, Promise<SiteImageOverrides>>();

/** The photos in place of illustrations, by key; empty when none (or when they cannot be read: the illustrations show). */
export function siteImageOverrides(request: Request): Promise<SiteImageOverrides> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = readOverrides();
    perRequest.set(request, pending);
  }
  return pending;
}

async function readOverrides(): Promise<SiteImageOverrides> {
  try {
    const bases = mediaBasesOf(publicConfig());
    const overrides: SiteImageOverrides = {};
    for (const { slot, image } of await listSiteImageOverrides()) overrides[slot] = resolveImage(image, bases);
    return overrides;
  } catch (error) {
    logger.error({ err: error }, "site images could not be read: illustrations shown");
    return {};
  }
}
