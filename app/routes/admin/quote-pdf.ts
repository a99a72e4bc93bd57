import { getDb } from "~/db/client.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { adminQuotePdf, parseVersionParam } from "~/features/quotes/admin-pdf.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/cache-policy";
import type { Route } from "./+types/quote-pdf";

/**
 * GET /dashboard-management-panel/devis/{id}/pdf[?version=N] (docs/product.md#devis-document): a
 * version sent (signed when it is the one accepted), else the latest, else the working copy as a
 * draft preview. Unknown devis or version: 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const version = parseVersionParam(new URL(request.url).searchParams.get("version"));
  const db = getDb();
  const found = version === null ? null : await adminQuotePdf(db, params.id, version, await loadBusinessSettings(db), new Date());
  if (!found)
    return new Response("Devis introuvable\u00a0: ce devis ou cette version n'existe pas.", {
      status: 404,
      headers: { "Cache-Control": PRIVATE_CACHE_CONTROL, "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${found.filename}"`,
      "Content-Length": String(found.pdf.length),
    },
  });
}
