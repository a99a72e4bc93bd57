import { PlaceholderPage } from "~/components/placeholder-page";
import { privateMeta } from "~/features/seo/meta";
import { requireAdmin } from "~/features/auth/guards.server";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = () => privateMeta("Médiathèque" + " - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function ImagesPage() {
  return <PlaceholderPage title={"Médiathèque"} />;
}
