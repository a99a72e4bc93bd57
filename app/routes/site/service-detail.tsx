import { PlaceholderPage } from "~/components/placeholder-page";

export default function ServiceDetailPage() {
  return <PlaceholderPage title={"Service"} />;
}
