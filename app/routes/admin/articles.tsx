import { PlaceholderPage } from "~/components/placeholder-page";
import { privateMeta } from "~/features/seo/meta";
import { requireAdmin } from "~/features/auth/guards.server";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => privateMeta("Mes articles" + " - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function ArticlesPage() {
  return <PlaceholderPage title={"Mes articles"} />;
}
