import { useEffect } from "react";
import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from "./paths";

/**
 * Registers (or updates) the admin's service worker on every admin page, so
 * that alerts keep arriving and the installed app stays current. It caches
 * nothing (service-worker-source.ts). A browser without service workers, or
 * a refusal, changes nothing on the page.
 */
export function useAdminServiceWorker(): void {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE }).catch(() => undefined);
  }, []);
}
