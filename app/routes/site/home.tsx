import { data } from "react-router";
import { Card, CardBody } from "~/components/ui/card";
import { Section, SectionTitle } from "~/components/ui/section";
import { ContactForm } from "~/features/leads/contact-form";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Couvreur zingueur en Auvergne-Rhône-Alpes",
    description: "Couverture, zinguerie, étanchéité et façonnage sur mesure. Devis gratuit sous 24h.",
    path: "/",
  });

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a contact form submission made without JavaScript (shown once)
  const { leadForm, headers } = await readLeadFormState(request);
  return data({ leadForm }, { headers });
}

const SECTIONS = [
  { id: "accueil", title: "Accueil" },
  { id: "services", title: "Nos services" },
  { id: "realisations", title: "Nos réalisations" },
  { id: "about", title: "À propos" },
  { id: "contact", title: "Contact" },
] as const;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {SECTIONS.map((s, i) => (
        <Section key={s.id} id={s.id} tone={i % 2 ? "muted" : "white"} className="min-h-[60vh]">
          <SectionTitle as={i === 0 ? "h1" : "h2"} title={s.title} />
          {s.id === "contact" ? (
            <Card className="mx-auto max-w-3xl">
              <CardBody className="p-6 sm:p-10">
                <ContactForm state={loaderData.leadForm} />
              </CardBody>
            </Card>
          ) : null}
        </Section>
      ))}
    </>
  );
}
