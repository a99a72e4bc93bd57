import type { Stat } from "~/content";

/** Figures with their labels ('3 à 5 jours' / 'de délai de livraison'). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-white/10 ring-1 ring-white/10">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end gap-1 bg-ink p-6 sm:p-8">
          <dt className="text-sm leading-snug text-slate-300">{stat.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-white tabular-nums sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
