/**
 * The réalisations a fresh database holds (written by migration 011-projects):
 * what a freshly started test server shows under /realisations.
 */
import { PROJECT_SEEDS } from "~/db/migrations/011-projects.seed";
import { staticPublicPaths } from "~/features/seo/public-pages";

export const seededProjects = PROJECT_SEEDS;

export function seededProject(slug: string) {
  const project = PROJECT_SEEDS.find((p) => p.slug === slug);
  if (!project) throw new Error(`no seeded réalisation ${slug}`);
  return project;
}

/** Every public, indexable page of a fresh install: the fixed ones and the seeded réalisations. */
export function freshPublicPaths(): string[] {
  const paths = staticPublicPaths();
  const list = paths.indexOf("/realisations");
  return [...paths.slice(0, list + 1), ...PROJECT_SEEDS.map((p) => `/realisations/${p.slug}`), ...paths.slice(list + 1)];
}
