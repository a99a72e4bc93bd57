import { data } from "react-router";
import { Card, CardBody } from "~/components/ui/card";
import { SectionTitle } from "~/components/ui/section";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { QuoteForm } from "~/features/leads/quote-form";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Demander un Devis", description: "Demander un Devis", path: "/devis-gratuit" });

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a submission made without JavaScript (shown once)
  const { leadForm, headers } = await readLeadFormState(request);
  return data({ leadForm }, { headers });
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-16 sm:py-20">
      <SectionTitle as="h1" title="Devis gratuit" intro="Devis sous 24h, gratuit et sans engagement." />
      <Card className="mx-auto max-w-3xl">
        <CardBody className="p-6 sm:p-10">
          <QuoteForm state={loaderData.leadForm} />
        </CardBody>
      </Card>
    </div>
  );
}
