import { PlaceholderPage } from "~/components/placeholder-page";
import { privateMeta } from "~/features/seo/meta";
import { requireAdmin } from "~/features/auth/guards.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => privateMeta("Tableau de bord" + " - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function DashboardPage() {
  return <PlaceholderPage title={"Tableau de bord"} />;
}
