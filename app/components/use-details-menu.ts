import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A menu built on <details> (it opens without JavaScript, and before the scripts run), closed once
 * they run when the page changes, on Escape (the focus back on its button) and on a press outside it.
 */
export function useDetailsMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Not when the page first hydrates, which keeps a menu opened before.
  const shownLocation = useRef(location.key);
  useEffect(() => {
    if (location.key === shownLocation.current) return;
    shownLocation.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return menu;
}
