import type { CreationCategory } from "~/content";
import { PriceTag } from "./price-tag";
import { Icon } from "~/components/content-icon";

/** A creation category (docs/product.md#landing-pages): category, items, delay and price. */
export function CreationCard({ creation }: { creation: CreationCategory }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)]">
      <h3 className="text-lg font-semibold">{creation.category}</h3>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {creation.items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-copper-500" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <div className="flex items-end justify-between gap-4 border-t border-slate-200 pt-5">
          <PriceTag label={creation.price} />
          <p className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
            <Icon name="Clock" className="size-3.5 text-copper-700" />
            <span className="sr-only">Délai&nbsp;: </span>
            {creation.delay}
          </p>
        </div>
      </div>
    </article>
  );
}
