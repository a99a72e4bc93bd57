import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/landing-etancheite";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Étanchéité", description: "Étanchéité", path: "/landing/etancheite" });

export default function LandingEtancheitePage() {
  return <PlaceholderPage title={"Étanchéité"} />;
}
