import { Badge } from "~/components/ui/badge";
import type { FabricationEquipment } from "~/content";
import { Icon } from "~/components/content-icon";

/** A workshop machine (docs/product.md#landing-pages): a machine with its specs as a definition list. */
export function EquipmentCard({ machine }: { machine: FabricationEquipment }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] sm:p-7">
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-12 place-items-center rounded-xl bg-ink text-copper-300">
          <Icon name={machine.icon} className="size-6" />
        </span>
        <Badge variant="accent">{machine.badge}</Badge>
      </div>
      <h3 className="mt-5 text-xl font-semibold">{machine.title}</h3>
      <p className="text-sm font-medium text-copper-700">{machine.subtitle}</p>
      <p className="mt-3 leading-relaxed text-slate-600">{machine.description}</p>
      <div className="mt-auto pt-6">
        <dl className="grid gap-px overflow-hidden rounded-xl bg-slate-200 text-sm ring-1 ring-slate-200">
          {machine.specs.map((spec) => (
            <div key={spec.label} className="flex items-center justify-between gap-4 bg-slate-50 px-4 py-3">
              <dt className="text-slate-600">{spec.label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{spec.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
