import type { CityCard } from "~/content";
import { clsx } from "clsx";
import { Icon } from "~/components/content-icon";

/** City cards (docs/product.md#landing-pages): city, department and intervention delay (J+1 / J+2). */
export function CityGrid({ cities }: { cities: readonly CityCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cities.map((city) => {
        const fast = city.delayDays === 1;
        return (
          <li
            key={city.city}
            className={clsx(
              "relative flex flex-col rounded-2xl border bg-white p-4 shadow-[var(--shadow-card)] sm:p-5",
              fast ? "border-copper-200" : "border-slate-200/80",
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <Icon name="MapPin" className={clsx("size-5", fast ? "text-copper-600" : "text-slate-400")} />
              <span
                className={clsx(
                  "rounded-full px-2.5 py-1 text-sm font-bold tabular-nums",
                  fast ? "bg-copper-600 text-white" : "bg-slate-100 text-slate-800",
                )}
              >
                <span className="sr-only">Délai d'intervention&nbsp;: </span>
                {city.delay}
              </span>
            </div>
            <h3 className="mt-4 text-base font-semibold sm:text-lg">{city.city}</h3>
            <p className="mt-0.5 text-sm text-slate-600">{city.department}</p>
          </li>
        );
      })}
    </ul>
  );
}
