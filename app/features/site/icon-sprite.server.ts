import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CONTENT_ICONS, type ContentIcon } from "~/content/icons";

let cached: string | undefined;

/**
 * One SVG sprite of every icon the content names (`<symbol id="Droplets">`…),
 * drawn from lucide. Pages reference it with `<use href="/icons.svg#Droplets">`,
 * so content icons cost the browser no JavaScript at all.
 */
export function renderIconSprite(): string {
  if (cached) return cached;
  const symbols = CONTENT_ICONS.map((name: ContentIcon) => {
    const markup = renderToStaticMarkup(createElement(lucide[name] as lucide.LucideIcon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1] ?? "";
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  cached = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  return cached;
}
