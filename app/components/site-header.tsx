import { type MouseEvent } from "react";
import { Form, Link, NavLink, useLocation, useNavigate, useNavigation } from "react-router";
import { phoneHref } from "~/config/site";
import { HOME_ANCHORS, scrollToAnchor } from "~/lib/scroll";
import { useOptionalUser, useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { useDetailsMenu } from "./use-details-menu";
import { buttonVariants } from "./ui/button";
import { Icon } from "~/components/content-icon";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export const SIGN_OUT_ACTION = `${ADMIN_BASE_PATH}/logout`;

const ROUTE_LINKS = [
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

export function SiteHeader() {
  const site = useSite();
  const user = useOptionalUser();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // The mobile menu is a <details>: it opens and closes without JavaScript (and before the scripts run).
  const menu = useDetailsMenu();
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };

  function goToAnchor(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    closeMenu();
    if (location.pathname === "/" && scrollToAnchor(id)) {
      window.history.replaceState(window.history.state, "", `/#${id}`);
      return;
    }
    // From another page: go home first, then scroll (handled by SiteLayout).
    navigate("/", { state: { scrollTo: id } });
  }

  const signingOut = navigation.formAction === SIGN_OUT_ACTION;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page flex h-[72px] items-center justify-between gap-4">
        <Link to="/" aria-label={`${site.name}, accueil`} className="shrink-0 rounded-lg">
          <Logo src={site.logoUrl} name={site.name} initials={site.initials} />
        </Link>

        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HOME_ANCHORS.map((a) => (
              <li key={a.id}>
                <a
                  href={`/#${a.id}`}
                  onClick={(e) => goToAnchor(e, a.id)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink"
                >
                  {a.label}
                </a>
              </li>
            ))}
            {ROUTE_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-ink",
                      isActive ? "text-copper-700" : "text-slate-700",
                    )
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href={phoneHref(site.phone)}
            className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-100 sm:inline-flex"
          >
            <Icon name="Phone" className="size-4 text-copper-600" />
            {site.phone}
          </a>
          <a
            href={phoneHref(site.phone)}
            aria-label={`Appeler le ${site.phone}`}
            className={cn(buttonVariants({ variant: "primary", size: "icon" }), "sm:hidden")}
          >
            <Icon name="Phone" />
          </a>
          {user ? (
            <Form method="post" action={SIGN_OUT_ACTION} className="hidden sm:block">
              <button type="submit" disabled={signingOut} className={buttonVariants({ variant: "dark", size: "md" })}>
                <Icon name="LogOut" />
                Déconnexion
              </button>
            </Form>
          ) : (
            <Link to="/devis-gratuit" className={cn(buttonVariants({ size: "md" }), "hidden sm:inline-flex")}>
              Devis Gratuit
            </Link>
          )}
          {/* an open menu toggled before hydration is the visitor's, not a mismatch */}
          <details ref={menu} className="group/menu lg:hidden" suppressHydrationWarning>
            <summary
              className={cn(
                buttonVariants({ variant: "ghost", size: "icon" }),
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              <Icon name="Menu" className="size-6 group-open/menu:hidden" />
              <Icon name="X" className="hidden size-6 group-open/menu:block" />
              {/* the name says what a press does; the hidden one is left out of it */}
              <span className="sr-only group-open/menu:hidden">Ouvrir le menu</span>
              <span className="sr-only hidden group-open/menu:inline">Fermer le menu</span>
            </summary>

            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-72px)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg">
              <nav aria-label="Navigation mobile" className="container-page py-3">
                <ul className="flex flex-col">
                  {HOME_ANCHORS.map((a) => (
                    <li key={a.id}>
                      <a
                        href={`/#${a.id}`}
                        onClick={(e) => goToAnchor(e, a.id)}
                        className="block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-slate-100"
                      >
                        {a.label}
                      </a>
                    </li>
                  ))}
                  {ROUTE_LINKS.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to} className="block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-slate-100">
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                <div className="mt-3 grid gap-2 border-t border-slate-200 pt-4 sm:hidden">
                  {user ? (
                    <Form method="post" action={SIGN_OUT_ACTION}>
                      <button type="submit" className={cn(buttonVariants({ variant: "dark", size: "lg" }), "w-full")}>
                        <Icon name="LogOut" />
                        Déconnexion
                      </button>
                    </Form>
                  ) : (
                    <Link to="/devis-gratuit" className={cn(buttonVariants({ size: "lg" }), "w-full")}>
                      Devis Gratuit
                    </Link>
                  )}
                </div>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
