import { cn } from "~/lib/utils";

/** A numbered process (01 → 04) as an ordered list; a hairline links the steps on large screens. */
export function ProcessSteps({
  steps,
  className,
}: {
  steps: readonly { title: string; description: string; duration?: string }[];
  className?: string;
}) {
  return (
    <div className={cn("relative", className)}>
      <div
        aria-hidden
        className="absolute left-8 right-8 top-14 hidden h-px bg-gradient-to-r from-copper-300 via-slate-300 to-transparent lg:block"
      />
      <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-200/80"
          >
            <span
              aria-hidden
              className="relative grid size-16 place-items-center rounded-2xl bg-ink text-xl font-bold text-copper-300 tabular-nums shadow-md"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-6 text-lg font-semibold">
              <span className="sr-only">Étape {index + 1} : </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
            {step.duration ? <p className="mt-4 text-sm font-semibold text-copper-700">{step.duration}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
