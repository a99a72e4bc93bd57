import { RSS_ITEMS } from "~/config/constants";
import { getEnv } from "~/config/env.server";
import { listLatestPublished, type BlogListItem } from "~/features/articles/articles.server";
import { BLOG_INTRO } from "~/features/articles/blog-copy";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { renderRss } from "~/features/articles/rss";
import { logger } from "~/lib/logger.server";

/** /blog/rss.xml: RSS 2.0 of the 20 newest published articles. */
export async function loader() {
  const env = getEnv();
  let items: BlogListItem[] = [];
  // the owner's saved name (docs/product.md#business-settings), else the environment's
  let siteName = env.SITE_NAME;
  try {
    [items, { name: siteName }] = await Promise.all([listLatestPublished(RSS_ITEMS), loadBusinessSettings()]);
  } catch (error) {
    logger.error({ err: error }, "Erreur lors du chargement des articles (RSS)");
  }
  const xml = renderRss({ origin: env.SITE_URL, siteName, description: BLOG_INTRO }, items);
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
