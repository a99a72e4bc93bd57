import { SectionTitle } from "./ui/section";

/** A titled page whose content is not built yet. */
export function PlaceholderPage({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="container-page py-20">
      <SectionTitle as="h1" title={title} intro={intro ?? "Cette page sera bientôt disponible."} />
    </div>
  );
}
