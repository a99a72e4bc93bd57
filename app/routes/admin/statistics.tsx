import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { Download } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";

import { AdminPageHeader } from "~/features/admin/page-header";
import { DAILY_VISITOR_CAP } from "~/features/analytics/daily-budget";
import { DailyChart } from "~/features/analytics/daily-chart";
import { PERIOD_PARAMETER, PERIODS, parsePeriod, type Period } from "~/features/analytics/statistics";
import { readStatistics } from "~/features/analytics/statistics.server";
import { ConversionTable, RankingTable, ScrollArea, StatisticsCard } from "~/features/analytics/statistics-tables";
import { requireAdmin } from "~/features/auth/guards.server";
import { privateMeta } from "~/features/seo/meta";
import { QuoteStatisticsSection } from "~/features/quotes/statistics-section";
import { readQuoteStatistics } from "~/features/quotes/statistics.server";
import { VisitReviewStatisticsSection } from "~/features/reviews/statistics-section";
import { readVisitReviewStatistics } from "~/features/reviews/statistics.server";
import type { Route } from "./+types/statistics";

const STATISTICS_PATH = `${ADMIN_BASE_PATH}/statistiques`;
const PERIOD_LABELS: Record<Period, string> = { 7: "7 jours", 30: "30 jours", 365: "12 mois" };
const DEVICE_LABELS: Record<string, string> = { mobile: "Téléphone", desktop: "Ordinateur" };
/** docs/product.md#statistics-bounds */
const VISITORS_NOTE = `Pages vues\u00a0: chaque page affichée, même revue. Visiteurs\u00a0: chaque personne compte une fois par jour (revenue trois jours, elle compte trois fois sur la période). Au-delà de ${DAILY_VISITOR_CAP.toLocaleString("fr-FR")} visiteurs dans une journée, les suivants ne sont plus comptés comme visiteurs (leurs pages vues le sont toujours).`;

export const meta: Route.MetaFunction = () => privateMeta("Statistiques - Administration");

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });

/** docs/product.md#statistics */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAMETER));
  const statistics = await readStatistics(period, new Date());
  const days = statistics.days.map((d) => ({ ...d, label: dayLabel(d.day) }));
  const busiest = days.reduce<(typeof days)[number] | null>((best, d) => (d.views > (best?.views ?? 0) ? d : best), null);
  const n = (v: number) => v.toLocaleString("fr-FR");
  const summary =
    `Du ${days[0]!.label} au ${days[days.length - 1]!.label}\u00a0: ${n(statistics.totals.views)} pages vues, ${n(statistics.totals.visitors)} visiteurs.` +
    (busiest ? ` Jour le plus fréquenté\u00a0: ${busiest.label} (${n(busiest.views)} pages vues).` : "");
  const quoteStatistics = await readQuoteStatistics(statistics.days.map((d) => d.day));
  const visitReviewStatistics = await readVisitReviewStatistics(statistics.days.map((d) => d.day));
  return { ...statistics, days, summary, quoteStatistics, visitReviewStatistics };
}

