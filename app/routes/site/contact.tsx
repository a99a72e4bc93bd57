import { data } from "react-router";
import { Card, CardBody } from "~/components/ui/card";
import { SectionTitle } from "~/components/ui/section";
import { ContactForm } from "~/features/leads/contact-form";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Contact", description: "Contact", path: "/contact" });

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a submission made without JavaScript (shown once)
  const { leadForm, headers } = await readLeadFormState(request);
  return data({ leadForm }, { headers });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-16 sm:py-20">
      <SectionTitle as="h1" title="Contact" intro="Une question, un projet ? Écrivez-nous : nous vous répondons sous 24h." />
      <Card className="mx-auto max-w-3xl">
        <CardBody className="p-6 sm:p-10">
          <ContactForm state={loaderData.leadForm} />
        </CardBody>
      </Card>
    </div>
  );
}
