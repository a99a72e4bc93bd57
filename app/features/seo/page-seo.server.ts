import { getEnv, siteConfigFromEnv } from "~/config/env.server";
import type { SiteConfig } from "~/config/site";
import type { PageSeo } from "./meta";
import { brandTitle } from "./page-meta";

/** The business identity, on the server. */
export function currentSite(): SiteConfig {
  return siteConfigFromEnv(getEnv());
}

/**
 * A public page's search metadata, built in its loader (the content and the
 * JSON-LD builders stay on the server): the title gets the brand name.
 */
export function publicSeo(build: (site: SiteConfig) => PageSeo): PageSeo {
  const site = currentSite();
  const page = build(site);
  return { ...page, title: brandTitle(page.title, site.name) };
}
