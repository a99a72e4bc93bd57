import { Link } from "react-router";
import { Icon } from "~/components/content-icon";
import { cn } from "~/lib/utils";

export interface Crumb {
  name: string;
  path: string;
}

/** Home first; the last crumb is the current page. */
export function crumbs(...items: Crumb[]): Crumb[] {
  return [{ name: "Accueil", path: "/" }, ...items];
}

export function Breadcrumbs({
  items,
  tone = "dark",
  className,
}: {
  items: readonly Crumb[];
  tone?: "dark" | "light";
  className?: string;
}) {
  const onDark = tone === "dark";
  return (
    <nav aria-label="Fil d'Ariane" className={cn("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <Icon name="ChevronRight" className={cn("size-3.5 shrink-0", onDark ? "text-slate-500" : "text-slate-400")} />
              ) : null}
              {last ? (
                <span aria-current="page" className={cn("truncate font-medium", onDark ? "text-white" : "text-ink")}>
                  {item.name}
                </span>
              ) : (
                <Link
                  to={item.path}
                  className={cn(
                    "rounded transition-colors",
                    onDark ? "text-slate-300 hover:text-white" : "text-slate-600 hover:text-copper-700",
                  )}
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
