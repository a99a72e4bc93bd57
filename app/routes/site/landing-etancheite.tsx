import { FeatureCard } from "~/components/landing/feature-card";
import { HERO_IMAGE_SIZES } from "~/components/landing/landing-hero";
import { LandingPage } from "~/components/landing/landing-page";
import { LandingSection } from "~/components/landing/landing-section";
import { OfferCard } from "~/components/landing/offer-card";
import { ProblemSolution } from "~/components/landing/problem-solution";
import { siteImagePreloadMeta } from "~/components/site-image";
import { etancheiteLanding as landing } from "~/content";
import { landingMeta } from "~/features/seo/landing-meta";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import type { Route } from "./+types/landing-etancheite";

/** The hero's preload: the photo the owner may have put in its place (docs/product.md#site-images). */
export async function loader({ request }: Route.LoaderArgs) {
  return { extraMeta: [siteImagePreloadMeta(landing.image, HERO_IMAGE_SIZES, await siteImageOverrides(request))] };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...landingMeta(matches, landing),
  ...(loaderData?.extraMeta ?? []),
];

export default function LandingEtancheitePage() {
  return (
    <LandingPage landing={landing}>
      <LandingSection id="solutions" intro={landing.servicesIntro} tone="muted" className="pt-24 sm:pt-28">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {landing.services.map((service) => (
            <OfferCard key={service.title} service={service} urgent={service.icon === "Siren"} />
          ))}
        </div>
      </LandingSection>
      <LandingSection id="problemes" intro={landing.problemsIntro}>
        <ProblemSolution problems={landing.problems} solutions={landing.solutions} />
      </LandingSection>
      <LandingSection id="pourquoi-nous" intro={landing.reasonsIntro} tone="muted">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {landing.reasons.map((reason) => (
            <FeatureCard key={reason.title} {...reason} />
          ))}
        </div>
      </LandingSection>
    </LandingPage>
  );
}
