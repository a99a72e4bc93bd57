import { Form, Link } from "react-router";
import { Icon } from "~/components/content-icon";
import { cn } from "~/lib/utils";
import { categoryPageHref } from "./pagination";
import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES } from "./search-terms";

export const CATEGORY_NAV_LABEL = "Catégories du blog";
export const ALL_CATEGORIES = "Tous les articles";

export interface CategoryLink {
  name: string;
  slug: string;
  count: number;
}

/**
 * The blog's search box (docs/product.md#blog-search): a GET form on /blog, so it works without
 * JavaScript; the error, if any, is announced under the field.
 */
export function BlogSearchForm({ query = "", error }: { query?: string; error?: string | null }) {
  return (
    <Form method="get" action="/blog" role="search" className="w-full max-w-xl">
      <label htmlFor="blog-search" className="sr-only">
        {SEARCH_MESSAGES.label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Icon name="Search" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id="blog-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={SEARCH_MESSAGES.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "blog-search-error" : undefined}
            className={cn(
              "h-12 w-full rounded-xl border bg-white pr-3 pl-11 text-base text-ink shadow-sm outline-none placeholder:text-slate-400 focus-visible:border-copper-500 focus-visible:ring-3 focus-visible:ring-copper-500/25",
              error ? "border-red-500" : "border-slate-300",
            )}
          />
        </div>
        <button
          type="submit"
          className="inline-flex h-12 shrink-0 items-center rounded-xl bg-ink px-5 text-sm font-semibold text-white transition-colors hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-500"
        >
          {SEARCH_MESSAGES.submit}
        </button>
      </div>
      {error ? (
        <p id="blog-search-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** Links to every category's page (docs/product.md#blog-categories), the current one marked. */
export function CategoryNav({ categories, current }: { categories: readonly CategoryLink[]; current?: string }) {
  if (categories.length === 0) return null;
  const chip = "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors";
  return (
    <nav aria-label={CATEGORY_NAV_LABEL} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/blog"
            aria-current={current === undefined ? "page" : undefined}
            className={cn(
              chip,
              current === undefined
                ? "border-ink bg-ink text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:text-ink",
            )}
          >
            {ALL_CATEGORIES}
          </Link>
        </li>
        {categories.map((category) => {
          const active = category.slug === current;
          return (
            <li key={category.slug}>
              <Link
                to={categoryPageHref(category.slug)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  chip,
                  active
                    ? "border-copper-700 bg-copper-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-copper-400 hover:text-copper-800",
                )}
              >
                {category.name}
                <span className={cn("text-xs", active ? "text-copper-100" : "text-slate-400")}>{category.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
