import { lazy, Suspense, useEffect, useState } from "react";
import { CONSENT_BANNER_DELAY_MS } from "~/config/constants";
import { OPEN_CONSENT_EVENT, readStoredConsent } from "./consent";

const CookieBanner = lazy(() => import("./cookie-banner").then((module) => ({ default: module.CookieBanner })));

/**
 * Decides whether the cookie banner is needed: shortly after load when no
 * valid choice is stored (docs/product.md#consent), or when the visitor asks for the settings.
 * The banner's code is loaded only then, so a returning visitor's pages carry
 * none of it.
 */
export function ConsentGate({ measurementId }: { measurementId: string | null }) {
  const [reason, setReason] = useState<"banner" | "settings" | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!readStoredConsent(window.localStorage, new Date())) setReason((current) => current ?? "banner");
    }, CONSENT_BANNER_DELAY_MS);
    const openSettings = () => setReason((current) => current ?? "settings");
    window.addEventListener(OPEN_CONSENT_EVENT, openSettings);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_CONSENT_EVENT, openSettings);
    };
  }, []);

  if (!reason) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner measurementId={measurementId} initial={reason} />
    </Suspense>
  );
}
