import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/terms-of-use";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Conditions générales d'utilisation", description: "Conditions générales d'utilisation", path: "/cgu" });

export default function TermsOfUsePage() {
  return <PlaceholderPage title={"Conditions générales d'utilisation"} />;
}
