import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Demander un Devis", description: "Demander un Devis", path: "/devis-gratuit" });

export default function QuotePage() {
  return <PlaceholderPage title={"Demander un Devis"} />;
}
