import { EmergencyCallBlock } from "~/components/landing/emergency-call-block";
import { FeatureCard } from "~/components/landing/feature-card";
import { HERO_IMAGE_SIZES } from "~/components/landing/landing-hero";
import { LandingPage } from "~/components/landing/landing-page";
import { LandingSection } from "~/components/landing/landing-section";
import { PriceCard } from "~/components/landing/price-card";
import { siteImagePreloadMeta } from "~/components/site-image";
import { maintenanceLanding as landing } from "~/content";
import { CALLBACK_LINK_PROPS } from "~/features/leads/callback-copy";
import { landingMeta } from "~/features/seo/landing-meta";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import { repairPricesMarkup } from "~/features/business-settings/public/repair-prices-markup.server";
import { currentSite } from "~/features/seo/page-seo.server";
import type { Route } from "./+types/landing-maintenance";
import { Icon } from "~/components/content-icon";

/** The hero's preload: the photo the owner may have put in its place (docs/product.md#site-images). */
export async function loader({ request }: Route.LoaderArgs) {
  return {
    extraMeta: [siteImagePreloadMeta(landing.image, HERO_IMAGE_SIZES, await siteImageOverrides(request))],
    // docs/product.md#repair-prices: server markup, '' while no price is given
    prices: repairPricesMarkup(await currentSite()),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...landingMeta(matches, landing),
  ...(loaderData?.extraMeta ?? []),
];

export default function LandingMaintenancePage({ loaderData }: Route.ComponentProps) {
  return (
    <LandingPage landing={landing}>
      <LandingSection id="contrats" intro={landing.contractsIntro} tone="muted" className="pt-24 sm:pt-28">
        <div className="mx-auto grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3 lg:items-center lg:gap-8">
          {landing.contracts.map((contract) => (
            <PriceCard key={contract.name} contract={contract} subscribeLabel={landing.subscribeLabel} />
          ))}
        </div>
      </LandingSection>
      <div dangerouslySetInnerHTML={{ __html: loaderData.prices }} />
      <LandingSection id="urgences" intro={landing.emergencyIntro}>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {landing.emergencyTypes.map((type) => (
            <FeatureCard
              key={type.title}
              icon={type.icon}
              title={type.title}
              description={type.description}
              tone="red"
              footer={
                <p className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-100">
                  <Icon name="Clock" className="size-4" />
                  <span className="sr-only">Délai d'intervention&nbsp;: </span>
                  {type.responseTime}
                </p>
              }
            />
          ))}
        </div>
        <div className="mt-12">
          <EmergencyCallBlock block={landing.emergencyBlock} image="emergency" callBack={CALLBACK_LINK_PROPS} />
        </div>
      </LandingSection>
    </LandingPage>
  );
}
