import { FeatureCard } from "~/components/landing/feature-card";
import { HERO_IMAGE_SIZES } from "~/components/landing/landing-hero";
import { LandingPage } from "~/components/landing/landing-page";
import { LandingSection } from "~/components/landing/landing-section";
import { OfferCard } from "~/components/landing/offer-card";
import { ProblemSolution } from "~/components/landing/problem-solution";
import { siteImagePreloadMeta } from "~/components/site-image";
import { etancheiteLanding as landing } from "~/content";
import { landingMeta } from "~/features/seo/landing-meta";
import { siteImagesFromMatches } from "~/lib/use-site";
import type { Route } from "./+types/landing-etancheite";

/** The hero's preload follows the photo the owner may have put in its place (root data: links get none). */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...landingMeta(matches, landing),
  siteImagePreloadMeta(landing.image, HERO_IMAGE_SIZES, siteImagesFromMatches(matches)),
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
