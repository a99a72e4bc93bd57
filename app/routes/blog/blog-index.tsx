import { PlaceholderPage } from "~/components/placeholder-page";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/blog-index";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Notre Blog", description: "Notre Blog", path: "/blog" });

export default function BlogIndexPage() {
  return <PlaceholderPage title={"Notre Blog"} />;
}
