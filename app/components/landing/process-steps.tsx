import type { ProcessStep } from "~/content";
import { Icon } from "~/components/content-icon";

/** Process steps (docs/product.md#landing-pages): numbered, with a duration; a connecting line on wide screens. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <div className="relative">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-[12.5%] top-7 hidden h-px bg-gradient-to-r from-copper-200 via-copper-400 to-copper-200 lg:block"
      />
      <ol className="relative grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {steps.map((step) => (
          <li key={step.step} className="relative flex flex-col items-start lg:items-center lg:text-center">
            <span className="relative z-10 grid size-14 place-items-center rounded-2xl bg-ink text-xl font-bold text-white shadow-lg ring-4 ring-white tabular-nums">
              <span className="sr-only">Étape </span>
              {step.step}
            </span>
            <div className="mt-4 w-full rounded-2xl border border-slate-200/80 bg-white p-5 shadow-[var(--shadow-card)] lg:mt-6 lg:flex-1">
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
              <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-copper-50 px-3 py-1 text-xs font-semibold text-copper-800">
                <Icon name="Clock" className="size-3.5" />
                {step.duration}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
