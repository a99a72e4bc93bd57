import { data, Link, redirect } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { recordMissingPage } from "~/features/redirects/missing-pages.server";
import { isPrivatePath } from "~/features/redirects/paths";
import { findRedirect } from "~/features/redirects/redirects.server";
import { privateMeta } from "~/features/seo/meta";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/not-found";
import { Icon } from "~/components/content-icon";

/**
 * Any address no page answers: a stored redirect from it answers 301
 * (docs/product.md#redirects); otherwise the 404 page, counted in the missing
 * pages log.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!isPrivatePath(pathname)) {
    let moved: string | null = null;
    try {
      moved = await findRedirect(pathname);
    } catch (error) {
      logger.error({ err: error, path: pathname }, "redirect lookup failed");
    }
    if (moved) return redirect(moved, 301);
  }
  logger.warn({ path: pathname }, "404: page not found");
  await recordMissingPage(pathname, request.headers.get("user-agent"));
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => privateMeta("Page introuvable");

export default function NotFoundPage() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-copper-600">404</p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <Link to="/" className={`${buttonVariants({ size: "lg" })} mt-8`}>
        <Icon name="House" />
        Retour à l'accueil
      </Link>
    </div>
  );
}
