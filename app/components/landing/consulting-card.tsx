import { Badge } from "~/components/ui/badge";
import type { ConsultingService } from "~/content";
import { Icon } from "~/components/content-icon";
import { PriceTag } from "./price-tag";
import { frenchSpacing } from "./typography";

/** A consulting service (docs/product.md#landing-pages): title, badge, description, included list, duration and price. */
export function ConsultingCard({ service }: { service: ConsultingService }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] sm:p-7">
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-12 place-items-center rounded-xl bg-copper-50 text-copper-700 ring-1 ring-copper-100">
          <Icon name={service.icon} className="size-6" />
        </span>
        <Badge variant="accent">{service.badge}</Badge>
      </div>
      <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{frenchSpacing(service.description)}</p>
      <ul className="mt-5 space-y-2.5 text-sm">
        {service.included.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Icon name="Check" className="mt-0.5 size-4 shrink-0 text-copper-600" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 pt-5">
          <PriceTag label={service.price} />
          <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
            <Icon name="Clock" className="size-3.5 text-copper-700" />
            <span className="sr-only">Durée&nbsp;: </span>
            {service.duration}
          </p>
        </div>
      </div>
    </article>
  );
}
