import { data, Link, useNavigation } from "react-router";
import { listPublishedArticles, type BlogPage } from "~/features/articles/articles.server";
import { ArticleCard } from "~/features/articles/article-card";
import { BLOG_EYEBROW, BLOG_INTRO, BLOG_PAGE_LABEL, BLOG_MESSAGES } from "~/features/articles/blog-copy";
import { BlogErrorPage } from "~/features/articles/blog-error-page";
import { BlogPager } from "~/features/articles/blog-pager";
import { BlogSearchForm, CategoryNav, type CategoryLink } from "~/features/articles/blog-explore";
import { listBlogCategories, searchArticles } from "~/features/articles/explore.server";
import { blogPageHref, parsePageParam, searchPageHref } from "~/features/articles/pagination";
import { SEARCH_MESSAGES, searchTerms } from "~/features/articles/search-terms";
import { BLOG_CACHE_CONTROL } from "~/features/articles/blog-cache";
import { ARTICLE_MESSAGES } from "~/features/articles/messages";
import { privateMeta, rootConfig, seoMeta } from "~/features/seo/meta";
import { logger } from "~/lib/logger.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/blog-index";

const EMPTY_PAGE: BlogPage = { items: [], total: 0, page: 1, pageCount: 1, pageSize: 12 };

/** A search's answer is for one reader: never kept by the page cache or a shared cache. */
const SEARCH_CACHE_CONTROL = "no-store";

interface SearchState {
  query: string;
  error: string | null;
}

type BlogIndexData = BlogPage & { categories: CategoryLink[]; search: SearchState | null };

async function categoryLinks(): Promise<CategoryLink[]> {
  try {
    return (await listBlogCategories()).map(({ name, slug, count }) => ({ name, slug, count }));
  } catch (error) {
    logger.error({ err: error }, ARTICLE_MESSAGES.listLoadError);
    return [];
  }
}

