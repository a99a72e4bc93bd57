import type { ReactNode } from "react";
import type { LandingBase } from "~/content";
import { ClaimsBar } from "./claims-bar";
import { CLOSING_CTA_ID, ClosingCta } from "./closing-cta";
import { HERO_ACTIONS_ID, LandingHero } from "./landing-hero";
import { MobileCallBar } from "~/components/mobile-call-bar";

/**
 * What every landing page shares: hero with the offer and the phone button,
 * the claims, the page's own sections, the closing call to action and the
 * sticky call bar on phones.
 */
export function LandingPage({ landing, children }: { landing: LandingBase; children: ReactNode }) {
  return (
    <>
      <LandingHero hero={landing.hero} image={landing.image} />
      <ClaimsBar claims={landing.claims} />
      {children}
      <ClosingCta cta={landing.closingCta} />
      <MobileCallBar afterId={HERO_ACTIONS_ID} endId={CLOSING_CTA_ID} />
    </>
  );
}
