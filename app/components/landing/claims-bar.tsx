import type { Claim } from "~/content";
import { clsx } from "clsx";
import { Icon } from "~/components/content-icon";

/** The page's claims ('+200 clients', 'Paiement en 3 fois'…) as a band overlapping the hero. */
export function ClaimsBar({ claims, className }: { claims: readonly Claim[]; className?: string }) {
  return (
    <div className={clsx("relative z-10 -mt-10 lg:-mt-14", className)}>
      <div className="container-page">
        <ul
          aria-label="Nos engagements"
          className="grid grid-cols-2 overflow-hidden rounded-2xl bg-white shadow-[var(--shadow-card-hover)] ring-1 ring-slate-900/5 lg:grid-cols-4"
        >
          {claims.map((claim, i) => (
            <li
              key={claim.label}
              className={clsx(
                "flex items-center gap-3 px-4 py-5 sm:px-6 sm:py-6",
                i % 2 === 1 && "border-l border-slate-200",
                i >= 2 && "border-t border-slate-200 lg:border-t-0",
                i === 2 && "lg:border-l",
              )}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-copper-50 text-copper-700 ring-1 ring-copper-100">
                <Icon name={claim.icon} className="size-5" />
              </span>
              <span className="text-sm font-semibold leading-snug text-ink sm:text-[0.95rem]">{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
