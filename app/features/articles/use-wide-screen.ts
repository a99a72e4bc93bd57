import { useSyncExternalStore } from "react";

/** The editor's side-by-side preview starts at this width (docs/product.md#article-editor). */
const WIDE_QUERY = "(min-width: 1280px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True on a screen of 1280 px or more, once the scripts run (false in the server's HTML). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
