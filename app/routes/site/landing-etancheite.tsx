import { FeatureCard } from "~/components/landing/feature-card";
import { HERO_IMAGE_SIZES } from "~/components/landing/landing-hero";
import { LandingPage } from "~/components/landing/landing-page";
import { LandingSection } from "~/components/landing/landing-section";
import { OfferCard } from "~/components/landing/offer-card";
import { ProblemSolution } from "~/components/landing/problem-solution";
import { imagePreloadLinks } from "~/components/responsive-image";
import { etancheiteLanding as landing } from "~/content";
import { landingMeta } from "~/features/seo/landing-meta";
import type { Route } from "./+types/landing-etancheite";

export const meta: Route.MetaFunction = ({ matches }) => landingMeta(matches, landing);
export const links: Route.LinksFunction = () => imagePreloadLinks(landing.image, HERO_IMAGE_SIZES);

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
