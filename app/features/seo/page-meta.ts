import type { MetaDescriptor } from "react-router";
import { PROJECT_META_DESCRIPTION_LENGTH } from "~/config/constants";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { rootConfig, seoMeta, type PageSeo } from "./meta";

type Matches = Parameters<typeof seoMeta>[0];

/** 'Zinguerie sur mesure | AZ Toiture': every public title ends with the brand name. */
export function brandTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

/** The business identity as a route's `meta` sees it (defaults when the root loader failed). */
export function siteFromMatches(matches: Matches): SiteConfig {
  return rootConfig(matches)?.site ?? DEFAULT_SITE;
}

/**
 * `seoMeta` for a public page: the title gets the brand name, and the page
 * (JSON-LD included) is built from the business identity from configuration.
 */
export function publicPageMeta(matches: Matches, build: (site: SiteConfig) => PageSeo): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const page = build(site);
  return seoMeta(matches, { ...page, title: brandTitle(page.title, site.name) });
}

/** SPEC §2: a project's description is the first 155 characters of its full description, then an ellipsis. */
export function projectMetaDescription(fullDescription: string): string {
  if (fullDescription.length <= PROJECT_META_DESCRIPTION_LENGTH) return fullDescription;
  return `${fullDescription.slice(0, PROJECT_META_DESCRIPTION_LENGTH)}…`;
}
