import type { ContractTier } from "~/content";
import { clsx } from "clsx";
import { QuoteLink } from "./actions";
import { Icon } from "~/components/content-icon";

/** '120 €/an' → ['120 €', '/an'] so the amount can be set large. */
export function splitPeriod(priceLabel: string): [string, string] {
  const at = priceLabel.lastIndexOf("/");
  return at < 0 ? [priceLabel, ""] : [priceLabel.slice(0, at), priceLabel.slice(at)];
}

/** A contract tier (docs/product.md#landing-pages), with its subscribe button to /contact; the popular tier stands out. */
export function PriceCard({ contract, subscribeLabel }: { contract: ContractTier; subscribeLabel: string }) {
  const popular = contract.popular;
  const [amount, period] = splitPeriod(contract.priceLabel);
  return (
    <article
      aria-labelledby={`contract-${contract.name}`}
      className={clsx(
        "relative flex h-full flex-col rounded-3xl p-7 sm:p-8",
        popular
          ? "bg-ink text-slate-300 shadow-2xl ring-2 ring-copper-500 lg:-my-4 lg:py-12"
          : "border border-slate-200 bg-white shadow-[var(--shadow-card)]",
      )}
    >
      <p
        className={clsx(
          "inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold",
          popular ? "bg-copper-600 text-white" : "bg-copper-50 text-copper-800 ring-1 ring-copper-100",
        )}
      >
        {popular ? <Icon name="Sparkles" className="size-3.5" /> : null}
        {contract.badge}
      </p>
      <h3
        id={`contract-${contract.name}`}
        className={clsx("mt-5 text-sm font-bold uppercase tracking-[0.2em]", popular ? "text-copper-300" : "text-copper-700")}
      >
        {contract.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className={clsx("text-5xl font-bold tracking-tight tabular-nums", popular ? "text-white" : "text-ink")}>
          {amount}
        </span>
        <span className={clsx("text-lg font-medium", popular ? "text-slate-300" : "text-slate-500")}>{period}</span>
      </p>
      <p className={clsx("mt-4 leading-relaxed", popular ? "text-slate-300" : "text-slate-600")}>{contract.description}</p>
      <ul className="mt-6 space-y-3 text-sm">
        {contract.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span
              className={clsx(
                "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full",
                popular ? "bg-copper-600 text-white" : "bg-copper-50 text-copper-700",
              )}
            >
              <Icon name="Check" className="size-3.5" strokeWidth={3} />
            </span>
            <span className={popular ? "text-slate-200" : "text-slate-700"}>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <p
          className={clsx(
            "mb-5 border-t pt-5 text-sm font-medium",
            popular ? "border-white/10 text-copper-200" : "border-slate-200 text-slate-600",
          )}
        >
          {contract.included}
        </p>
        <QuoteLink variant={popular ? "primary" : "dark"} className="w-full">
          {subscribeLabel}
          <span className="sr-only"> : contrat {contract.name}</span>
        </QuoteLink>
      </div>
    </article>
  );
}
