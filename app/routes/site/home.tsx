import { Section, SectionTitle } from "~/components/ui/section";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Couvreur zingueur en Auvergne-Rhône-Alpes",
    description: "Couverture, zinguerie, étanchéité et façonnage sur mesure. Devis gratuit sous 24h.",
    path: "/",
  });

const SECTIONS = [
  { id: "accueil", title: "Accueil" },
  { id: "services", title: "Nos services" },
  { id: "realisations", title: "Nos réalisations" },
  { id: "about", title: "À propos" },
  { id: "contact", title: "Contact" },
] as const;

export default function HomePage() {
  return (
    <>
      {SECTIONS.map((s, i) => (
        <Section key={s.id} id={s.id} tone={i % 2 ? "muted" : "white"} className="min-h-[60vh]">
          <SectionTitle as={i === 0 ? "h1" : "h2"} title={s.title} />
        </Section>
      ))}
    </>
  );
}
