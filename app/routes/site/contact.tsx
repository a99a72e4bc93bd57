import { data } from "react-router";
import { crumbs } from "~/components/breadcrumbs";
import { ContactSection } from "~/features/leads/contact-section";
import { breadcrumbLd } from "~/features/seo/structured-data";
import { CallButton } from "~/components/call-button";
import { PageHero } from "~/components/page-hero";
import { contactPage, contactSection } from "~/content";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { metaFromLoader } from "~/features/seo/page-meta";
import { publicSeo } from "~/features/seo/page-seo.server";
import { webPageLd } from "~/features/seo/public-structured-data";
import type { Route } from "./+types/contact";

/** Built on the server: the page title comes from the content. */
function pageBreadcrumbs() {
  return crumbs({ name: contactPage.title, path: "/contact" });
}

export async function loader({ request }: Route.LoaderArgs) {
  // the outcome of a submission made without JavaScript (shown once)
  const { leadForm, headers } = await readLeadFormState(request);
  const seo = await publicSeo((site) => ({
    title: contactPage.metaTitle,
    description: contactPage.metaDescription,
    keywords: contactPage.keywords,
    path: "/contact",
    jsonLd: [
      webPageLd(site, "ContactPage", {
        name: contactPage.title,
        description: contactPage.metaDescription,
        path: "/contact",
      }),
      breadcrumbLd(site.url, pageBreadcrumbs()),
    ],
  }));
  return data(
    {
      seo,
      breadcrumbs: pageBreadcrumbs(),
      leadForm,
      page: { title: contactPage.title, intro: contactPage.intro },
      contact: contactSection,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => metaFromLoader(matches, loaderData);

export default function ContactPage({ loaderData: v }: Route.ComponentProps) {
  return (
    <>
      <PageHero breadcrumbs={v.breadcrumbs} title={v.page.title} intro={v.page.intro} size="sm">
        <CallButton label="Appeler" />
      </PageHero>
      <ContactSection tone="white" withTitle={false} labels={v.contact} formState={v.leadForm} />
    </>
  );
}
