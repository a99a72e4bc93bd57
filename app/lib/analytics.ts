/** The analytics and ad conversion ids of the Google tag (all null: no tag is loaded). */
export interface AnalyticsIds {
  gaId: string | null;
  adsId: string | null;
  adsConversionLabel: string | null;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Sends a conversion event when the tag is configured; Consent Mode decides what it may store. */
export function trackConversion(event: string, ids: AnalyticsIds): void {
  if (typeof window === "undefined" || !window.gtag) return;
  window.gtag("event", event);
  if (ids.adsId && ids.adsConversionLabel) {
    window.gtag("event", "conversion", { send_to: `${ids.adsId}/${ids.adsConversionLabel}` });
  }
}
