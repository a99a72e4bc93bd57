import { data, Link } from "react-router";
import { ArticleCard } from "~/features/articles/article-card";
import { BlogSearchForm, CategoryNav, type CategoryLink } from "~/features/articles/blog-explore";
import { BLOG_CACHE_CONTROL } from "~/features/articles/blog-cache";
import { BLOG_EYEBROW, BLOG_PAGE_LABEL } from "~/features/articles/blog-copy";
import { BlogErrorPage } from "~/features/articles/blog-error-page";
import { BlogPager } from "~/features/articles/blog-pager";
import { listBlogCategories, listCategoryArticles } from "~/features/articles/explore.server";
import { categoryPageHref, parsePageParam } from "~/features/articles/pagination";
import { privateMeta, rootConfig, seoMeta } from "~/features/seo/meta";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { frenchPlural } from "~/lib/plural";
import type { Route } from "./+types/category";

const CATEGORY_MESSAGES = {
  title: (name: string) => `${name} : nos articles`,
  description: (name: string, count: number) =>
    `${count} ${frenchPlural(count, "article")} de notre blog sur le thème « ${name} » : conseils de couvreurs-zingueurs en Auvergne-Rhône-Alpes.`,
  count: (count: number) => `${count} ${frenchPlural(count, "article publié", "articles publiés")}`,
  notFound: "Cette catégorie n'existe pas",
  notFoundText: "Aucun article publié ne porte cette catégorie. Retrouvez tous nos conseils sur le blog.",
  error: "Une erreur est survenue",
  errorText: "Nous n'avons pas pu afficher cette catégorie. Veuillez réessayer.",
} as const;

/**
 * A category's published articles, newest first, 12 a page (docs/product.md#blog-categories).
 * A slug no published article has, or a page past the last, is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const categories = await listBlogCategories();
  const category = categories.find((c) => c.slug === params.slug);
  if (!category) throw data(null, { status: 404 });
  const result = await listCategoryArticles(category, { page });
  if (page > result.pageCount) throw data(null, { status: 404 });
  const links: CategoryLink[] = categories.map(({ name, slug, count }) => ({ name, slug, count }));
  return { ...result, category: { name: category.name, slug: category.slug }, categories: links };
}

/** Shared caches must ask again every time (see blog-cache.ts). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": BLOG_CACHE_CONTROL });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return privateMeta(CATEGORY_MESSAGES.notFound);
  const { category, page, pageCount, total } = loaderData;
  const site = rootConfig(matches)?.site;
  const title = [CATEGORY_MESSAGES.title(category.name), page > 1 ? BLOG_PAGE_LABEL(page) : null, "Blog", site?.name]
    .filter(Boolean)
    .join(" - ");
  const path = categoryPageHref(category.slug, page);
  const tags = seoMeta(matches, {
    title,
    description: CATEGORY_MESSAGES.description(category.name, total),
    path,
    jsonLd: site
      ? [
          breadcrumbLd(site.url, [
            { name: "Accueil", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: category.name, path: categoryPageHref(category.slug) },
          ]),
        ]
      : undefined,
  });
  const origin = site?.url ?? "";
  if (page > 1) tags.push({ tagName: "link", rel: "prev", href: `${origin}${categoryPageHref(category.slug, page - 1)}` });
  if (page < pageCount)
    tags.push({ tagName: "link", rel: "next", href: `${origin}${categoryPageHref(category.slug, page + 1)}` });
  return tags;
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total, category, categories } = loaderData;
  return (
    <>
      <header className="relative overflow-hidden border-b border-slate-200/80 bg-slate-50">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 right-[-10%] size-[28rem] rounded-full bg-copper-200/40 blur-3xl"
        />
        <div className="container-page relative py-14 sm:py-20">
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-copper-700 uppercase">
            <Link to="/blog" className="hover:text-copper-800">
              {BLOG_EYEBROW}
            </Link>
          </p>
          <h1 className="text-4xl font-bold [overflow-wrap:anywhere] sm:text-5xl">{category.name}</h1>
          <p className="mt-5 text-lg text-slate-600">{CATEGORY_MESSAGES.count(total)}</p>
          <div className="mt-8">
            <BlogSearchForm />
          </div>
          <CategoryNav categories={categories} current={category.slug} />
        </div>
      </header>
      <div className="container-page py-14 sm:py-20">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <BlogPager page={page} pageCount={pageCount} hrefFor={(n) => categoryPageHref(category.slug, n)} />
      </div>
    </>
  );
}

/** An unknown category (or a page past its last): 404 inside the site's frame. */
export function ErrorBoundary() {
  return <BlogErrorPage copy={CATEGORY_MESSAGES} />;
}
