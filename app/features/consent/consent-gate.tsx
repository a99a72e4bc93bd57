import { lazy, Suspense, useEffect, useState } from "react";
import { CONSENT_BANNER_DELAY_MS } from "~/config/constants";
import type { AnalyticsIds } from "~/lib/analytics";
import { OPEN_CONSENT_EVENT } from "./consent-events";
import { readStoredConsent } from "./stored-consent";

const CookieBanner = lazy(() => import("./cookie-banner").then((module) => ({ default: module.CookieBanner })));

/**
 * Decides whether the cookie banner is needed (docs/product.md#consent): shortly after load when
 * the site uses something that needs consent (a Google id is configured) and no valid choice is
 * stored, or when the visitor asks for the settings. The banner's code is loaded only then, so a
 * returning visitor's pages carry none of it.
 */
export function ConsentGate({ ids }: { ids: AnalyticsIds }) {
  const [reason, setReason] = useState<"banner" | "settings" | null>(null);
  const { gaId, adsId } = ids;

  useEffect(() => {
    // read at once, before the visit's record reads it: a choice made for other ids is forgotten
    const stored = readStoredConsent(window.localStorage, new Date(), { gaId, adsId });
    const timer = window.setTimeout(() => {
      if (!stored && (gaId || adsId)) setReason((current) => current ?? "banner");
    }, CONSENT_BANNER_DELAY_MS);
    const openSettings = () => setReason((current) => current ?? "settings");
    window.addEventListener(OPEN_CONSENT_EVENT, openSettings);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_CONSENT_EVENT, openSettings);
    };
  }, [gaId, adsId]);

  if (!reason) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner ids={ids} initial={reason} />
    </Suspense>
  );
}
