import { ADMIN_BASE_PATH } from "~/config/admin-paths";

/** The ZIP export of the 'Données personnelles' page (docs/product.md#personal-data), `?q=` the person's e-mail or phone. */
const PERSONAL_DATA_ZIP_PATH = `${ADMIN_BASE_PATH}/donnees-personnelles.zip`;

export function personalDataZipUrl(query: string): string {
  return `${PERSONAL_DATA_ZIP_PATH}?q=${encodeURIComponent(query)}`;
}
