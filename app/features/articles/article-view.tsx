import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/content-icon";
import { phoneHref } from "~/config/site";
import { formatFrenchDate } from "~/lib/dates";
import { useSite } from "~/lib/use-site";
import { ArticleCard } from "./article-card";
import { ArticleImage } from "./article-image";
import "./article-prose.css";
import type { Article, BlogListItem } from "./articles.server";
import { ARTICLE_CTA_BUTTON, ARTICLE_CTA_TEXT, ARTICLE_CTA_TITLE, ARTICLE_KEYWORDS_LABEL, BLOG_MESSAGES } from "./blog-copy";

/** What a reader sees of an article (no content source, author or state). */
export type PublicArticle = Omit<Article, "content" | "author_id" | "published">;

export interface ArticleViewProps {
  article: PublicArticle;
  /** the content, rendered and sanitised on the server */
  html: string;
  categoryPath: string;
  related: BlogListItem[];
  /** the main image's alt text from the media library (docs/product.md#media-alt-text); null: the title */
  imageAlt: string | null;
  /** which dates the header shows, decided on the server (docs/product.md#blog-article) */
  dates: { published: boolean; updated: boolean };
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
      <div
        aria-hidden
        className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-copper-600/25 blur-3xl"
      />
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

/**
 * An article as the blog shows it (docs/product.md#blog-article): the public
 * page and its preview links (docs/product.md#article-preview-links) render
 * this same view.
 */
export function ArticleView({ article, html, categoryPath, related, imageAlt, dates }: ArticleViewProps) {
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
            {dates.published ? (
              <Badge variant="outline" className="bg-white">
                <Icon name="CalendarDays" />
                <time dateTime={article.created_at}>{BLOG_MESSAGES.publishedOn(formatFrenchDate(article.created_at))}</time>
              </Badge>
            ) : (
              <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
                <Icon name="Eye" />
                {BLOG_MESSAGES.previewUnpublished}
              </Badge>
            )}
            {dates.published && dates.updated ? (
              <Badge variant="outline" className="bg-white">
                <Icon name="RefreshCw" />
                <time dateTime={article.updated_at}>{BLOG_MESSAGES.updatedOn(formatFrenchDate(article.updated_at))}</time>
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
