import { LANDING_SLUGS, SERVICE_SLUGS } from "~/content/slugs";
import { ADMIN_BASE_PATH, SIGN_IN_BASE_PATH } from "~/config/admin-paths";

/**
 * Public, indexable paths known at build time. Blog articles and réalisations
 * (`/realisations/{slug}`) come from the database: the sitemap adds them.
 */
export function staticPublicPaths(): string[] {
  return [
    "/",
    "/services",
    ...SERVICE_SLUGS.map((s) => `/services/${s}`),
    "/realisations",
    "/plan-du-site",
    "/a-propos",
    "/contact",
    "/blog",
    "/mentions-legales",
    "/cgu",
    "/cgv",
    "/confidentialite",
    "/urgence-toiture",
    "/devis-gratuit",
    ...LANDING_SLUGS.map((s) => `/landing/${s}`),
  ];
}

/** Paths search engines must not crawl. */
export const PRIVATE_PATH_PREFIXES = [SIGN_IN_BASE_PATH, ADMIN_BASE_PATH, "/api/"] as const;
