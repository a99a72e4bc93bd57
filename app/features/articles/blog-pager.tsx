import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { BLOG_NEXT, BLOG_PAGE_LABEL, BLOG_PAGINATION_LABEL, BLOG_PREVIOUS } from "./blog-copy";
import { blogPageHref, pagerLinks } from "./pagination";

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors";

/**
 * Previous / numbered / next links of the public blog (rel prev/next on the neighbours); `hrefFor`
 * gives a page's URL (a category's or a search's pages; /blog's by default).
 */
export function BlogPager({
  page,
  pageCount,
  hrefFor = blogPageHref,
}: {
  page: number;
  pageCount: number;
  hrefFor?: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={BLOG_PAGINATION_LABEL} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={cn(itemClass, "text-ink hover:bg-slate-100")}>
          <span aria-hidden>←</span>
          {BLOG_PREVIOUS}
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-1">
        {pagerLinks(page, pageCount).map((link) =>
          link.type === "gap" ? (
            <li key={link.key} aria-hidden className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.page === page ? (
                <span aria-current="page" className={cn(itemClass, "bg-ink text-white")}>
                  <span className="sr-only">{BLOG_PAGE_LABEL(link.page)}, page actuelle</span>
                  <span aria-hidden>{link.page}</span>
                </span>
              ) : (
                <Link
                  to={hrefFor(link.page)}
                  aria-label={BLOG_PAGE_LABEL(link.page)}
                  className={cn(itemClass, "text-slate-700 hover:bg-slate-100 hover:text-ink")}
                >
                  {link.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={cn(itemClass, "text-ink hover:bg-slate-100")}>
          {BLOG_NEXT}
          <span aria-hidden>→</span>
        </Link>
      ) : null}
    </nav>
  );
}
