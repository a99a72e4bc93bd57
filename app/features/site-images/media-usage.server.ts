import type { MediaDescriptionLister, MediaUsageFinder } from "~/features/media/usage";
import { listSiteImageOverrides, showsMedia } from "./repository.server";
import { SITE_IMAGES_PATH } from "./paths";
import { siteImageSlot } from "./slots";

/** The site images showing a library file (docs/product.md#media-usage): 'Images du site : Accueil : grande image'. */
export const siteImagesUsingMedia: MediaUsageFinder = async (media) => {
  const overrides = await listSiteImageOverrides();
  return overrides
    .filter(({ image }) => showsMedia(image, media))
    .map(({ slot }) => ({
      label: `Images du site : ${siteImageSlot(slot)?.label ?? slot}`,
      href: `${SITE_IMAGES_PATH}#${slot}`,
    }));
};

/** The alt texts written with the site images' library photos (docs/product.md#media-alt-text). */
export const listSiteImageDescriptions: MediaDescriptionLister = async () => {
  const overrides = await listSiteImageOverrides();
  return overrides
    .filter(({ image }) => Boolean(image.alt?.trim()))
    .map(({ slot, image }) => ({
      alt: image.alt!.trim(),
      where: `Images du site : ${siteImageSlot(slot)?.label ?? slot}`,
      shows: (media: { url: string; name: string }) => showsMedia(image, media),
    }));
};
