/**
 * What the 'Images du site' admin page shows and saves
 * (docs/product.md#site-images): every slot with its current image, the
 * library's photos to choose from, and the checked change.
 */
import type { ResolvedImage } from "~/content/images";
import { getEnv, publicConfig } from "~/config/env.server";
import { mediaBasesOf } from "~/features/media/srcset";
import { isImageWithVariantsName } from "~/features/media/names";
import { findMedia, listMedia, toMediaItem } from "~/features/media/repository.server";
import { getMediaStorage } from "~/features/media/storage.server";
import type { MediaItem } from "~/features/media/types";
import { resolveImage } from "./image-ref";
import { listSiteImageOverrides, type SiteImagePhoto } from "./repository.server";
import { SITE_IMAGE_SLOTS, type SiteImageSlot } from "./slots";

/** Upper bound of the photos offered in the list (the picker shows the same newest ones). */
const LIBRARY_LIMIT = 500;

export interface SlotView extends SiteImageSlot {
  image: ResolvedImage;
  /** the owner's photo is shown (else the illustration) */
  replaced: boolean;
  /** the stored name of that photo, to preselect it */
  mediaName: string | null;
  updatedAt: string | null;
}

const bases = () => mediaBasesOf(publicConfig());

function storedName(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}

export async function listSlotViews(): Promise<SlotView[]> {
  const overrides = new Map((await listSiteImageOverrides()).map((o) => [o.slot, o]));
  return SITE_IMAGE_SLOTS.map((slot) => {
    const override = overrides.get(slot.key);
    return {
      ...slot,
      image: resolveImage(override?.image ?? { illustration: slot.key }, bases()),
      replaced: Boolean(override),
      mediaName: override ? storedName(override.image.media) : null,
      updatedAt: override?.updatedAt ?? null,
    };
  });
}

/** The library's photos that can replace a site image (with AVIF/WebP variants: no GIF), newest first. */
export async function listLibraryPhotos(): Promise<MediaItem[]> {
  const { storage } = getMediaStorage(getEnv());
  const records = await listMedia({ kind: "image", limit: LIBRARY_LIMIT });
  return records.filter((r) => isImageWithVariantsName(r.name)).map((r) => toMediaItem(r, storage));
}

/** The reference to store for a library photo, or null when it is no longer there (or has no size). */
export async function libraryPhoto(name: string, alt: string): Promise<SiteImagePhoto | null> {
  const record = await findMedia(name);
  if (!record || record.kind !== "image" || !record.width || !record.height) return null;
  const { storage } = getMediaStorage(getEnv());
  return { media: storage.publicUrl(record.name), alt, width: record.width, height: record.height };
}
