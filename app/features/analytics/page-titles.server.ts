/**
 * The title of each page the statistics list, so the owner reads 'Zinguerie' rather than
 * '/services/zinguerie' (docs/product.md#statistics): the site's fixed pages from the content,
 * articles, réalisations and blog categories from the database. A path no longer known (a deleted
 * article, an old address) has no title and is shown as it is.
 */
import type { Kysely } from "kysely";
import { cgu, cgv, landings, services, siteMapPage } from "~/content";
import { privacyPage } from "~/content/privacy";
import { listBlogCategories } from "~/features/articles/explore.server";
import type { DB } from "~/db/schema";

const FIXED_TITLES: ReadonlyMap<string, string> = new Map([
  ["/", "Accueil"],
  ["/services", "Nos services"],
  ["/realisations", "Nos réalisations"],
  ["/a-propos", "À propos"],
  ["/contact", "Contact"],
  ["/blog", "Blog"],
  ["/urgence-toiture", "Urgence toiture"],
  ["/devis-gratuit", "Devis gratuit"],
  ["/plan-du-site", siteMapPage.title],
  ["/mentions-legales", "Mentions légales"],
  ["/confidentialite", privacyPage.title],
  ["/cgu", cgu.title],
  ["/cgv", cgv.title],
  ...services.map((service) => [`/services/${service.slug}`, service.title] as const),
  ...Object.values(landings).map((landing) => [landing.path, landing.metaTitle] as const),
]);

const slugAfter = (path: string, prefix: string) => {
  if (!path.startsWith(prefix)) return null;
  const slug = path.slice(prefix.length);
  return slug && !slug.includes("/") ? slug : null;
};

/** The titles of `paths` that are known pages; the others are left out. */
export async function pageTitles(paths: Iterable<string>, db: Kysely<DB>): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const articleSlugs = new Set<string>();
  const projectSlugs = new Set<string>();
  const categorySlugs = new Set<string>();
  for (const path of paths) {
    const fixed = FIXED_TITLES.get(path);
    if (fixed) titles.set(path, fixed);
    else if (slugAfter(path, "/blog/categorie/")) categorySlugs.add(slugAfter(path, "/blog/categorie/")!);
    else if (slugAfter(path, "/blog/")) articleSlugs.add(slugAfter(path, "/blog/")!);
    else if (slugAfter(path, "/realisations/")) projectSlugs.add(slugAfter(path, "/realisations/")!);
  }
  const [articles, projects, categories] = await Promise.all([
    articleSlugs.size
      ? db
          .selectFrom("articles")
          .select(["slug", "title"])
          .where("slug", "in", [...articleSlugs])
          .execute()
      : [],
    projectSlugs.size
      ? db
          .selectFrom("projects")
          .select(["slug", "title"])
          .where("slug", "in", [...projectSlugs])
          .execute()
      : [],
    categorySlugs.size ? listBlogCategories(db) : [],
  ]);
  for (const article of articles) titles.set(`/blog/${article.slug}`, article.title);
  for (const project of projects) titles.set(`/realisations/${project.slug}`, project.title);
  for (const category of categories) {
    if (categorySlugs.has(category.slug)) titles.set(`/blog/categorie/${category.slug}`, `Blog\u00a0: ${category.name}`);
  }
  return titles;
}
