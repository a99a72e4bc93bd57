import { CreationCard } from "~/components/landing/creation-card";
import { EquipmentCard } from "~/components/landing/equipment-card";
import { HERO_IMAGE_SIZES } from "~/components/landing/landing-hero";
import { LandingPage } from "~/components/landing/landing-page";
import { LandingSection } from "~/components/landing/landing-section";
import { MaterialCard } from "~/components/landing/material-card";
import { ProcessSteps } from "~/components/landing/process-steps";
import { StatGrid } from "~/components/landing/stat-grid";
import { ResponsiveImage } from "~/components/responsive-image";
import { siteImagePreloadMeta } from "~/components/site-image";
import { faconnageLanding as landing } from "~/content";
import { landingMeta } from "~/features/seo/landing-meta";
import { siteImageOverrides } from "~/features/site-images/overrides.server";
import type { Route } from "./+types/landing-faconnage";

/** The hero's preload: the photo the owner may have put in its place (docs/product.md#site-images). */
export async function loader({ request }: Route.LoaderArgs) {
  return { extraMeta: [siteImagePreloadMeta(landing.image, HERO_IMAGE_SIZES, await siteImageOverrides(request))] };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...landingMeta(matches, landing),
  ...(loaderData?.extraMeta ?? []),
];

export default function LandingFaconnagePage() {
  return (
    <LandingPage landing={landing}>
      <LandingSection id="atelier" intro={landing.equipmentIntro} className="pt-24 sm:pt-28">
        <div className="grid items-stretch gap-5 overflow-hidden rounded-3xl bg-ink p-3 shadow-2xl lg:grid-cols-2 lg:gap-3">
          <div className="relative aspect-[3/2] overflow-hidden rounded-2xl lg:aspect-auto">
            <ResponsiveImage
              image="workshop"
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
          <StatGrid stats={landing.workshopStats} />
        </div>
        <div className="mt-8 grid gap-5 md:grid-cols-3 lg:gap-6">
          {landing.equipment.map((machine) => (
            <EquipmentCard key={machine.title} machine={machine} />
          ))}
        </div>
      </LandingSection>
      <LandingSection id="metaux" intro={landing.materialsIntro} tone="muted">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {landing.materials.map((material) => (
            <MaterialCard key={material.material} material={material} />
          ))}
        </div>
      </LandingSection>
      <LandingSection id="creations" intro={landing.creationsIntro}>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {landing.creations.map((creation) => (
            <CreationCard key={creation.category} creation={creation} />
          ))}
        </div>
      </LandingSection>
      <LandingSection id="processus" intro={landing.processIntro} tone="muted">
        <ProcessSteps steps={landing.process} />
      </LandingSection>
    </LandingPage>
  );
}