/**
 * Published articles, newest first, 12 a page; a page that does not exist is a 404. With `?q=`,
 * the articles matching the search instead (docs/product.md#blog-search), never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePageParam(url.searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const q = url.searchParams.get("q")?.trim() ?? "";
  if (q) return searchLoader(q, page);
  let result: BlogPage;
  const categories = categoryLinks();
  try {
    result = await listPublishedArticles({ page });
  } catch (error) {
    // docs/product.md#blog-list: a failed load is logged and leaves the empty state (no error page).
    logger.error({ err: error }, ARTICLE_MESSAGES.listLoadError);
    return { ...EMPTY_PAGE, categories: await categories, search: null } satisfies BlogIndexData;
  }
  if (page > result.pageCount) throw data(null, { status: 404 });
  return { ...result, categories: await categories, search: null } satisfies BlogIndexData;
}

async function searchLoader(query: string, page: number) {
  const headers = { "Cache-Control": SEARCH_CACHE_CONTROL };
  const terms = searchTerms(query);
  const categories = categoryLinks();
  if (!terms.ok) {
    const answer: BlogIndexData = { ...EMPTY_PAGE, categories: await categories, search: { query, error: terms.error } };
    return data(answer, { status: 400, headers });
  }
  let result: BlogPage = EMPTY_PAGE;
  try {
    result = await searchArticles(terms.words, { page });
  } catch (error) {
    logger.error({ err: error }, ARTICLE_MESSAGES.listLoadError);
  }
  const answer: BlogIndexData = { ...result, categories: await categories, search: { query, error: null } };
  return data(answer, { headers });
}

/** Shared caches must ask again every time (see blog-cache.ts); a search is not kept at all. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? BLOG_CACHE_CONTROL,
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return privateMeta(BLOG_MESSAGES.blogTitle);
  const { page, pageCount, search } = loaderData;
  const brand = rootConfig(matches)?.site.name;
  if (search) {
    const title = [SEARCH_MESSAGES.title(search.query), BLOG_MESSAGES.blogTitle, brand].filter(Boolean).join(" - ");
    return [{ title }, { name: "robots", content: "noindex, follow" }];
  }
  const title = [BLOG_MESSAGES.blogTitle, page > 1 ? BLOG_PAGE_LABEL(page) : null, brand].filter(Boolean).join(" - ");
  const origin = rootConfig(matches)?.site.url ?? "";
  const tags = seoMeta(matches, { title, description: BLOG_INTRO, path: blogPageHref(page) });
  if (page > 1) tags.push({ tagName: "link", rel: "prev", href: `${origin}${blogPageHref(page - 1)}` });
  if (page < pageCount) tags.push({ tagName: "link", rel: "next", href: `${origin}${blogPageHref(page + 1)}` });
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${brand ?? ""} - Blog`,
    href: `${origin}/blog/rss.xml`,
  });
  return tags;
};

function BlogHeader({ categories, search }: { categories: CategoryLink[]; search: SearchState | null }) {
  return (
    <header className="relative overflow-hidden border-b border-slate-200/80 bg-slate-50">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 right-[-10%] size-[28rem] rounded-full bg-copper-200/40 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-copper-700 uppercase">{BLOG_EYEBROW}</p>
        <h1 className="text-4xl font-bold sm:text-5xl">{BLOG_MESSAGES.blogTitle}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{BLOG_INTRO}</p>
        <div className="mt-8">
          <BlogSearchForm key={search?.query ?? ""} query={search?.query} error={search?.error} />
        </div>
        <CategoryNav categories={categories} current={search ? "" : undefined} />
      </div>
    </header>
  );
}

/** 'Chargement des articles...' (or '...de l'article...') while a client-side navigation from this page is pending. */
function PendingNotice() {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const message =
    target === "/blog" ? BLOG_MESSAGES.loadingList : target?.startsWith("/blog/") ? BLOG_MESSAGES.loadingArticle : null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-24 z-30 flex justify-center">
      {message ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white" />
          {message}
        </span>
      ) : null}
    </div>
  );
}

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total, categories, search } = loaderData;
  const navigation = useNavigation();
  const reloadingList = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <>
      <BlogHeader categories={categories} search={search} />
      <PendingNotice />
      <div className="container-page py-14 sm:py-20">
        {search && !search.error ? (
          <div className="mb-8 flex flex-wrap items-baseline justify-between gap-3">
            <h2 className="text-2xl font-bold [overflow-wrap:anywhere]">
              {total > 0 ? SEARCH_MESSAGES.results(total, search.query) : SEARCH_MESSAGES.title(search.query)}
            </h2>
            <Link to="/blog" className="text-sm font-semibold text-copper-700 hover:text-copper-800">
              {SEARCH_MESSAGES.clear}
            </Link>
          </div>
        ) : null}
        {search?.error ? null : items.length === 0 ? (
          <div className="mx-auto flex max-w-lg flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-16 text-center">
            <p className="mt-4 text-lg text-slate-600 [overflow-wrap:anywhere]">
              {search ? SEARCH_MESSAGES.empty(search.query) : BLOG_MESSAGES.publicEmpty}
            </p>
          </div>
        ) : (
          <div aria-busy={reloadingList || undefined} className={cn("transition-opacity", reloadingList && "opacity-60")}>
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            <BlogPager page={page} pageCount={pageCount} hrefFor={search ? (n) => searchPageHref(search.query, n) : undefined} />
          </div>
        )}
      </div>
    </>
  );
}

const BLOG_INDEX_ERRORS = {
  notFound: "Cette page du blog n'existe pas",
  notFoundText: "Le numéro de page demandé est introuvable.",
  error: "Une erreur est survenue",
  errorText: "Nous n'avons pas pu afficher le blog. Veuillez réessayer.",
} as const;

/** A blog page that does not exist (?page=0, ?page=9999): 404 inside the site's frame. */
export function ErrorBoundary() {
  return <BlogErrorPage copy={BLOG_INDEX_ERRORS} />;
}
