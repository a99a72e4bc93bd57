import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/landing-maintenance";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Maintenance", description: "Maintenance", path: "/landing/maintenance" });

export default function LandingMaintenancePage() {
  return <PlaceholderPage title={"Maintenance"} />;
}
