/** The 'Réglages' page (docs/product.md#business-settings). */
export const SETTINGS_PATH = "/dashboard-management-panel/reglages";
export const SETTINGS_SAVED = "Réglages enregistrés : le site affiche déjà les nouvelles informations.";
