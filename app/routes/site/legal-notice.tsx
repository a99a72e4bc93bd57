import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/legal-notice";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Mentions légales", description: "Mentions légales", path: "/mentions-legales" });

export default function LegalNoticePage() {
  return <PlaceholderPage title={"Mentions légales"} />;
}
