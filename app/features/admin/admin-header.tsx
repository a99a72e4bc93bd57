import { ExternalLink, LogOut } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Logo } from "~/components/logo";
import { buttonVariants } from "~/components/ui/button";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { LOGOUT_PATH } from "~/features/auth/paths";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";

/** The admin's top bar: the business's logo to the dashboard, the public site, and sign-out (large screens; phones have it in the menu). */
export function AdminHeader() {
  const site = useSite();
  const navigation = useNavigation();
  const signingOut = navigation.formAction === LOGOUT_PATH;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={ADMIN_BASE_PATH}
          aria-label={`${site.name}, tableau de bord`}
          className="flex min-w-0 items-center gap-3 rounded-lg"
        >
          <Logo src={site.logoUrl} name={site.name} initials={site.initials} />
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold uppercase tracking-[0.12em] text-slate-600">
            Admin
          </span>
        </Link>
        <div className="flex items-center gap-2">
          <Link
            to="/"
            className="inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
          >
            <ExternalLink className="size-4 text-slate-500" aria-hidden />
            <span className="sr-only sm:not-sr-only">Voir le site</span>
          </Link>
          <Form method="post" action={LOGOUT_PATH} className="hidden lg:block">
            <button type="submit" disabled={signingOut} className={cn(buttonVariants({ variant: "dark", size: "md" }))}>
              <LogOut aria-hidden />
              Déconnexion
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
