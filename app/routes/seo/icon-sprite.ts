import { renderIconSprite } from "~/features/site/icon-sprite.server";

/** GET /icons.svg: the content icons as one cached SVG sprite. */
export function loader() {
  return new Response(renderIconSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
