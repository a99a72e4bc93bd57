import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "À propos", description: "À propos", path: "/a-propos" });

export default function AboutPage() {
  return <PlaceholderPage title={"À propos"} />;
}
