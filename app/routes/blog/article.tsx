import { data, Link, redirect } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { phoneHref } from "~/config/site";
import { getPublishedArticle, type Article } from "~/features/articles/articles.server";
import { articleHtml } from "~/features/articles/article-html.server";
import { ArticleImage, displayableImageUrl } from "~/features/articles/article-image";
import "~/features/articles/article-prose.css";
import {
  ARTICLE_CTA_BUTTON,
  ARTICLE_CTA_TEXT,
  ARTICLE_CTA_TITLE,
  ARTICLE_KEYWORDS_LABEL,
  BLOG_MESSAGES,
} from "~/features/articles/blog-copy";
import { BLOG_CACHE_CONTROL } from "~/features/articles/blog-cache";
import { blogPostingLd } from "~/features/articles/structured-data";
import { ArticleCard } from "~/features/articles/article-card";
import { categoryHref, listRelatedArticles } from "~/features/articles/explore.server";
import { findMediaAltForUrl } from "~/features/media/alt-text.server";
import type { BlogListItem } from "~/features/articles/articles.server";
import { recordMissingPage } from "~/features/redirects/missing-pages.server";
import { findRedirect } from "~/features/redirects/redirects.server";
import { privateMeta, rootConfig, seoMeta } from "~/features/seo/meta";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { formatFrenchDate, wasUpdated } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/article";
import { Icon } from "~/components/content-icon";

type PublicArticle = Omit<Article, "content" | "author_id" | "published">;

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
    if (moved) throw redirect(moved, 301);
    await recordMissingPage(path, request.headers.get("user-agent"));
    return data({ article: null, html: "", categoryPath: "", related: [], imageAlt: null }, { status: 404 });
  }
  const { content: _content, author_id: _author, published: _published, ...rest } = article;
  const visible = { ...rest, image_url: displayableImageUrl(rest.image_url) };
  const html = articleHtml(article);
  return {
    article: visible satisfies PublicArticle,
    html,
    categoryPath: categoryHref(article.category),
    related: await related(article),
    imageAlt: await mainImageAlt(visible.image_url),
  };
}

/** The library's alt text of the main image (docs/product.md#media-alt-text); null: the page uses the title. */
async function mainImageAlt(url: string | null): Promise<string | null> {
  try {
    return await findMediaAltForUrl(url);
  } catch (error) {
    logger.error({ err: error, url }, "main image alt text lookup failed");
    return null;
  }
}

/** docs/product.md#related-articles: a failed load only leaves the section out. */
async function related(article: Article): Promise<BlogListItem[]> {
  try {
    return await listRelatedArticles(article);
  } catch (error) {
    logger.error({ err: error, slug: article.slug }, "Erreur lors du chargement des articles liés");
    return [];
  }
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

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm text-slate-500">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-ink">
            Accueil
          </Link>
        </li>
        <li aria-hidden>
          <Icon name="ChevronRight" className="size-3.5" />
        </li>
        <li>
          <Link to="/blog" className="hover:text-ink">
            Blog
          </Link>
        </li>
        <li aria-hidden>
          <Icon name="ChevronRight" className="size-3.5" />
        </li>
        <li aria-current="page" className="min-w-0 truncate text-slate-700">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function QuoteCallToAction() {
  const site = useSite();
  return (
    <aside className="relative mt-16 overflow-hidden rounded-[var(--radius-card)] bg-ink px-6 py-10 text-center sm:px-10">
      <div aria-hidden className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-copper-600/25 blur-3xl" />
      <h2 className="relative text-2xl font-bold text-white">{ARTICLE_CTA_TITLE}</h2>
      <p className="relative mx-auto mt-3 max-w-xl text-slate-300">{ARTICLE_CTA_TEXT}</p>
      <div className="relative mt-7 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/devis-gratuit" className={buttonVariants({ size: "lg" })}>
          {ARTICLE_CTA_BUTTON}
        </Link>
        <a href={phoneHref(site.phone)} className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
          <Icon name="Phone" />
          {site.phone}
        </a>
      </div>
    </aside>
  );
}

const RELATED_COPY = {
  title: "À lire aussi",
  categoryLink: "Tous les articles de la catégorie",
} as const;

/** Up to three related articles (docs/product.md#related-articles). */
function RelatedArticles({ articles }: { articles: BlogListItem[] }) {
  return (
    <section aria-labelledby="related-articles" className="mt-16 border-t border-slate-200 pt-12">
      <h2 id="related-articles" className="text-2xl font-bold">
        {RELATED_COPY.title}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, html, categoryPath, related, imageAlt } = loaderData;
  if (!article) return <ArticleNotFound />;
  const updated = wasUpdated(article.created_at, article.updated_at);
  return (
    <article>
      <header className="border-b border-slate-200/80 bg-slate-50">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Breadcrumb title={article.title} />
          <div className="mt-8 flex flex-wrap items-center gap-2">
            <Link
              to={categoryPath}
              aria-label={`${RELATED_COPY.categoryLink} ${article.category}`}
              className="rounded-full transition-opacity hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-500"
            >
              <Badge variant="accent">{article.category}</Badge>
            </Link>
            <Badge variant="outline" className="bg-white">
              <Icon name="CalendarDays" />
              <time dateTime={article.created_at}>
                {BLOG_MESSAGES.publishedOn(formatFrenchDate(article.created_at))}
              </time>
            </Badge>
            {updated ? (
              <Badge variant="outline" className="bg-white">
                <Icon name="RefreshCw" />
                <time dateTime={article.updated_at}>
                  {BLOG_MESSAGES.updatedOn(formatFrenchDate(article.updated_at))}
                </time>
              </Badge>
            ) : null}
          </div>
          <h1 className="mt-5 text-3xl leading-[1.15] font-bold [overflow-wrap:anywhere] sm:text-5xl">{article.title}</h1>
        </div>
      </header>

      <div className="container-page max-w-4xl pb-20">
        {article.image_url ? (
          <figure className="-mx-5 mt-0 overflow-hidden bg-slate-100 sm:mx-0 sm:mt-10 sm:rounded-[var(--radius-card)] sm:shadow-[var(--shadow-card)]">
            <ArticleImage
              src={article.image_url}
              alt={imageAlt ?? article.title}
              priority
              sizes="(min-width: 896px) 832px, 100vw"
              className="aspect-[16/9]"
            />
          </figure>
        ) : null}

        <div className="mx-auto mt-10 max-w-3xl sm:mt-14">
          {/* Sanitised on the server by markdown.server.ts (allow-list: no script, handler, iframe, style, javascript: URL). */}
          <div className="article-prose" dangerouslySetInnerHTML={{ __html: html }} />

          {article.keywords.length ? (
            <section aria-labelledby="article-keywords" className="mt-12 border-t border-slate-200 pt-8">
              <h2 id="article-keywords" className="text-sm font-semibold tracking-[0.14em] text-slate-500 uppercase">
                {ARTICLE_KEYWORDS_LABEL}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {article.keywords.map((keyword) => (
                  <li key={keyword}>
                    <Badge variant="default" className="px-3 py-1 text-sm font-medium">
                      {keyword}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <QuoteCallToAction />
        </div>
        {related.length ? <RelatedArticles articles={related} /> : null}
        <div className="mx-auto max-w-3xl">
          <p className="mt-12">
            <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-copper-700 hover:text-copper-800">
              <Icon name="ArrowLeft" className="size-4" />
              {BLOG_MESSAGES.backToBlog}
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
