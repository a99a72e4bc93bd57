/**
 * Visits and review requests on the statistics page (docs/product.md#statistics-visits-reviews):
 * three figures for the period, then a month-by-month table, in the page's card and table style.
 */
import {
  countText as count,
  MONTH_CELL as cell,
  MONTH_HEAD as head,
  ScrollArea,
  StatisticsCard,
  StatisticsFigure as Figure,
} from "~/features/analytics/statistics-tables";
import type { VisitReviewStatistics } from "./statistics";

const NOTE =
  "Visites comptées le jour où elles ont été réservées (même annulées ensuite)\u00a0: par vous depuis la fiche d'une demande, ou par le client depuis son lien. Demandes d'avis\u00a0: e-mails envoyés après la fin d'un chantier.";

export function VisitReviewStatisticsSection({ statistics }: { statistics: VisitReviewStatistics }) {
  const { totals, months } = statistics;
  return (
    <StatisticsCard id="visits-reviews-title" title="Visites et avis" description={NOTE}>
      <div className="grid grid-cols-2 gap-3 p-4 sm:p-5 lg:grid-cols-3" data-testid="visit-review-figures">
        <Figure label="Visites planifiées par vous" value={count(totals.ownerVisits)} hint="réservées sur la période" />
        <Figure label="Visites réservées par le client" value={count(totals.customerVisits)} hint="depuis son lien" />
        <Figure label="Demandes d'avis envoyées" value={count(totals.reviewsAsked)} hint="après la fin du chantier" />
      </div>
      <ScrollArea label="Visites et avis par mois" className="overflow-x-auto border-t border-slate-200">
        <table className="w-full text-sm" data-testid="visit-review-months">
          <caption className="sr-only">Visites et avis par mois</caption>
          <thead className="bg-slate-50 text-left text-[11px] text-slate-600 uppercase sm:text-xs">
            <tr>
              <th scope="col" className="px-1.5 py-2 sm:px-3">
                Mois
              </th>
              <th scope="col" className={head}>
                <span className="sm:hidden">Vous</span>
                <span className="hidden sm:inline">Visites (vous)</span>
              </th>
              <th scope="col" className={head}>
                <span className="sm:hidden">Client</span>
                <span className="hidden sm:inline">Visites (client)</span>
              </th>
              <th scope="col" className={head}>
                <span className="sm:hidden">Avis</span>
                <span className="hidden sm:inline">Avis demandés</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {[...months].reverse().map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-1.5 py-1.5 text-left font-normal whitespace-nowrap sm:px-3">
                  {m.label}
                </th>
                <td className={cell}>{count(m.ownerVisits)}</td>
                <td className={cell}>{count(m.customerVisits)}</td>
                <td className={cell}>{count(m.reviewsAsked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </StatisticsCard>
  );
}
