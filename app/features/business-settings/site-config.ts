/** The business settings and the site's configuration (`SiteConfig`), both ways. */
import type { SiteConfig } from "~/config/site";
import { EVERY_SECTION, joinParts } from "./settings-sections";
import type { BusinessSettings } from "./types";

/** The settings a site configuration amounts to (the environment's, before the owner ever saved). */
export function settingsFromSite(site: SiteConfig): BusinessSettings {
  return joinParts(EVERY_SECTION.map((section) => section.fromSite(site)));
}

/** The site configuration with the owner's settings over it (URL, logo, legal form… stay the environment's). */
export function applyBusinessSettings(base: SiteConfig, settings: BusinessSettings): SiteConfig {
  return joinParts([base, ...EVERY_SECTION.map((section) => section.toSite(settings, base))]);
}
