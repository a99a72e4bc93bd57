/**
 * The admin as an installable app (docs/product.md#admin-push): opened from
 * the home screen it starts on the dashboard, full screen, in the site's
 * colours. Pure.
 */
import { DASHBOARD_PATH } from "~/features/auth/paths";
import { ADMIN_ICONS, SERVICE_WORKER_SCOPE } from "./paths";

/** The site's ink (the header, the browser bar's theme-color) and the admin's page background. */
export const ADMIN_THEME_COLOR = "#0f1724";
export const ADMIN_BACKGROUND_COLOR = "#f8fafc";
/** Home screens cut longer names. */
const SHORT_NAME_MAX_LENGTH = 12;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" }[];
}

export function adminWebAppManifest(siteName: string): WebAppManifest {
  return {
    id: DASHBOARD_PATH,
    name: `${siteName} – Administration`,
    short_name: siteName.length <= SHORT_NAME_MAX_LENGTH ? siteName : "Admin",
    description: `Les demandes de devis, les articles et les alertes de ${siteName}.`,
    lang: "fr",
    // Inside the scope: a start URL outside it ('/dashboard-management-panel', without the slash)
    // would make browsers drop the scope and fall back to the whole site.
    start_url: SERVICE_WORKER_SCOPE,
    scope: SERVICE_WORKER_SCOPE,
    display: "standalone",
    theme_color: ADMIN_THEME_COLOR,
    background_color: ADMIN_BACKGROUND_COLOR,
    icons: [
      { src: ADMIN_ICONS.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: ADMIN_ICONS.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: ADMIN_ICONS.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
