import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/landing-faconnage";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Façonnage", description: "Façonnage", path: "/landing/faconnage" });

export default function LandingFaconnagePage() {
  return <PlaceholderPage title={"Façonnage"} />;
}
