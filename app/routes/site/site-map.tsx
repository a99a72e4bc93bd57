import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/site-map";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Plan du site", description: "Plan du site", path: "/plan-du-site" });

export default function SiteMapPage() {
  return <PlaceholderPage title={"Plan du site"} />;
}
