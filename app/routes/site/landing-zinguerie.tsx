import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/landing-zinguerie";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Zinguerie", description: "Zinguerie", path: "/landing/zinguerie" });

export default function LandingZingueriePage() {
  return <PlaceholderPage title={"Zinguerie"} />;
}
