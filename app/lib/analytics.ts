/** The analytics and ad conversion ids of the Google tag (all null: no tag is loaded). */
export interface AnalyticsIds {
  gaId: string | null;
  adsId: string | null;
  adsConversionLabel: string | null;
}

/** Event sent (when the tag is on the page) as a visitor taps a phone number. */
export const CALL_CONVERSION_EVENT = "phone_call";
/** Where the Google tag's inline script leaves the ad conversion a call reports ('AW-…/label'). */
export const CALL_CONVERSION_GLOBAL = "callConversion";

/** Set by the Google tag's inline script when no valid consent choice is stored: the banner must show without delay. */
export const CONSENT_PENDING_GLOBAL = "consentPending";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    [CALL_CONVERSION_GLOBAL]?: string;
    [CONSENT_PENDING_GLOBAL]?: boolean;
  }
}

/** The ad conversion of a call or a request ('AW-…/label'), or null. */
export function conversionTarget(ids: AnalyticsIds): string | null {
  return ids.adsId && ids.adsConversionLabel ? `${ids.adsId}/${ids.adsConversionLabel}` : null;
}

/** Sends a conversion event when the tag is configured; Consent Mode decides what it may store. */
export function trackConversion(event: string, ids: AnalyticsIds): void {
  if (typeof window === "undefined" || !window.gtag) return;
  window.gtag("event", event);
  const target = conversionTarget(ids);
  if (target) window.gtag("event", "conversion", { send_to: target });
}
