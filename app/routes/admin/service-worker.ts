import { requireAdmin } from "~/features/auth/guards.server";
import { SERVICE_WORKER_SOURCE } from "~/features/push/service-worker-source";
import type { Route } from "./+types/service-worker";

/**
 * GET /dashboard-management-panel/sw.js: the admin's service worker (alerts
 * only, no cache). Served to a signed-in administrator like every admin
 * route; browsers check it again on their visits (no-cache), and one that
 * cannot (signed out) keeps the version it has.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(SERVICE_WORKER_SOURCE, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}
