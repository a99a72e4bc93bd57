/** The public blog's pagination (12 a page, `?page=N`: docs/product.md#blog-list), pure. */

/** The page asked for: 1 when absent, the number for '2', '3'…; null (→ 404) for '0', '-1', '1.5', 'abc', '01'. */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The URL of a blog page: '/blog' for the first, '/blog?page=N' after. */
export function blogPageHref(page: number): string {
  return page <= 1 ? "/blog" : `/blog?page=${page}`;
}

export type PageLink = { type: "page"; page: number } | { type: "gap"; key: string };

/**
 * The page numbers a pager shows: first, last, and `around` pages either side
 * of the current one, with gaps ('…') between; at most 2·around + 5 entries.
 */
export function pagerLinks(current: number, pageCount: number, around = 1): PageLink[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  // Fill a gap of exactly one page rather than showing '…' for it.
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) links.push({ type: "page", page: page - 1 });
    else if (previous !== undefined && page - previous > 2) links.push({ type: "gap", key: `gap-${previous}` });
    links.push({ type: "page", page });
  });
  return links;
}

/** The URL of a category's page: '/blog/categorie/{slug}', then '?page=N' (docs/product.md#blog-categories). */
export function categoryPageHref(slug: string, page = 1): string {
  const path = `/blog/categorie/${slug}`;
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** The URL of a page of search results: '/blog?q=…', then '&page=N' (docs/product.md#blog-search). */
export function searchPageHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `/blog?${params.toString()}`;
}
