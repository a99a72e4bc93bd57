import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { FaqEntry } from "~/content";
import { clsx } from "clsx";
import { frenchSpacing } from "./typography";
import { Icon } from "~/components/content-icon";

/**
 * FAQ accordion: one answer open at a time, a second click closes it.
 * Headers are buttons (Enter/Space) with aria-expanded/aria-controls;
 * ↑/↓/Home/End move between questions (WAI-ARIA accordion pattern).
 */
export function FaqAccordion({
  entries,
  defaultOpen = 0,
  headingLevel = 3,
}: {
  entries: readonly FaqEntry[];
  defaultOpen?: number | null;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = entries.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last ? 0 : index + 1
        : event.key === "ArrowUp"
          ? index === 0 ? last : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[var(--shadow-card)]">
      {entries.map((entry, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={entry.question} className={clsx("transition-colors", expanded && "bg-slate-50/70")}>
            <Heading className="text-base text-pretty sm:text-lg">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-ink hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
              >
                <span>{frenchSpacing(entry.question)}</span>
                <span
                  aria-hidden
                  className={clsx(
                    "grid size-8 shrink-0 place-items-center rounded-full transition-all",
                    expanded ? "rotate-180 bg-copper-600 text-white" : "bg-slate-100 text-slate-600",
                  )}
                >
                  <Icon name="ChevronDown" className="size-4" />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-6 leading-relaxed text-slate-600 sm:px-6"
            >
              <p className="max-w-3xl">{frenchSpacing(entry.answer)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
