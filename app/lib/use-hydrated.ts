import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the
 * scripts run the page (at once on a client-side visit). A control that only
 * scripts can operate is rendered `disabled` until then, so a click before
 * hydration is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
