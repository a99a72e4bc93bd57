import { HEADER_SCROLL_OFFSET_PX } from "~/config/constants";

/** Home anchors the header menu scrolls to (docs/product.md#site-shell). */
export const HOME_ANCHORS = [
  { id: "accueil", label: "Accueil" },
  { id: "services", label: "Services" },
  { id: "realisations", label: "Réalisations" },
  { id: "about", label: "À propos" },
] as const;

/** Scrolls so the anchor sits just below the sticky header. Returns false when it is not on the page. */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_SCROLL_OFFSET_PX;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : behavior });
  return true;
}
