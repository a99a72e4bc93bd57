import { useLayoutEffect, type RefObject } from "react";
import { useHydrated } from "./use-hydrated";

/*
 * The server's HTML can be typed in at once, seconds before its scripts run
 * on a slow phone, and hydration must not lose any of it:
 *
 * - an input keeps its DOM value when React hydrates it, but the next render
 *   of a controlled input writes its state back over it: such a component
 *   adopts the DOM values right after hydration (useTypedBeforeHydration);
 * - a textarea is set back to its server content by React as it hydrates,
 *   controlled or not, unless it is rendered with the value it holds then
 *   (useTextareaValueWhileHydrating, used by the Textarea primitive).
 */

export type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * While React hydrates the server-rendered textarea `id`: the value it holds
 * (what the visitor typed, or its server content). Undefined otherwise: on
 * the server, and in the browser once the page is live. It reads the DOM
 * during render, which is safe only here: the element is the one being
 * hydrated, and reading it changes nothing.
 */
export function useTextareaValueWhileHydrating(id: string | undefined): string | undefined {
  const hydrated = useHydrated();
  if (hydrated || !id || typeof document === "undefined") return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLTextAreaElement ? field.value : undefined;
}

/**
 * Keeps what was typed into a component's controlled fields before the
 * scripts ran: right after its first commit (a layout effect: before any
 * other render, before the browser paints), `adopt` receives the fields
 * whose DOM value differs from the one rendered, so the state, and
 * everything derived from it, takes them.
 */
export function useTypedBeforeHydration<K extends string>(
  fields: Record<K, RefObject<TextControl | null>>,
  rendered: Record<K, string>,
  adopt: (typed: Partial<Record<K, string>>) => void,
): void {
  useLayoutEffect(() => {
    const typed: Partial<Record<K, string>> = {};
    let found = false;
    for (const name of Object.keys(fields) as K[]) {
      const value = fields[name].current?.value;
      if (value !== undefined && value !== rendered[name]) {
        typed[name] = value;
        found = true;
      }
    }
    if (found) adopt(typed);
    // once, for the HTML the page arrived with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
