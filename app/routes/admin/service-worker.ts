import { SERVICE_WORKER_SCOPE } from "~/features/push/paths";
import { SERVICE_WORKER_SOURCE } from "~/features/push/service-worker-source";

/**
 * GET /administration-sw.js: the admin's service worker (alerts only, no
 * cache; docs/decisions/016-admin-push.md). The same file for everyone, like
 * any script of the site: browsers check it for updates on their own, signed
 * in or not, and would log an error for a redirect to the sign-in page. It
 * may control the admin's pages only (Service-Worker-Allowed), and is checked
 * again on every visit (no-cache).
 */
export function loader() {
  return new Response(SERVICE_WORKER_SOURCE, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": SERVICE_WORKER_SCOPE,
    },
  });
}
