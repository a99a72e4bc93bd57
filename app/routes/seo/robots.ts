import { getEnv } from "~/config/env.server";
import { PRIVATE_PATH_PREFIXES } from "~/features/seo/public-pages";
import { renderRobots } from "~/features/seo/sitemap";

export function loader() {
  // a customer's devis (docs/product.md#devis-link) is never to be crawled either
  return new Response(renderRobots(getEnv().SITE_URL, [...PRIVATE_PATH_PREFIXES, "/devis/"]), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
