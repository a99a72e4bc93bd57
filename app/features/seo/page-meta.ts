import type { MetaDescriptor } from "react-router";
import { PROJECT_META_DESCRIPTION_LENGTH } from "~/config/constants";
import { seoMeta, type PageSeo } from "./meta";

type Matches = Parameters<typeof seoMeta>[0];

/** 'Zinguerie sur mesure | AZ Toiture': every public title ends with the brand name. */
export function brandTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

/** What a public page's loader returns for its `meta` (see publicSeo in page-seo.server.ts). */
export interface LoaderSeo {
  seo: PageSeo;
  /** e.g. the preload of a hero image that depends on the URL */
  extraMeta?: MetaDescriptor[];
}

/** A public route's `meta`: the tags of the SEO its loader built (nothing when it redirected). */
export function metaFromLoader(matches: Matches, loaderData: LoaderSeo | undefined): MetaDescriptor[] {
  if (!loaderData) return [];
  return [...seoMeta(matches, loaderData.seo), ...(loaderData.extraMeta ?? [])];
}

/** docs/product.md#project-detail: a project's description is the first 155 characters of its full description, then an ellipsis. */
export function projectMetaDescription(fullDescription: string): string {
  if (fullDescription.length <= PROJECT_META_DESCRIPTION_LENGTH) return fullDescription;
  return `${fullDescription.slice(0, PROJECT_META_DESCRIPTION_LENGTH)}…`;
}
