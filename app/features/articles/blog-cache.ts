/**
 * Cache-Control of the public blog pages (documents and route data): any
 * cache must revalidate before reuse, so publishing or hiding shows at once;
 * the server answers 304 from its per-content-version cache when nothing changed.
 */
export const BLOG_CACHE_CONTROL = "no-cache";
