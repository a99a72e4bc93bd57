/**
 * 'Nos tarifs' (docs/product.md#repair-prices): the prices the arrêté du 24
 * janvier 2017 asks a roofer to show for repair, maintenance and call-out
 * work, TTC. Rendered on the server only (repair-prices-markup.server.ts):
 * no code of it reaches the browser.
 */
import { Icon } from "~/components/content-icon";
import { Section, SectionTitle } from "~/components/ui/section";
import type { ContentIcon } from "~/content";
import type { PricedItem, RepairPrices } from "~/config/site";
import { formatEuros } from "~/lib/euro-amount";

export const REPAIR_PRICES_TITLE = "Nos tarifs";
export const REPAIR_PRICES_INTRO =
  "Prix TTC de nos travaux de dépannage, de réparation et d'entretien de toiture. Le prix définitif de chaque chantier figure sur le devis, établi avant toute intervention.";

/** '55 € TTC', '1 234,50 € TTC'. */
export const priceTtc = (cents: number) => `${formatEuros(cents)}\u00a0TTC`;

function PriceCard({ icon, title, items, unit, zero }: { icon: ContentIcon; title: string; items: readonly PricedItem[]; unit?: string; zero?: string }) {
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-200/80 sm:p-7">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-copper-50 text-copper-700 ring-1 ring-copper-100">
          <Icon name={icon} className="size-5" />
        </span>
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
      </div>
      <dl className="mt-5 divide-y divide-slate-200/80">
        {items.map((item, index) => (
          <div key={index} className="flex items-baseline justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <dt className="min-w-0 text-slate-700">{item.label}</dt>
            <dd className="shrink-0 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
              {item.cents === 0 && zero ? zero : priceTtc(item.cents)}
              {unit ? <span className="font-normal text-slate-500"> {unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function RepairPricesBlock({ prices }: { prices: RepairPrices }) {
  const quote = prices.quoteCents === null ? "Gratuit" : priceTtc(prices.quoteCents);
  return (
    <Section tone="muted" id="tarifs" aria-labelledby="repair-prices-title" data-testid="repair-prices">
      <SectionTitle eyebrow="Prix affichés TTC" title={<span id="repair-prices-title">{REPAIR_PRICES_TITLE}</span>} intro={REPAIR_PRICES_INTRO} />
      <div className="mx-auto grid max-w-5xl gap-5 md:grid-cols-2">
        {prices.hourlyRates.length > 0 ? <PriceCard icon="Clock" title="Taux horaires" items={prices.hourlyRates} unit="/ heure" /> : null}
        {prices.travelCosts.length > 0 ? <PriceCard icon="Truck" title="Frais de déplacement" items={prices.travelCosts} zero="Offert" /> : null}
        {prices.flatRates.length > 0 ? <PriceCard icon="Wrench" title="Forfaits" items={prices.flatRates} /> : null}
        <div className="flex flex-col justify-between gap-4 rounded-[var(--radius-card)] bg-ink bg-[radial-gradient(90%_80%_at_100%_0%,rgb(201_106_38/0.3),transparent_70%)] p-6 text-slate-300 shadow-xl sm:p-7">
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-white/10 text-copper-300 ring-1 ring-white/15">
              <Icon name="FileText" className="size-5" />
            </span>
            <h3 className="text-lg font-semibold text-white">Devis</h3>
          </div>
          <p className="text-3xl font-bold text-white tabular-nums" data-testid="quote-price">
            {quote}
          </p>
          <p className="text-sm leading-relaxed">{"Détaillé et remis avant toute intervention\u00a0: aucun travail n'est engagé sans votre accord."}</p>
        </div>
      </div>
    </Section>
  );
}
