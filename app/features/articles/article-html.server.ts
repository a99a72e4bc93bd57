/**
 * The rendered HTML of a published article, cached per content version (id +
 * updated_at): a save changes updated_at, so a cached page is never stale.
 * Rendering markdown and sanitising is the costliest step of an article page.
 */
import { getEnv } from "~/config/env.server";
import { renderArticleHtml } from "./markdown.server";

/** About 8 MB of HTML at most, per process. */
const CACHE_MAX_CHARS = 8 * 1024 * 1024;
const cache = new Map<string, string>();
let cachedChars = 0;

export function articleHtml(article: { id: string; updated_at: string; title: string; content: string }): string {
  const key = `${article.id}\u0000${article.updated_at}\u0000${article.title}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    // most recently used last
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const html = renderArticleHtml(article.content, { title: article.title, siteOrigin: getEnv().SITE_URL });
  if (html.length <= CACHE_MAX_CHARS / 4) {
    cache.set(key, html);
    cachedChars += html.length;
    for (const [oldKey, oldHtml] of cache) {
      if (cachedChars <= CACHE_MAX_CHARS) break;
      cache.delete(oldKey);
      cachedChars -= oldHtml.length;
    }
  }
  return html;
}
