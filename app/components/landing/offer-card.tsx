import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { ServiceCard } from "~/content";
import { clsx } from "clsx";
import { Icon } from "~/components/content-icon";
import { PriceTag } from "./price-tag";
import { frenchSpacing } from "./typography";

/** An offer card (docs/product.md#landing-pages): icon, title, description, features, optional badge and price. */
export function OfferCard({ service, urgent = false }: { service: ServiceCard; urgent?: boolean }) {
  return (
    <Card
      className={clsx(
        "group relative flex h-full flex-col p-6 transition-shadow hover:shadow-[var(--shadow-card-hover)] sm:p-7",
        urgent && "border-red-200 bg-gradient-to-b from-red-50/60 to-white",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={clsx(
            "grid size-12 place-items-center rounded-xl ring-1",
            urgent ? "bg-red-100 text-red-700 ring-red-200" : "bg-copper-50 text-copper-700 ring-copper-100",
          )}
        >
          <Icon name={service.icon ?? "Wrench"} className="size-6" />
        </span>
        {service.badge ? <Badge variant={urgent ? "danger" : "accent"}>{service.badge}</Badge> : null}
      </div>
      <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{frenchSpacing(service.description)}</p>
      <ul className="mt-5 space-y-2.5 text-sm">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Icon name="Check" className={clsx("mt-0.5 size-4 shrink-0", urgent ? "text-red-700" : "text-copper-600")} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {service.price ? (
        <div className="mt-auto pt-6">
          <div className="border-t border-slate-200 pt-5">
            <PriceTag label={service.price} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}
