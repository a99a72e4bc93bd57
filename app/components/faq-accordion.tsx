import { useId, type SyntheticEvent } from "react";
import { Icon } from "~/components/content-icon";
import { frenchSpacing } from "~/components/landing/typography";
import type { FaqEntry } from "~/content";
import { cn } from "~/lib/utils";

/**
 * FAQ accordion on native <details>/<summary>: works without JavaScript,
 * keyboard operable, one item open at a time (the shared `name` groups them;
 * the toggle handler does the same where a browser ignores it) and an open
 * item collapses again when its question is activated.
 */
export function FaqAccordion({ items, className }: { items: readonly FaqEntry[]; className?: string }) {
  const group = useId();

  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement?.parentElement
      ?.querySelectorAll<HTMLDetailsElement>("details[open]")
      .forEach((other) => other !== opened && (other.open = false));
  }

  return (
    <ul
      className={cn(
        "divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.question}>
          <details name={group} onToggle={closeOthers} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-[var(--radius-card)] px-5 py-5 text-left text-base font-semibold text-ink transition-colors hover:text-copper-700 sm:px-6 [&::-webkit-details-marker]:hidden">
              <span>{frenchSpacing(item.question)}</span>
              <span
                aria-hidden
                className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600 transition-transform duration-200 group-open:rotate-45 group-open:bg-copper-600 group-open:text-white"
              >
                <Icon name="Plus" className="size-4" strokeWidth={2.5} />
              </span>
            </summary>
            <div className="-mt-1 px-5 pb-6 pr-14 leading-relaxed text-slate-600 sm:px-6 sm:pr-16">
              {frenchSpacing(item.answer)}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
