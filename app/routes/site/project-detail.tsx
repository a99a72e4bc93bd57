import { PlaceholderPage } from "~/components/placeholder-page";

export default function ProjectDetailPage() {
  return <PlaceholderPage title={"Réalisation"} />;
}
