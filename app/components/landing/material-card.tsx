import type { Material } from "~/content";
import { Icon } from "~/components/content-icon";

/** Decorative sheet colours; an unknown metal falls back to zinc grey. */
const SWATCHES: Record<string, string> = {
  Zinc: "from-slate-300 via-slate-400 to-slate-500",
  Aluminium: "from-zinc-100 via-zinc-300 to-zinc-400",
  Cuivre: "from-copper-300 via-copper-500 to-copper-700",
  "Acier galvanisé": "from-slate-200 via-slate-300 to-zinc-500",
};

/** A material card (docs/product.md#landing-pages): metal, thicknesses, description, finishes and advantages. */
export function MaterialCard({ material }: { material: Material }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-[var(--shadow-card)]">
      <div aria-hidden className={`h-2.5 bg-gradient-to-r ${SWATCHES[material.material] ?? SWATCHES.Zinc}`} />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">{material.material}</h3>
        <p className="mt-3 inline-flex w-fit items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-700">
          <Icon name="Ruler" className="size-4 text-copper-700" />
          <span>
            Épaisseurs&nbsp;: <strong className="font-semibold text-ink tabular-nums">{material.thicknesses}</strong>
          </span>
        </p>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">{material.description}</p>
        <h4 className="mt-5 text-xs font-semibold uppercase tracking-[0.12em] text-slate-500">Finitions</h4>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {material.finishes.map((finish) => (
            <li key={finish} className="rounded-full border border-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {finish}
            </li>
          ))}
        </ul>
        <h4 className="mt-5 text-xs font-semibold uppercase tracking-[0.12em] text-slate-500">Avantages</h4>
        <ul className="mt-2 space-y-1.5 text-sm">
          {material.advantages.map((advantage) => (
            <li key={advantage} className="flex gap-2">
              <Icon name="Check" className="mt-0.5 size-4 shrink-0 text-copper-600" />
              {advantage}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
