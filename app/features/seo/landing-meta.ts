import type { MetaDescriptor } from "react-router";
import type { LandingBase } from "~/content";
import { rootConfig, seoMeta } from "./meta";
import { landingBusinessLd } from "./landing-structured-data";

type Matches = Parameters<typeof seoMeta>[0];

/**
 * Search title, description, keywords, canonical path and the business
 * structured data of a landing page, plus any extra JSON-LD (FAQPage…).
 */
export function landingMeta(
  matches: Matches,
  landing: LandingBase,
  extraJsonLd: Record<string, unknown>[] = [],
): MetaDescriptor[] {
  const site = rootConfig(matches)?.site;
  return seoMeta(matches, {
    title: landing.metaTitle,
    description: landing.metaDescription,
    keywords: landing.keywords,
    path: landing.path,
    jsonLd: [...(site ? [landingBusinessLd(site, landing)] : []), ...extraJsonLd],
  });
}
