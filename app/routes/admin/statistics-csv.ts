import { dailyRowsToCsv, PERIOD_PARAMETER, parsePeriod } from "~/features/analytics/statistics";
import { readStatistics } from "~/features/analytics/statistics.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { parisIsoDay } from "~/lib/dates";
import type { Route } from "./+types/statistics-csv";

/** GET /dashboard-management-panel/statistiques.csv?periode=30: the daily table of the statistics page (docs/product.md#statistics). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAMETER));
  const now = new Date();
  const statistics = await readStatistics(period, now);
  return new Response(dailyRowsToCsv(statistics.days), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistiques-${period}-jours-${parisIsoDay(now)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
