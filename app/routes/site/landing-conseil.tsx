import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/landing-conseil";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Conseil", description: "Conseil", path: "/landing/conseil" });

export default function LandingConseilPage() {
  return <PlaceholderPage title={"Conseil"} />;
}
