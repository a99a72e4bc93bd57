/**
 * Where a media file is used (docs/product.md#media-usage). Each feature that
 * lets the owner pick a photo of the library (réalisations, site images,
 * articles…) has a finder listed below; the library asks them all before a
 * deletion and names every place, so that the owner is warned.
 */
import { articlesUsingMedia } from "~/features/articles/media-usage.server";
import type { MediaUse, MediaUsageFinder } from "~/features/media/usage";
import { findProjectMediaUsage } from "~/features/projects/projects.server";
import { siteImagesUsingMedia } from "~/features/site-images/media-usage.server";

/** One finder per feature whose content can show a photo of the library. */
const finders: MediaUsageFinder[] = [siteImagesUsingMedia, findProjectMediaUsage, articlesUsingMedia];

export async function findMediaUsage(media: { url: string; name: string }): Promise<MediaUse[]> {
  const found = await Promise.all(finders.map((finder) => finder(media)));
  return found.flat();
}
