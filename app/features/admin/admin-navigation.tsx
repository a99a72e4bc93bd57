import { LogOut, Menu, X } from "lucide-react";
import { Form, NavLink } from "react-router";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { LOGOUT_PATH } from "~/features/auth/paths";
import { cn } from "~/lib/utils";
import { PHONE_SHORTCUTS, SETTINGS_SECTIONS, WORK_SECTIONS } from "./admin-sections";
import type { AdminNavItem } from "./nav";
import { useDetailsMenu } from "~/components/use-details-menu";

function SectionLink({ item, size }: { item: AdminNavItem; size: "side" | "sheet" }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.to === ADMIN_BASE_PATH}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-3 rounded-lg px-3 font-medium transition-colors",
          size === "side" ? "py-2 text-sm" : "min-h-12 py-2.5 text-base",
          isActive ? "bg-white text-ink shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:bg-white/70 hover:text-ink",
          size === "sheet" && !isActive && "text-ink hover:bg-slate-100",
          size === "sheet" && isActive && "bg-copper-50 ring-copper-200",
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

function SectionLists({ size }: { size: "side" | "sheet" }) {
  return (
    <>
      <ul className="space-y-1">
        {WORK_SECTIONS.map((item) => (
          <li key={item.to}>
            <SectionLink item={item} size={size} />
          </li>
        ))}
      </ul>
      <div>
        <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">Compte</p>
        <ul className="space-y-1">
          {SETTINGS_SECTIONS.map((item) => (
            <li key={item.to}>
              <SectionLink item={item} size={size} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Large screens: every section in a column beside the page. */
export function AdminSideNav({ user }: { user: { name: string; email: string } }) {
  return (
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
          <SectionLists size="side" />
        </nav>
      </div>
    </aside>
  );
}

const TAB_CLASS =
  "flex h-16 w-full flex-col items-center justify-center gap-1 whitespace-nowrap rounded-xl text-[0.6875rem] font-semibold leading-tight tracking-tight transition-colors";

/**
 * Phones: a bar under the thumb with the three pages the owner opens most and 'Menu', which opens
 * every section (docs/product.md#admin-shell).
 */
export function AdminPhoneBar() {
  const menu = useDetailsMenu();
  return (
    <nav
      aria-label="Administration (mobile)"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-10px_30px_-14px_rgb(15_23_36/0.25)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-4 gap-0.5 px-1.5 py-1">
        {PHONE_SHORTCUTS.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === ADMIN_BASE_PATH}
                aria-label={item.label}
                className={({ isActive }) => cn(TAB_CLASS, isActive ? "text-copper-700" : "text-slate-600 hover:text-ink")}
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        "grid h-7 w-12 place-items-center rounded-full transition-colors",
                        isActive ? "bg-copper-100 text-copper-700" : "text-slate-500",
                      )}
                    >
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <span className="text-center">{item.short}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
        <li>
          {/* an open menu toggled before hydration is the owner's, not a mismatch */}
          <details ref={menu} className="group/menu" suppressHydrationWarning>
            <summary
              className={cn(
                TAB_CLASS,
                "cursor-pointer list-none text-slate-600 hover:text-ink [&::-webkit-details-marker]:hidden",
              )}
            >
              <span className="grid h-7 w-12 place-items-center rounded-full text-slate-500 group-open/menu:bg-ink group-open/menu:text-white">
                <Menu className="size-5 group-open/menu:hidden" aria-hidden />
                <X className="hidden size-5 group-open/menu:block" aria-hidden />
              </span>
              <span>Menu</span>
            </summary>
            <div className="absolute inset-x-0 bottom-full max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white px-3 pb-4 pt-3 shadow-[0_-18px_40px_-16px_rgb(15_23_36/0.35)]">
              <div className="mx-auto max-w-xl space-y-5">
                <SectionLists size="sheet" />
                {/* kept in view at the sheet's foot however long the list: sign-out is two taps away on a phone */}
                <Form
                  method="post"
                  action={LOGOUT_PATH}
                  className="sticky -bottom-4 -mb-4 border-t border-slate-200 bg-white pt-2 pb-4"
                >
                  <button
                    type="submit"
                    className="flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-ink hover:bg-slate-100"
                  >
                    <LogOut className="size-4 text-slate-400" aria-hidden />
                    Déconnexion
                  </button>
                </Form>
              </div>
            </div>
          </details>
        </li>
      </ul>
    </nav>
  );
}
