/**
 * Where a media file is used (docs/product.md#media-usage). Each feature that
 * lets the owner pick a photo of the library (réalisations, site images,
 * articles…) has a finder listed below; the library asks them all before a
 * deletion and names every place, so that the owner is warned.
 */
import { articlesUsingMedia } from "~/features/articles/media-usage.server";
import type { MediaDescriptionLister, MediaUse, MediaUsageFinder } from "~/features/media/usage";
import { findProjectMediaUsage, listProjectPhotoDescriptions } from "~/features/projects/projects.server";
import { listSiteImageDescriptions, siteImagesUsingMedia } from "~/features/site-images/media-usage.server";

/** One finder per feature whose content can show a photo of the library. */
const finders: MediaUsageFinder[] = [siteImagesUsingMedia, findProjectMediaUsage, articlesUsingMedia];

export async function findMediaUsage(media: { url: string; name: string }): Promise<MediaUse[]> {
  const found = await Promise.all(finders.map((finder) => finder(media)));
  return found.flat();
}

/** One lister per feature that keeps its own alt text with a library photo. */
const describers: MediaDescriptionLister[] = [listProjectPhotoDescriptions, listSiteImageDescriptions];

/**
 * For the library files without an alt text of their own, the description
 * written where they are used, by file name (docs/product.md#media-alt-text).
 */
export async function describedWhereUsed(
  media: readonly { url: string; name: string }[],
): Promise<Map<string, { alt: string; where: string }>> {
  const descriptions = (await Promise.all(describers.map((list) => list()))).flat();
  const found = new Map<string, { alt: string; where: string }>();
  for (const file of media) {
    const description = descriptions.find((d) => d.shows(file));
    if (description) found.set(file.name, { alt: description.alt, where: description.where });
  }
  return found;
}
