/** Where the admin's installable app and its alerts live (pure: importable by components and the worker's route). */
import { ACCOUNT_PATH, DASHBOARD_PATH } from "~/features/auth/paths";

/** The 'Notifications' part of 'Mon compte', where its forms post. */
export const ACCOUNT_NOTIFICATIONS_PATH = `${ACCOUNT_PATH}/notifications`;
/**
 * The service worker: public like the manifest (browsers check it for updates whatever the session,
 * and a redirect to the sign-in page would be an error), its scope limited to the admin by the
 * Service-Worker-Allowed header it is served with.
 */
export const SERVICE_WORKER_PATH = "/administration-sw.js";
export const SERVICE_WORKER_SCOPE = `${DASHBOARD_PATH}/`;
/** The admin's web app manifest, public like the icons: browsers fetch them without the session cookie. */
export const WEB_APP_MANIFEST_PATH = "/administration.webmanifest";
/** Generated once from the logo (scripts/admin-icons.ts), committed under public/. */
export const ADMIN_ICONS = {
  any192: "/icons/admin-192.png",
  any512: "/icons/admin-512.png",
  maskable512: "/icons/admin-maskable-512.png",
  /** the small monochrome icon Android shows in the status bar */
  badge96: "/icons/admin-badge-96.png",
} as const;
