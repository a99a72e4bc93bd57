import { ADMIN_BASE_PATH } from "~/config/admin-paths";

/** The admin page 'Images du site' (docs/product.md#site-images). */
export const SITE_IMAGES_PATH = `${ADMIN_BASE_PATH}/images-du-site`;

/** The 'Remplacer' step of one image (a page of its own: it works without JavaScript). */
export function replaceSiteImagePath(slot: string): string {
  return `${SITE_IMAGES_PATH}?remplacer=${encodeURIComponent(slot)}`;
}
