import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Nos services", description: "Nos services", path: "/services" });

export default function ServicesPage() {
  return <PlaceholderPage title={"Nos services"} />;
}
