import { CityGrid } from "~/components/landing/city-grid";
import { EmergencyBanner } from "~/components/landing/emergency-banner";
import { HERO_IMAGE_SIZES } from "~/components/landing/landing-hero";
import { LandingPage } from "~/components/landing/landing-page";
import { LandingSection } from "~/components/landing/landing-section";
import { OfferCard } from "~/components/landing/offer-card";
import { siteImagePreloadMeta } from "~/components/site-image";
import { zinguerieLanding as landing } from "~/content";
import { CALLBACK_LINK_PROPS } from "~/features/leads/callback-copy";
import { landingMeta } from "~/features/seo/landing-meta";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import type { Route } from "./+types/landing-zinguerie";

/** The hero's preload: the photo the owner may have put in its place (docs/product.md#site-images). */
export async function loader({ request }: Route.LoaderArgs) {
  return { extraMeta: [siteImagePreloadMeta(landing.image, HERO_IMAGE_SIZES, await siteImageOverrides(request))] };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...landingMeta(matches, landing),
  ...(loaderData?.extraMeta ?? []),
];

export default function LandingZingueriePage() {
  return (
    <LandingPage landing={landing}>
      <LandingSection id="prestations" intro={landing.servicesIntro} tone="muted" className="pt-24 sm:pt-28">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {landing.services.map((service) => (
            <OfferCard key={service.title} service={service} urgent={service.icon === "Siren"} />
          ))}
        </div>
      </LandingSection>
      <EmergencyBanner banner={landing.emergencyBanner} callBack={CALLBACK_LINK_PROPS} />
      <LandingSection id="delais" intro={landing.citiesIntro}>
        <CityGrid cities={landing.cities} />
      </LandingSection>
    </LandingPage>
  );
}
