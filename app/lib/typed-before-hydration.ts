import { useLayoutEffect, type RefObject } from "react";

/**
 * The server's HTML can be typed in at once, seconds before its scripts run
 * on a slow phone. Hydration must not lose any of it:
 *
 * - an input keeps its DOM value when React hydrates it, but the next render
 *   of a controlled input writes its state back over it: such a component
 *   adopts the DOM values right after hydration (useTypedBeforeHydration);
 * - a textarea whose server content is not empty is set back to that content
 *   by React as it hydrates, controlled or not: its value is recorded just
 *   before hydration (recordTypedTextareas, in entry.client) and put back
 *   once the page is live (restoreTypedTextareas, in the root).
 */
export type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let recorded: { field: HTMLTextAreaElement; value: string }[] = [];

/** Remembers every textarea typed in so far; called just before hydration starts. */
export function recordTypedTextareas(root: ParentNode = document): void {
  recorded = Array.from(root.querySelectorAll("textarea"))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/** What the visitor typed into `field`: its DOM value, or the recorded one when hydration set the textarea back. */
function typedValue(field: TextControl): string {
  const before = recorded.find((entry) => entry.field === field);
  return before && field.value === field.defaultValue ? before.value : field.value;
}

/** Once the page is live: puts back what hydration took out of a textarea (one nobody has touched since). */
export function restoreTypedTextareas(): void {
  for (const { field, value } of recorded) {
    if (field.isConnected && field.value === field.defaultValue && field.value !== value) field.value = value;
  }
  recorded = [];
}

/**
 * Keeps what was typed into a component's controlled fields before the
 * scripts ran: right after its first commit (a layout effect: before any
 * other render, before the browser paints), `adopt` receives the fields
 * whose typed value differs from the one rendered, so the state, and
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
      const field = fields[name].current;
      const value = field ? typedValue(field) : undefined;
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
