/**
 * The admin's service worker, as served at SERVICE_WORKER_PATH. It shows
 * alerts and opens their page when tapped, and does nothing else: no fetch
 * handler and no Cache Storage, so no admin page or data is ever kept on the
 * device (docs/decisions/016-admin-push.md). Plain JavaScript, no import.
 */
import { ADMIN_ICONS, SERVICE_WORKER_SCOPE } from "./paths";

const FALLBACK_TITLE = "Nouvelle alerte";

export const SERVICE_WORKER_SOURCE = `"use strict";
// ${FALLBACK_TITLE}: shown when a push carries no readable message.
const SCOPE = new URL(${JSON.stringify(SERVICE_WORKER_SCOPE)}, self.location.origin).href;
const ICON = ${JSON.stringify(ADMIN_ICONS.any192)};
const BADGE = ${JSON.stringify(ADMIN_ICONS.badge96)};

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** A page of this site's admin, or the admin's home: a tap never leaves the site. */
function adminUrl(value) {
  try {
    const url = new URL(String(value || ""), self.location.origin);
    if (url.origin === self.location.origin && (url.href.startsWith(SCOPE) || url.href === SCOPE.slice(0, -1))) return url.href;
  } catch (error) {
    // not a URL
  }
  return SCOPE;
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = { body: event.data ? event.data.text() : "" };
  }
  const urgent = message.urgent === true;
  event.waitUntil(
    self.registration.showNotification(String(message.title || ${JSON.stringify(FALLBACK_TITLE)}), {
      body: String(message.body || ""),
      tag: message.tag ? String(message.tag) : undefined,
      data: { url: adminUrl(message.url) },
      icon: ICON,
      badge: BADGE,
      lang: "fr",
      requireInteraction: urgent,
      renotify: Boolean(message.tag),
      vibrate: urgent ? [300, 100, 300, 100, 300] : [200],
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = adminUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
`;
