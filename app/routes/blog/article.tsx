import { data, Link, redirect } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/content-icon";
import { getPublishedArticle, type Article } from "~/features/articles/articles.server";
import { ArticleView } from "~/features/articles/article-view";
import { articleViewData } from "~/features/articles/article-view.server";
import { BLOG_MESSAGES } from "~/features/articles/blog-copy";
import { BLOG_CACHE_CONTROL } from "~/features/articles/blog-cache";
import { blogPostingLd } from "~/features/articles/structured-data";
import { recordMissingPage } from "~/features/redirects/missing-pages.server";
import { findRedirect } from "~/features/redirects/redirects.server";
import { privateMeta, rootConfig, seoMeta } from "~/features/seo/meta";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { logger } from "~/lib/logger.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/article";

/**
 * The published article with this slug and its rendered content; an old
 * address of a renamed article answers 301 (docs/product.md#redirects);
 * anything else is a 404 page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  let article: Article | null = null;
  try {
    article = await getPublishedArticle(params.slug);
  } catch (error) {
    // docs/product.md#blog-article: a failed article load is treated as not found.
    logger.error({ err: error, slug: params.slug }, "Erreur lors du chargement de l'article");
  }
  if (!article) {
    const path = `/blog/${params.slug}`;
    const moved = await findRedirect(path).catch(() => null);
    if (moved) return redirect(moved, 301);
    await recordMissingPage(path, request.headers.get("user-agent"));
    return data(
      { article: null, html: "", categoryPath: "", related: [], imageAlt: null, dates: { published: false, updated: false } },
      { status: 404 },
    );
  }
  return articleViewData(article);
}

/** Shared caches must ask again every time (see blog-cache.ts). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": BLOG_CACHE_CONTROL });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const article = loaderData?.article;
  if (!article) return privateMeta(BLOG_MESSAGES.notFound);
  const site = rootConfig(matches)?.site;
  const path = `/blog/${article.slug}`;
  return seoMeta(matches, {
    // '{title} - Blog' followed by the brand name (docs/product.md#blog-article).
    title: `${article.title} - Blog${site ? ` | ${site.name}` : ""}`,
    description: article.excerpt,
    path,
    image: article.image_url,
    type: "article",
    keywords: article.keywords,
    jsonLd: site
      ? [
          blogPostingLd(article, site),
          breadcrumbLd(site.url, [
            { name: "Accueil", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: article.title, path },
          ]),
        ]
      : undefined,
  });
};

function ArticleNotFound() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-copper-50 text-copper-600">
        <Icon name="FileQuestionMark" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{BLOG_MESSAGES.notFound}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{BLOG_MESSAGES.notFoundText}</p>
      <Link to="/blog" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
        <Icon name="ArrowLeft" />
        {BLOG_MESSAGES.backToBlog}
      </Link>
    </div>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, ...view } = loaderData;
  return article ? <ArticleView article={article} {...view} /> : <ArticleNotFound />;
}
