import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/terms-of-sale";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Conditions générales de vente", description: "Conditions générales de vente", path: "/cgv" });

export default function TermsOfSalePage() {
  return <PlaceholderPage title={"Conditions générales de vente"} />;
}
