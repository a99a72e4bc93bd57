/**
 * The data of the article view (article-view.tsx), shared by the public page
 * and the preview links: what a reader may see, the rendered content, the
 * category's page and the related articles.
 */
import { findMediaAltForUrl } from "~/features/media/alt-text.server";
import { logger } from "~/lib/logger.server";
import { showsUpdateDate } from "./article-dates";
import { articleHtml } from "./article-html.server";
import { displayableImageUrl } from "./article-image";
import type { Article, BlogListItem } from "./articles.server";
import type { ArticleViewProps, PublicArticle } from "./article-view";
import { categoryHref, listRelatedArticles } from "./explore.server";

/** docs/product.md#related-articles: a failed load only leaves the section out. */
async function related(article: Article): Promise<BlogListItem[]> {
  try {
    return await listRelatedArticles(article);
  } catch (error) {
    logger.error({ err: error, slug: article.slug }, "Erreur lors du chargement des articles liés");
    return [];
  }
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

export async function articleViewData(article: Article): Promise<ArticleViewProps> {
  const { content: _content, author_id: _author, published: _published, ...rest } = article;
  const visible = { ...rest, image_url: displayableImageUrl(rest.image_url) };
  const [relatedArticles, imageAlt] = await Promise.all([related(article), mainImageAlt(visible.image_url)]);
  return {
    article: visible satisfies PublicArticle,
    html: articleHtml(article),
    categoryPath: categoryHref(article.category),
    related: relatedArticles,
    imageAlt,
    dates: {
      // a draft seen through a preview link has no publication date yet
      published: article.published,
      updated: showsUpdateDate(article.created_at, article.updated_at),
    },
  };
}
