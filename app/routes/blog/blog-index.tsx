import { data, isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { listPublishedArticles, type BlogPage } from "~/features/articles/articles.server";
import { ArticleCard } from "~/features/articles/article-card";
import { BLOG_EYEBROW, BLOG_INTRO, BLOG_PAGE_LABEL, BLOG_MESSAGES } from "~/features/articles/blog-copy";
import { BlogPager } from "~/features/articles/blog-pager";
import { blogPageHref, parsePageParam } from "~/features/articles/pagination";
import { BLOG_CACHE_CONTROL } from "~/features/articles/blog-cache";
import { ARTICLE_MESSAGES } from "~/features/articles/messages";
import { privateMeta, rootConfig, seoMeta } from "~/features/seo/meta";
import { logger } from "~/lib/logger.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/blog-index";

const EMPTY_PAGE: BlogPage = { items: [], total: 0, page: 1, pageCount: 1, pageSize: 12 };

/** Published articles, newest first, 12 a page; a page that does not exist is a 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  let result: BlogPage;
  try {
    result = await listPublishedArticles({ page });
  } catch (error) {
    // docs/product.md#blog-list: a failed load is logged and leaves the empty state (no error page).
    logger.error({ err: error }, ARTICLE_MESSAGES.listLoadError);
    return EMPTY_PAGE;
  }
  if (page > result.pageCount) throw data(null, { status: 404 });
  return result;
}

/** Shared caches must ask again every time (see blog-cache.ts). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": BLOG_CACHE_CONTROL });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return privateMeta(BLOG_MESSAGES.blogTitle);
  const { page, pageCount } = loaderData;
  const brand = rootConfig(matches)?.site.name;
  const title = [BLOG_MESSAGES.blogTitle, page > 1 ? BLOG_PAGE_LABEL(page) : null, brand].filter(Boolean).join(" - ");
  const origin = rootConfig(matches)?.site.url ?? "";
  const tags = seoMeta(matches, { title, description: BLOG_INTRO, path: blogPageHref(page) });
  if (page > 1) tags.push({ tagName: "link", rel: "prev", href: `${origin}${blogPageHref(page - 1)}` });
  if (page < pageCount) tags.push({ tagName: "link", rel: "next", href: `${origin}${blogPageHref(page + 1)}` });
  tags.push({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${brand ?? ""} - Blog`, href: `${origin}/blog/rss.xml` });
  return tags;
};

function BlogHeader() {
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
  const { items, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const reloadingList = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <>
      <BlogHeader />
      <PendingNotice />
      <div className="container-page py-14 sm:py-20">
        {items.length === 0 ? (
          <div className="mx-auto flex max-w-lg flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-16 text-center">
            <p className="mt-4 text-lg text-slate-600">{BLOG_MESSAGES.publicEmpty}</p>
          </div>
        ) : (
          <div
            aria-busy={reloadingList || undefined}
            className={cn("transition-opacity", reloadingList && "opacity-60")}
          >
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            <BlogPager page={page} pageCount={pageCount} />
          </div>
        )}
      </div>
    </>
  );
}

/** A blog page that does not exist (?page=0, ?page=9999): 404 inside the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{notFound ? "Cette page du blog n'existe pas" : "Une erreur est survenue"}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        {notFound ? "Le numéro de page demandé est introuvable." : "Nous n'avons pas pu afficher le blog. Veuillez réessayer."}
      </p>
      <Link to="/blog" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
        {BLOG_MESSAGES.backToBlog}
      </Link>
    </div>
  );
}