function PeriodLinks({ current }: { current: Period }) {
  return (
    <nav aria-label="Période" className="flex w-fit gap-1 rounded-lg border border-slate-200 bg-white p-1">
      {PERIODS.map((period) => (
        <Link
          key={period}
          to={`?${PERIOD_PARAMETER}=${period}`}
          aria-current={period === current ? "page" : undefined}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${period === current ? "bg-ink text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          {PERIOD_LABELS[period]}
        </Link>
      ))}
    </nav>
  );
}

/** One headline figure: what it counts, its value, and in a word how it is counted. */
function Figure({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <Card>
      <CardBody className="p-4">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{value.toLocaleString("fr-FR")}</p>
        <p className="mt-1 text-xs text-slate-500">{hint}</p>
      </CardBody>
    </Card>
  );
}

export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const s = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Statistiques"
        description="Les visites du site, mesurées sans cookie et sans rien garder qui identifie un visiteur. Les robots et vos propres visites de l'administration ne sont pas comptés."
        actions={
          <a
            href={`${STATISTICS_PATH}.csv?${PERIOD_PARAMETER}=${s.period}`}
            className={buttonVariants({ variant: "outline" })}
            download
          >
            <Download aria-hidden />
            Exporter (CSV)
          </a>
        }
      />
      {/* minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <PeriodLinks current={s.period} />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Pages vues" value={s.totals.views} hint="chaque page affichée" />
          <Figure label="Visiteurs" value={s.totals.visitors} hint="une fois par jour chacun" />
          <Figure label="Appels" value={s.totals.calls} hint="clics sur le numéro" />
          <Figure label="Demandes de devis" value={s.totals.quotes} hint="tous formulaires, hors spam" />
        </div>

        <StatisticsCard id="chart-title" title="Pages vues et visiteurs par jour" description={VISITORS_NOTE}>
          <div className="p-4 sm:p-5">
            <DailyChart days={s.days} summary={s.summary} />
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium text-copper-700">Voir le tableau jour par jour</summary>
              <ScrollArea label="Pages vues, visiteurs, appels et demandes par jour" className="mt-3 max-h-96 overflow-auto">
                <table className="w-full text-sm" data-testid="daily-table">
                  <caption className="sr-only">Pages vues, visiteurs, appels et demandes par jour</caption>
                  <thead className="bg-slate-50 text-left text-[11px] text-slate-600 uppercase sm:text-xs">
                    <tr>
                      <th scope="col" className="px-1.5 py-2 sm:px-3">
                        Jour
                      </th>
                      <th scope="col" className="px-1.5 py-2 sm:px-3 text-right">
                        Pages vues
                      </th>
                      <th scope="col" className="px-1.5 py-2 sm:px-3 text-right">
                        Visiteurs
                      </th>
                      <th scope="col" className="px-1.5 py-2 sm:px-3 text-right">
                        Appels
                      </th>
                      <th scope="col" className="px-1.5 py-2 sm:px-3 text-right">
                        Demandes
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 tabular-nums">
                    {[...s.days].reverse().map((d) => (
                      <tr key={d.day}>
                        <th scope="row" className="px-1.5 py-1.5 sm:px-3 text-left font-normal whitespace-nowrap">
                          {d.label}
                        </th>
                        <td className="px-1.5 py-1.5 sm:px-3 text-right">{d.views}</td>
                        <td className="px-1.5 py-1.5 sm:px-3 text-right">{d.visitors}</td>
                        <td className="px-1.5 py-1.5 sm:px-3 text-right">{d.calls}</td>
                        <td className="px-1.5 py-1.5 sm:px-3 text-right">{d.quotes}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
            </details>
          </div>
        </StatisticsCard>

        <QuoteStatisticsSection statistics={s.quoteStatistics} />

        <VisitReviewStatisticsSection statistics={s.visitReviewStatistics} />

        <StatisticsCard
          id="conversions-title"
          title="Conversions par page d'arrivée"
          description="Demandes de devis selon la première page de la visite, appels selon la page où le numéro a été touché. Taux = (demandes + appels) / vues de la page. Les statistiques ne suivent personne d'une page à l'autre ni d'un jour à l'autre : une demande peut venir d'un visiteur arrivé sur une autre page ou un autre jour, le taux est donc un ordre de grandeur."
        >
          <ConversionTable rows={s.byLandingPage} caption="Conversions par page d'arrivée" valueLabel="Page d'arrivée" />
        </StatisticsCard>
        <StatisticsCard
          id="campaign-conversions-title"
          title="Conversions par campagne"
          description="Demandes de devis venues d'une campagne (utm_campaign). Arrivées : pages ouvertes par un lien de la campagne. Taux = demandes / arrivées. Une demande peut suivre une arrivée d'un autre jour, hors de la période."
        >
          <ConversionTable rows={s.byCampaign} caption="Conversions par campagne" valueLabel="Campagne" viewsLabel="Arrivées" />
        </StatisticsCard>

        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[repeat(2,minmax(0,1fr))]">
          <StatisticsCard
            id="pages-title"
            title="Pages les plus vues"
            description="Vues : chaque affichage de la page. Entrées : visiteurs dont c'est la première page du jour."
          >
            <RankingTable
              rows={s.pages}
              caption="Pages les plus vues"
              valueLabel="Page"
              visitorsLabel="Entrées"
              dimension="path"
            />
          </StatisticsCard>
          <StatisticsCard
            id="referrers-title"
            title="Sites d'origine"
            description="Les autres sites d'où viennent les visiteurs (moteurs de recherche, annuaires…)."
          >
            <RankingTable rows={s.referrers} caption="Sites d'origine" valueLabel="Site" dimension="referrer" />
          </StatisticsCard>
          <StatisticsCard
            id="campaigns-title"
            title="Campagnes"
            description="Les liens marqués utm_campaign (publicités, e-mails)."
          >
            <RankingTable rows={s.campaigns} caption="Campagnes" valueLabel="Campagne" dimension="campaign" />
          </StatisticsCard>
          <StatisticsCard
            id="sources-title"
            title="Sources"
            description="utm_source des liens ; google-ads pour un clic publicitaire Google."
          >
            <RankingTable rows={s.sources} caption="Sources" valueLabel="Source" dimension="source" />
          </StatisticsCard>
          <StatisticsCard id="devices-title" title="Appareils">
            <RankingTable rows={s.devices} caption="Appareils" valueLabel="Appareil" format={(v) => DEVICE_LABELS[v] ?? v} />
          </StatisticsCard>
        </div>
      </div>
    </>
  );
}
