import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { NavLink, Outlet } from "react-router";
import { ADMIN_NAV, DASHBOARD_NAV_ITEM, type AdminNavItem } from "~/features/admin/nav";
import { requireAdmin } from "~/features/auth/guards.server";
import { WEB_APP_MANIFEST_PATH } from "~/features/push/paths";
import { useAdminServiceWorker } from "~/features/push/use-admin-service-worker";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/layout";

/** The admin area: a side menu on large screens, a scrolling tab bar on phones. Each page checks the session itself too. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user: { email: user.email, name: user.name, mustChangePassword: user.mustChangePassword } };
}

/** The admin, and only the admin, is an installable app (docs/product.md#admin-push). */
export const links: Route.LinksFunction = () => [{ rel: "manifest", href: WEB_APP_MANIFEST_PATH }];

const WORK = [DASHBOARD_NAV_ITEM, ...ADMIN_NAV.filter((i) => i.group === "work")];
const SETTINGS = ADMIN_NAV.filter((i) => i.group === "settings");

function SideLink({ item }: { item: AdminNavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.to === ADMIN_BASE_PATH}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
          isActive ? "bg-white text-ink shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:bg-white/70 hover:text-ink",
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon className={cn("size-4 shrink-0", isActive ? "text-copper-600" : "text-slate-400")} aria-hidden />
          {item.label}
        </>
      )}
    </NavLink>
  );
}

function TabLink({ item }: { item: AdminNavItem }) {
  return (
    <NavLink
      to={item.to}
      end={item.to === ADMIN_BASE_PATH}
      className={({ isActive }) =>
        cn(
          "inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-3.5 py-2 text-sm font-medium transition-colors",
          isActive ? "bg-ink text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:text-ink",
        )
      }
    >
      {item.label}
    </NavLink>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  useAdminServiceWorker();
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
        <aside className="hidden lg:block">
          <div className="sticky top-24 space-y-6">
            <div className="px-3">
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-copper-700">Administration</p>
              <p className="mt-2 truncate text-sm font-semibold text-ink" title={user.name}>
                {user.name}
              </p>
              <p className="truncate text-sm text-slate-500" title={user.email}>
                {user.email}
              </p>
            </div>
            <nav aria-label="Administration" className="space-y-6">
              <ul className="space-y-1">
                {WORK.map((item) => (
                  <li key={item.to}>
                    <SideLink item={item} />
                  </li>
                ))}
              </ul>
              <div>
                <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">Compte</p>
                <ul className="space-y-1">
                  {SETTINGS.map((item) => (
                    <li key={item.to}>
                      <SideLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            </nav>
          </div>
        </aside>

        <nav aria-label="Administration (mobile)" className="-mx-5 min-w-0 overflow-x-auto px-5 pb-1 sm:-mx-6 sm:px-6 lg:hidden">
          <ul className="flex gap-2">
            {[...WORK, ...SETTINGS].map((item) => (
              <li key={item.to}>
                <TabLink item={item} />
              </li>
            ))}
          </ul>
        </nav>

        {/* Pages written for the full width (their own container-page and vertical padding) fit the column as they are. */}
        <div className="min-w-0 [&_.container-page]:max-w-none [&_.container-page]:px-0 [&>.container-page]:py-0 [&>*>.container-page]:py-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
