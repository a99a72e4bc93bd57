import type { FeatureCard } from "~/content";
import { cn } from "~/lib/utils";
import { IconTile } from "./icon-tile";

/** Cards of an icon, a title and a text (reasons, values, promises…). */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "light",
  className,
  itemHeading: ItemHeading = "h3",
}: {
  itemHeading?: "h3" | "h4";
  items: readonly FeatureCard[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
  className?: string;
}) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  const dark = tone === "dark";
  return (
    <ul className={cn("grid gap-5", cols, className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "rounded-[var(--radius-card)] p-6 transition-colors",
            dark
              ? "bg-white/[0.04] ring-1 ring-inset ring-white/10 hover:bg-white/[0.07]"
              : "border border-slate-200/80 bg-white shadow-[var(--shadow-card)]",
          )}
        >
          <IconTile icon={item.icon} tone={dark ? "onDark" : "copper"} />
          <ItemHeading className={cn("mt-5 text-lg font-semibold", dark && "text-white")}>{item.title}</ItemHeading>
          <p className={cn("mt-2 leading-relaxed", dark ? "text-slate-300" : "text-slate-600")}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
