import { getEnv } from "~/config/env.server";
import { staticPublicPaths } from "~/features/seo/public-pages";
import { renderSitemap, type SitemapEntry } from "~/features/seo/sitemap";

export async function loader() {
  const entries: SitemapEntry[] = staticPublicPaths().map((path) => ({ path }));
  return new Response(renderSitemap(getEnv().SITE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
