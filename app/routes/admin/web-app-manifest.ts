import { getEnv } from "~/config/env.server";
import { adminWebAppManifest } from "~/features/push/web-app-manifest";

/**
 * GET /administration.webmanifest: what makes the admin installable (name,
 * start page, icons). Public: browsers fetch a manifest without cookies, and
 * it holds nothing private. Linked from the admin pages only.
 */
export function loader() {
  return new Response(JSON.stringify(adminWebAppManifest(getEnv().SITE_NAME), null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
