import type { ContentIcon } from "~/content";
import { cn } from "~/lib/utils";

/** The sprite of content icons (served by routes/seo/icon-sprite.ts), versioned so it can be cached for a year. */
export const ICON_SPRITE_URL = `/icons.svg?v=${__ICON_SPRITE_VERSION__}`;

/**
 * A content icon by name, drawn from the SVG sprite: no icon code reaches the
 * browser. Decorative (hidden from assistive technology); size it with classes.
 */
export function Icon({ name, className, strokeWidth = 2 }: { name: ContentIcon; className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-6 shrink-0", className)}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
