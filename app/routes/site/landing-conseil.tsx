import { ConsultingCard } from "~/components/landing/consulting-card";
import { FaqAccordion } from "~/components/landing/faq-accordion";
import { HERO_IMAGE_SIZES } from "~/components/landing/landing-hero";
import { LandingPage } from "~/components/landing/landing-page";
import { LandingSection } from "~/components/landing/landing-section";
import { ProcessSteps } from "~/components/landing/process-steps";
import { siteImagePreloadMeta } from "~/components/site-image";
import { conseilLanding as landing } from "~/content";
import { listFaqEntries, listTestimonials } from "~/features/faq/faq.server";
import { CONSEIL_SCOPE } from "~/features/faq/scopes";
import { readReviewPolicy } from "~/features/faq/review-policy.server";
import { faqStructuredData } from "~/features/faq/structured-data";
import { forDisplay } from "~/features/faq/testimonial-display";
import { TestimonialList } from "~/features/faq/testimonial-list";
import { landingMeta } from "~/features/seo/landing-meta";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import type { Route } from "./+types/landing-conseil";

/**
 * The FAQ and the testimonials the owner edits (docs/product.md#faq-admin), one query each, with the
 * line on how reviews are checked (docs/product.md#reviews), and the hero's preload: the photo the
 * owner may have put in its place (docs/product.md#site-images).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [faq, testimonials, reviewPolicy, siteImages] = await Promise.all([
    listFaqEntries(CONSEIL_SCOPE),
    listTestimonials(CONSEIL_SCOPE),
    readReviewPolicy(),
    siteImageOverrides(request),
  ]);
  return {
    faq,
    testimonials: testimonials.map(forDisplay),
    reviewPolicy,
    extraMeta: [siteImagePreloadMeta(landing.image, HERO_IMAGE_SIZES, siteImages)],
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...landingMeta(matches, landing, faqStructuredData(loaderData?.faq ?? [])),
  ...(loaderData?.extraMeta ?? []),
];

export default function LandingConseilPage({ loaderData: { faq, testimonials, reviewPolicy } }: Route.ComponentProps) {
  return (
    <LandingPage landing={landing}>
      <LandingSection id="prestations" intro={landing.servicesIntro} tone="muted" className="pt-24 sm:pt-28">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {landing.services.map((service) => (
            <ConsultingCard key={service.title} service={service} />
          ))}
        </div>
      </LandingSection>
      <LandingSection id="methode" intro={landing.methodIntro}>
        <ProcessSteps steps={landing.method} />
      </LandingSection>
      {testimonials.length ? (
        <LandingSection id="temoignages" intro={landing.testimonialsIntro} tone="muted">
          <TestimonialList testimonials={testimonials} reviewPolicy={reviewPolicy} />
        </LandingSection>
      ) : null}
      {faq.length ? (
        <LandingSection id="faq" intro={landing.faqIntro}>
          <div className="mx-auto max-w-3xl">
            <FaqAccordion entries={faq} />
          </div>
        </LandingSection>
      ) : null}
    </LandingPage>
  );
}
