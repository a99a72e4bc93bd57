import { data, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/content-icon";
import { ArticleView } from "~/features/articles/article-view";
import { articleViewData } from "~/features/articles/article-view.server";
import { PREVIEW_LINK_MESSAGES } from "~/features/articles/preview-links";
import { articleForPreviewToken } from "~/features/articles/preview-links.server";
import { BLOG_MESSAGES } from "~/features/articles/blog-copy";
import { PRIVATE_CACHE_CONTROL } from "~/lib/cache-policy";
import { logger } from "~/lib/logger.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/preview";

/** Never indexed, never kept by any cache, never told to another site (docs/product.md#article-preview-links). */
const PREVIEW_HEADERS = {
  "Cache-Control": PRIVATE_CACHE_CONTROL,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/**
 * The article a preview link opens, drafts included, exactly as the blog
 * shows it; an unknown, malformed, expired or revoked token answers 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const article = await articleForPreviewToken(params.token, new Date()).catch((error: unknown) => {
    logger.error({ err: error }, "preview link load failed");
    return null;
  });
  if (!article) return data({ view: null, published: false }, { status: 404, headers: PREVIEW_HEADERS });
  return data({ view: await articleViewData(article), published: article.published }, { headers: PREVIEW_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.view ? `Aperçu\u00a0: ${loaderData.view.article.title}` : PREVIEW_LINK_MESSAGES.gone },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

function PreviewGone() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-copper-50 text-copper-600">
        <Icon name="FileQuestionMark" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{PREVIEW_LINK_MESSAGES.gone}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{PREVIEW_LINK_MESSAGES.goneText}</p>
      <Link to="/blog" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
        <Icon name="ArrowLeft" />
        {BLOG_MESSAGES.backToBlog}
      </Link>
    </div>
  );
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { view, published } = loaderData;
  if (!view) return <PreviewGone />;
  return (
    <>
      <p
        role="status"
        className="border-b border-amber-200 bg-amber-50 px-5 py-2.5 text-center text-sm font-medium text-amber-900"
      >
        <Icon name="Eye" className="mr-1.5 inline size-4 align-[-3px]" />
        {published ? PREVIEW_LINK_MESSAGES.bannerPublished : PREVIEW_LINK_MESSAGES.banner}
      </p>
      <ArticleView {...view} />
    </>
  );
}
