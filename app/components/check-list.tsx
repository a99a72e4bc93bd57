import { Icon } from "~/components/content-icon";
import { cn } from "~/lib/utils";

/** A list with copper check marks. */
export function CheckList({
  items,
  className,
  tone = "light",
  size = "md",
}: {
  items: readonly string[];
  className?: string;
  tone?: "light" | "dark";
  size?: "sm" | "md";
}) {
  return (
    <ul className={cn(size === "sm" ? "space-y-2 text-sm" : "space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span
            className={cn(
              "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full",
              tone === "dark" ? "bg-copper-500/20 text-copper-300" : "bg-copper-100 text-copper-700",
            )}
          >
            <Icon name="Check" className="size-3" strokeWidth={3} />
          </span>
          <span className={tone === "dark" ? "text-slate-200" : "text-slate-700"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
