import { PlaceholderPage } from "~/components/placeholder-page";
import { privateMeta } from "~/features/seo/meta";
import { requireAdmin } from "~/features/auth/guards.server";
import type { Route } from "./+types/write";

export const meta: Route.MetaFunction = () => privateMeta("Nouvel article" + " - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function WritePage() {
  return <PlaceholderPage title={"Nouvel article"} />;
}
