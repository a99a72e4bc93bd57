import { absoluteUrl } from "~/features/seo/meta";

export interface BlogPostingInput {
  title: string;
  excerpt: string;
  slug: string;
  category: string;
  image_url: string | null;
  keywords: readonly string[];
  created_at: string;
  updated_at: string;
}

/** schema.org BlogPosting of an article page (the business is author and publisher). */
export function blogPostingLd(
  article: BlogPostingInput,
  site: { url: string; name: string; logoUrl: string },
): Record<string, unknown> {
  const url = `${site.url}/blog/${article.slug}`;
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.created_at,
    dateModified: article.updated_at,
    inLanguage: "fr-FR",
    articleSection: article.category,
    ...(article.keywords.length ? { keywords: article.keywords.join(", ") } : {}),
    ...(article.image_url ? { image: [absoluteUrl(site.url, article.image_url)] } : {}),
    author: { "@type": "Organization", name: site.name, url: site.url },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(site.url, site.logoUrl) },
    },
  };
}
