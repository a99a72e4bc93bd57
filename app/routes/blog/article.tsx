import { PlaceholderPage } from "~/components/placeholder-page";

export default function ArticlePage() {
  return <PlaceholderPage title={"Article"} />;
}
