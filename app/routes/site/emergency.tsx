import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/emergency";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Urgence toiture 24h/24", description: "Urgence toiture 24h/24", path: "/urgence-toiture" });

export default function EmergencyPage() {
  return <PlaceholderPage title={"Urgence toiture 24h/24"} />;
}
