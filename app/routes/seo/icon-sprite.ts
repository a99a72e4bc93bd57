import { renderIconSprite } from "~/features/site/icon-sprite.server";
import type { Route } from "./+types/icon-sprite";

/**
 * GET /icons.svg: the content icons as one SVG sprite. Pages ask for
 * `?v=<this build's version>`, which never changes content: cached for a year.
 * Any other URL (an old page's version) gets today's sprite for a day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const current = new URL(request.url).searchParams.get("v") === __ICON_SPRITE_VERSION__;
  return new Response(renderIconSprite(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=86400",
    },
  });
}
