/**
 * The devis on the statistics page (docs/product.md#statistics-devis): four figures for
 * the period, then a month-by-month table. Same cards and table style as the visits.
 */
import {
  countText as count,
  MONTH_CELL as cell,
  MONTH_HEAD as head,
  ScrollArea,
  StatisticsCard,
  StatisticsFigure as QuoteFigure,
} from "~/features/analytics/statistics-tables";
import { acceptanceRateText, listedMonths, monthLabel, signedAmountText, type QuoteStatistics } from "./statistics";

/** docs/product.md#statistics-devis */
const QUOTES_NOTE =
  "Envoyés\u00a0: devis envoyés pour la première fois sur la période. Acceptés\u00a0: signés en ligne sur la période (un devis rétracté ensuite n'est plus compté). Taux d'acceptation = acceptés / devis tranchés (acceptés, refusés, rétractés ou expirés sans réponse). Montant signé\u00a0: total TTC des devis acceptés, options cochées comprises, arrondi à l'euro.";

export const ACCEPTANCE_RATE_HINT = "acceptés / devis tranchés (acceptés, refusés, rétractés ou expirés)";

export function QuoteStatisticsSection({ statistics }: { statistics: QuoteStatistics }) {
  const { totals, months } = statistics;
  return (
    <StatisticsCard id="quotes-title" title="Devis" description={QUOTES_NOTE}>
      <div className="grid grid-cols-2 gap-3 p-4 sm:p-5 lg:grid-cols-4" data-testid="quote-figures">
        <QuoteFigure label="Devis envoyés" value={count(totals.sent)} hint="première fois sur la période" />
        <QuoteFigure label="Devis acceptés" value={count(totals.accepted)} hint="signés en ligne" />
        <QuoteFigure label="Taux d'acceptation" value={acceptanceRateText(totals.rate)} hint={ACCEPTANCE_RATE_HINT} />
        <QuoteFigure label="Montant signé" value={signedAmountText(totals.signedTtcCents)} hint="TTC, devis acceptés" />
      </div>
      <ScrollArea label="Devis par mois" className="overflow-x-auto border-t border-slate-200">
        <table className="w-full text-sm" data-testid="quote-months">
          <caption className="sr-only">Devis par mois</caption>
          <thead className="bg-slate-50 text-left text-[11px] text-slate-600 uppercase sm:text-xs">
            <tr>
              <th scope="col" className="px-1.5 py-2 sm:px-3">
                Mois
              </th>
              <th scope="col" className={head}>
                Envoyés
              </th>
              <th scope="col" className={head}>
                Acceptés
              </th>
              <th scope="col" className={head}>
                Taux
              </th>
              <th scope="col" className={head}>
                {/* the card says the amounts are TTC; a phone has room for one word */}
                <span className="sm:hidden">Signé</span>
                <span className="hidden sm:inline">Signé TTC</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {listedMonths(months).map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-1.5 py-1.5 text-left font-normal whitespace-nowrap sm:px-3">
                  <span className="sm:hidden">{monthLabel(m.month, "short")}</span>
                  <span className="hidden sm:inline">{monthLabel(m.month)}</span>
                </th>
                <td className={cell}>{count(m.sent)}</td>
                <td className={cell}>{count(m.accepted)}</td>
                <td className={cell}>{acceptanceRateText(m.rate)}</td>
                <td className={cell}>{signedAmountText(m.signedTtcCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </StatisticsCard>
  );
}
