import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatFrenchDate } from "~/lib/dates";
import { BLOG_MESSAGES } from "./blog-copy";
import { ArticleImage, displayableImageUrl } from "./article-image";
import { Icon } from "~/components/content-icon";

export interface ArticleCardData {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  created_at: string;
}

/** A card of the public blog list: image if any, category, date, title (2 lines), excerpt (3 lines), 'Lire la suite →'. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  const href = `/blog/${article.slug}`;
  const image = displayableImageUrl(article.image_url);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)] transition-shadow duration-300 hover:shadow-[var(--shadow-card-hover)]">
      {image ? (
        <div className="aspect-[16/10] overflow-hidden bg-slate-100">
          <ArticleImage
            src={image}
            alt=""
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="transition-transform duration-500 ease-out group-hover:scale-[1.03]"
          />
        </div>
      ) : (
        // No image: a quiet brand panel of the same size keeps the grid even.
        <div
          aria-hidden
          className="relative grid aspect-[16/10] place-items-center overflow-hidden bg-gradient-to-br from-ink via-slate-800 to-copper-900"
        >
          <div className="absolute inset-0 opacity-[0.07] [background-image:repeating-linear-gradient(135deg,#fff_0,#fff_1px,transparent_1px,transparent_14px)]" />
          {/* a roof line, the brand's motif */}
          <svg
            viewBox="0 0 48 48"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.25}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-12 text-copper-300/80 transition-transform duration-500 group-hover:scale-110"
          >
            <path d="M6 24 24 9l18 15M11 20v19h26V20M20 39V28h8v11" />
          </svg>
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-500">
          <Badge variant="accent" className="max-w-full truncate">
            {article.category}
          </Badge>
          <time dateTime={article.created_at} className="inline-flex items-center gap-1.5">
            <Icon name="CalendarDays" className="size-4 text-slate-400" />
            {formatFrenchDate(article.created_at)}
          </time>
        </div>
        <h2 className="mt-4 line-clamp-2 text-xl font-semibold leading-snug text-ink transition-colors [overflow-wrap:anywhere] group-hover:text-copper-800">
          {article.title}
        </h2>
        <p className="mt-3 line-clamp-3 leading-relaxed text-slate-600 [overflow-wrap:anywhere]">{article.excerpt}</p>
        <div className="mt-auto pt-6">
          {/* The whole card is the link's hit area (after:inset-0); its name says which article. */}
          <Link
            to={href}
            prefetch="intent"
            className="text-sm font-semibold text-copper-700 outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] hover:text-copper-800 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-copper-500"
          >
            {BLOG_MESSAGES.readMore}
            <span className="sr-only"> : {article.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
