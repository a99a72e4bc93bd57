/**
 * How the pieces of the consent feature and its readers talk without loading each other
 * (docs/product.md#consent): window events.
 */

export const OPEN_CONSENT_EVENT = "consent:open";
/** Sent once a choice is saved: whoever keeps something under a consent reads the choice again. */
export const CONSENT_SAVED_EVENT = "consent:saved";

/** Reopens the settings dialog from anywhere (the footer's 'Gérer les cookies'). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
