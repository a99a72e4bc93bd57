import { ADMIN_BASE_PATH, SIGN_IN_BASE_PATH } from "~/config/admin-paths";

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The admin and its sign-in pages: they wear the admin's shell, and never the public site's
 * consent banner or Google tag (docs/product.md#admin-shell). Pure: browser and server.
 */
export function isAdminArea(pathname: string): boolean {
  return isUnder(pathname, ADMIN_BASE_PATH) || isUnder(pathname, SIGN_IN_BASE_PATH);
}
