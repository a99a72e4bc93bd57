/** The devis' totals as the owner types (docs/product.md#devis-totals): the one rule of totals.ts, in French money. */
import { formatEuros } from "~/lib/euro-amount";
import { cn } from "~/lib/utils";
import { vatRateLabel } from "../content";
import type { QuoteTotals } from "../totals";

export function TotalsPanel({ totals, className }: { totals: QuoteTotals; className?: string }) {
  return (
    <section aria-labelledby="quote-totals-title" className={cn("rounded-[var(--radius-card)] bg-ink p-5 text-white", className)}>
      <h2 id="quote-totals-title" className="text-sm font-semibold tracking-wide text-white/70 uppercase">
        Totaux
      </h2>
      <dl className="mt-3 grid gap-1.5 text-sm" aria-live="polite">
        <Row label="Total HT" value={totals.htCents} testId="ht" />
        {totals.vat.map((v) => (
          <Row
            key={v.rate}
            label={`TVA ${vatRateLabel(v.rate)}`}
            value={v.vatCents}
            hint={`sur ${formatEuros(v.baseCents)}`}
            testId={`vat-${v.rate}`}
          />
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-3 border-t border-white/15 pt-3">
          <dt className="font-semibold">Total TTC</dt>
          <dd className="text-2xl font-bold tabular-nums" data-total="ttc">
            {formatEuros(totals.ttcCents)}
          </dd>
        </div>
        {totals.depositCents > 0 ? <Row label="Acompte à la signature" value={totals.depositCents} testId="deposit" /> : null}
        {totals.optionsNotTakenHtCents > 0 ? (
          <div className="mt-2 rounded-lg bg-white/10 px-3 py-2 text-white/85">
            <dt className="text-xs">Options non comprises (HT)</dt>
            <dd className="font-semibold tabular-nums" data-total="options">
              {formatEuros(totals.optionsNotTakenHtCents)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Row({ label, value, hint, testId }: { label: string; value: number; hint?: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-white/80">
        {label}
        {hint ? <span className="ml-1.5 text-xs text-white/55">{hint}</span> : null}
      </dt>
      <dd className="font-semibold tabular-nums" data-total={testId}>
        {formatEuros(value)}
      </dd>
    </div>
  );
}
