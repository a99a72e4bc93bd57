import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Nos réalisations", description: "Nos réalisations", path: "/realisations" });

export default function ProjectsPage() {
  return <PlaceholderPage title={"Nos réalisations"} />;
}
