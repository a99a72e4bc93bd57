import type { MetaDescriptor } from "react-router";
import type { PublicConfig } from "~/config/env.server";

export interface PageSeo {
  title: string;
  description: string;
  /** path of the page, e.g. "/services/zinguerie"; the canonical is SITE_URL + path */
  path: string;
  image?: string | null;
  type?: "website" | "article";
  keywords?: readonly string[];
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
}

interface MatchLike {
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React Router types loader data per route
  data?: any;
  loaderData?: unknown;
}

/** The public configuration from the root loader, as seen by any route's `meta`. */
export function rootConfig(matches: readonly (MatchLike | undefined)[]): PublicConfig | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { config?: PublicConfig } | undefined;
  return data?.config;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page. */
export function seoMeta(matches: readonly (MatchLike | undefined)[], page: PageSeo): MetaDescriptor[] {
  const config = rootConfig(matches);
  const origin = config?.site.url ?? "";
  const siteName = config?.site.name ?? "";
  const url = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, page.image ?? "/og-default.jpg");
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  const ld = page.jsonLd ? (Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd]) : [];
  for (const item of ld) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  return tags;
}

/** Admin and sign-in pages: a title and noindex, nothing for social networks. */
export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}
