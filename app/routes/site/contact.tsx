import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Contact", description: "Contact", path: "/contact" });

export default function ContactPage() {
  return <PlaceholderPage title={"Contact"} />;
}
