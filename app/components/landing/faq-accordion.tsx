import { useId, useRef, type KeyboardEvent, type SyntheticEvent } from "react";
import type { FaqEntry } from "~/content";
import { frenchSpacing } from "./typography";
import { Icon } from "~/components/content-icon";

/**
 * FAQ accordion on native <details>/<summary>: it works before and without
 * the scripts, and questions open with Enter or Space. The first answer is
 * open to begin with; one answer is open at a time (the shared `name` groups
 * them, the toggle handler does the same where a browser ignores it) and a
 * second activation collapses it. With the scripts, ↑/↓/Home/End move
 * between questions.
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
  const group = useId();
  const questions = useRef<(HTMLElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement
      ?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]")
      .forEach((other) => other !== opened && (other.open = false));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const last = entries.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    questions.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[var(--shadow-card)]">
      {entries.map((entry, index) => (
        <details
          key={entry.question}
          name={group}
          open={index === defaultOpen}
          onToggle={closeOthers}
          // an answer opened or closed before hydration is the visitor's choice, not a mismatch
          suppressHydrationWarning
          className="group transition-colors open:bg-slate-50/70"
        >
          <summary
            ref={(el) => {
              questions.current[index] = el;
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
            className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-ink hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6 [&::-webkit-details-marker]:hidden"
          >
            <Heading className="text-base text-pretty sm:text-lg">{frenchSpacing(entry.question)}</Heading>
            <span
              aria-hidden
              className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600 transition-all group-open:rotate-180 group-open:bg-copper-600 group-open:text-white"
            >
              <Icon name="ChevronDown" className="size-4" />
            </span>
          </summary>
          <div className="px-5 pb-6 leading-relaxed text-slate-600 sm:px-6">
            <p className="max-w-3xl">{frenchSpacing(entry.answer)}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
