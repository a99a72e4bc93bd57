import { Link, Outlet } from "react-router";
import { Logo } from "~/components/logo";
import { useSite } from "~/lib/use-site";
import adminCss from "~/admin.css?url";
import type { Route } from "./+types/sign-in-layout";

/** The admin's utilities, after the public stylesheet (docs/decisions/038-server-render-cost.md). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss, precedence: "default" }];

/**
 * The sign-in pages' shell: the business's logo back to the site, and the card; none of the public
 * footer, call button or consent banner (docs/product.md#admin-shell).
 */
export default function SignInLayout() {
  const site = useSite();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200/80 bg-white">
        <div className="container-page flex h-16 items-center">
          <Link to="/" aria-label={`${site.name}, accueil`} className="rounded-lg">
            <Logo src={site.logoUrl} name={site.name} initials={site.initials} />
          </Link>
        </div>
      </header>
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
