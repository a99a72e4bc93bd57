import { Outlet } from "react-router";
import adminCss from "~/admin.css?url";
import { AdminHeader } from "~/features/admin/admin-header";
import { AdminPhoneBar, AdminSideNav } from "~/features/admin/admin-navigation";
import { requireAdmin } from "~/features/auth/guards.server";
import { WEB_APP_MANIFEST_PATH } from "~/features/push/paths";
import { useAdminServiceWorker } from "~/features/push/use-admin-service-worker";
import type { Route } from "./+types/layout";

/**
 * The admin's own shell (docs/product.md#admin-shell): its top bar, a side menu on large screens,
 * a bottom bar on phones; none of the public site's header, footer, call button or consent banner.
 * Each page checks the session itself too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user: { email: user.email, name: user.name, mustChangePassword: user.mustChangePassword } };
}

/**
 * The admin, and only the admin, is an installable app (docs/product.md#admin-push). Its utilities are
 * in its own stylesheet, after the public one (docs/decisions/038-server-render-cost.md).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminCss, precedence: "default" },
  { rel: "manifest", href: WEB_APP_MANIFEST_PATH },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  useAdminServiceWorker();
  return (
    <div className="min-h-dvh bg-slate-50 pb-[calc(5rem+env(safe-area-inset-bottom))] lg:pb-0">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Aller au contenu
      </a>
      <AdminHeader />
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
        <AdminSideNav user={user} />
        {/* Pages written for the full width (their own container-page and vertical padding) fit the column as they are. */}
        <main
          id="contenu"
          className="min-w-0 [&_.container-page]:max-w-none [&_.container-page]:px-0 [&>.container-page]:py-0 [&>*>.container-page]:py-0"
        >
          <Outlet />
        </main>
      </div>
      <AdminPhoneBar />
    </div>
  );
}
