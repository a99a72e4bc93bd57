import { PlaceholderPage } from "~/components/placeholder-page";
import { privateMeta } from "~/features/seo/meta";
import { requireAdmin } from "~/features/auth/guards.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = () => privateMeta("Modifier l'article" + " - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function EditPage() {
  return <PlaceholderPage title={"Modifier l'article"} />;
}
