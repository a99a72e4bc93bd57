import type { SiteConfig } from "~/config/site";
import { loadPublicSite } from "~/features/business-settings/settings.server";
import type { PageSeo } from "./meta";
import { brandTitle } from "./page-meta";

/** The business identity, on the server: the owner's saved settings over the environment's defaults. */
export function currentSite(): Promise<SiteConfig> {
  return loadPublicSite();
}

/**
 * A public page's search metadata, built in its loader (the content and the
 * JSON-LD builders stay on the server): the title gets the brand name.
 */
export async function publicSeo(build: (site: SiteConfig) => PageSeo): Promise<PageSeo> {
  const site = await currentSite();
  const page = build(site);
  return { ...page, title: brandTitle(page.title, site.name) };
}
