import type { HomeStat, Stat } from "~/content";
import { experienceStatLabel } from "~/lib/experience";
import { cn } from "~/lib/utils";

/** The home statistics with the years of experience filled in (computed by the page at render). */
export function statsWithExperience(stats: readonly HomeStat[], years: number): Stat[] {
  return stats.map((stat) =>
    stat.kind === "experience"
      ? { value: String(years), label: experienceStatLabel(years) }
      : { value: stat.value, label: stat.label },
  );
}

/** Key figures in a row ('500+ projets réalisés'). */
export function StatBand({
  stats,
  tone = "dark",
  className,
  label,
}: {
  stats: readonly Stat[];
  tone?: "dark" | "light";
  className?: string;
  /** Accessible name of the list. */
  label?: string;
}) {
  const dark = tone === "dark";
  return (
    <dl
      aria-label={label}
      className={cn(
        "grid grid-cols-2 overflow-hidden rounded-[var(--radius-card)] lg:grid-cols-4",
        dark ? "bg-white/10 gap-px ring-1 ring-white/10" : "gap-px bg-slate-200 ring-1 ring-slate-200",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn("flex flex-col-reverse px-5 py-7 text-center sm:px-8 sm:py-9", dark ? "bg-ink" : "bg-white")}
        >
          <dt className={cn("mt-1.5 text-sm font-medium sm:text-base", dark ? "text-slate-300" : "text-slate-600")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-4xl font-bold tracking-tight tabular-nums sm:text-5xl",
              dark ? "text-copper-300" : "text-copper-700",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
