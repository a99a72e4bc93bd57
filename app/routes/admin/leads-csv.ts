import { requireAdmin } from "~/features/auth/guards.server";
import { parseLeadFilter } from "~/features/leads/format";
import { leadsToCsv } from "~/features/leads/csv";
import { allLeads } from "~/features/leads/inbox-queries.server";
import type { Route } from "./+types/leads-csv";

/** GET /dashboard-management-panel/leads.csv?q=&filtre=: the inbox's requests as CSV (UTF-8 with BOM, ';'). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const leads = await allLeads({ q: url.searchParams.get("q") ?? "", filter: parseLeadFilter(url.searchParams.get("filtre")) });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(leads), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="demandes-de-devis-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
