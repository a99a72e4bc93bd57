import { requireAdmin } from "~/features/auth/guards.server";
import { personalDataDependencies, personalDataDownload } from "~/features/personal-data/page.server";
import type { Route } from "./+types/personal-data-zip";

/** GET /dashboard-management-panel/donnees-personnelles.zip?q=: everything kept about one person, as a ZIP (docs/product.md#personal-data). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return personalDataDownload(new URL(request.url).searchParams.get("q"), personalDataDependencies(user.email));
}
