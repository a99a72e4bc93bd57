import type { ReactNode } from "react";
import type { ContentIcon } from "~/content";
import { clsx } from "clsx";
import { Icon } from "~/components/content-icon";

/** An icon, a title and a short text (reasons, emergency types…), with an optional footer. */
export function FeatureCard({
  icon,
  title,
  description,
  footer,
  tone = "copper",
  className,
}: {
  icon: ContentIcon;
  title: string;
  description: string;
  footer?: ReactNode;
  tone?: "copper" | "red";
  className?: string;
}) {
  return (
    <div
      className={clsx(
        "flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)]",
        className,
      )}
    >
      <span
        className={clsx(
          "grid size-12 place-items-center rounded-xl ring-1",
          tone === "red" ? "bg-red-50 text-red-700 ring-red-100" : "bg-copper-50 text-copper-700 ring-copper-100",
        )}
      >
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
      {footer ? <div className="mt-auto pt-5">{footer}</div> : null}
    </div>
  );
}
