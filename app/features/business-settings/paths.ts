/** The 'Réglages' page (docs/product.md#business-settings). */
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export const SETTINGS_PATH = `${ADMIN_BASE_PATH}/reglages`;
export const SETTINGS_SAVED = "Réglages enregistrés : le site affiche déjà les nouvelles informations.";
