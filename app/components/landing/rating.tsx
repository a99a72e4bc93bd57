import { LANDING_RATING } from "~/content";
import { clsx } from "clsx";
import { Icon } from "~/components/content-icon";

/**
 * Five stars filled up to `value`, announced once as text
 * ('Note : 5 sur 5') instead of five decorative icons.
 */
export function Stars({
  value,
  best = 5,
  className,
  starClassName,
}: {
  value: number;
  best?: number;
  className?: string;
  starClassName?: string;
}) {
  const label = `Note\u00a0: ${String(value).replace(".", ",")} sur ${best}`;
  return (
    <span role="img" aria-label={label} className={clsx("inline-flex items-center gap-0.5", className)}>
      {Array.from({ length: best }, (_, i) => (
        <Icon
          key={i}
          name="Star"
          className={clsx(
            starClassName ?? "size-4",
            i < Math.round(value) ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200",
          )}
        />
      ))}
    </span>
  );
}

/** The landing pages' rating, 4,9/5 (docs/product.md#business-facts), as a compact card (white, or glass on a dark panel). */
export function RatingCard({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <div
      className={clsx(
        "flex items-center gap-3 rounded-xl px-4 py-3",
        dark ? "bg-white/[0.07] ring-1 ring-white/15 backdrop-blur" : "bg-white shadow-xl ring-1 ring-slate-900/5",
        className,
      )}
    >
      <span className={clsx("text-3xl font-bold tracking-tight tabular-nums", dark ? "text-white" : "text-ink")}>
        {LANDING_RATING.label}
      </span>
      <span className="flex flex-col gap-1">
        <Stars value={LANDING_RATING.value} best={LANDING_RATING.best} />
        <span className={clsx("text-xs font-medium", dark ? "text-slate-300" : "text-slate-600")}>
          Note moyenne de nos clients
        </span>
      </span>
    </div>
  );
}
