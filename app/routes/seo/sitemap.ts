import { getEnv } from "~/config/env.server";
import { listPublishedForSitemap } from "~/features/articles/articles.server";
import { listBlogCategories } from "~/features/articles/explore.server";
import { categoryPageHref } from "~/features/articles/pagination";
import { projectPath } from "~/features/projects/project";
import { listProjectsForSitemap } from "~/features/projects/projects.server";
import { staticPublicPaths } from "~/features/seo/public-pages";
import { renderSitemap, type SitemapEntry } from "~/features/seo/sitemap";
import { logger } from "~/lib/logger.server";

/** Articles of the blog, with their last modification; none (logged) when the database fails. */
async function articleEntries(): Promise<SitemapEntry[]> {
  try {
    const articles = await listPublishedForSitemap();
    return articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.updated_at }));
  } catch (error) {
    logger.error({ err: error }, "sitemap: articles could not be listed");
    return [];
  }
}

/** The blog's category pages (docs/product.md#blog-categories); none (logged) when the database fails. */
async function categoryEntries(): Promise<SitemapEntry[]> {
  try {
    const categories = await listBlogCategories();
    return categories.map((c) => ({ path: categoryPageHref(c.slug), lastmod: c.updated_at }));
  } catch (error) {
    logger.error({ err: error }, "sitemap: blog categories could not be listed");
    return [];
  }
}

/** Published réalisations, each with its last change; none (logged) when the database fails. */
async function projectEntries(): Promise<SitemapEntry[]> {
  try {
    const projects = await listProjectsForSitemap();
    return projects.map((p) => ({ path: projectPath(p.slug), lastmod: p.updatedAt }));
  } catch (error) {
    logger.error({ err: error }, "sitemap: réalisations could not be listed");
    return [];
  }
}

export async function loader() {
  const [projects, articles, categories] = await Promise.all([projectEntries(), articleEntries(), categoryEntries()]);
  const entries: SitemapEntry[] = [...staticPublicPaths().map((path) => ({ path })), ...projects, ...categories, ...articles];
  return new Response(renderSitemap(getEnv().SITE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
