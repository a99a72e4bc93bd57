/**
 * A refused form brings the eye to what to fix: the first field in error (in the page's order) is
 * scrolled to the middle of the screen and focused, so its message is read out and typing fixes it.
 * Used by every admin form (the public lead forms keep a smaller copy in use-lead-form.ts, for their
 * scripts' budget).
 */
import { useEffect, type RefObject } from "react";

type Errors = Readonly<Record<string, string | undefined>>;

function isInError(element: Element, errors: Errors | undefined): boolean {
  // errors just found in the browser are not yet on the page: their fields are found by name
  if (!errors) return element.getAttribute("aria-invalid") === "true";
  const name = (element as HTMLInputElement).name;
  return typeof name === "string" && name !== "" && Boolean(errors[name]);
}

/**
 * Focuses the first field of `container` in error: named in `errors` when given, else marked
 * `aria-invalid="true"`. Without one, the form's own alert (a message for the whole form) is
 * focused instead. Returns whether something was focused.
 */
export function focusFirstError(container: HTMLElement, errors?: Errors): boolean {
  const selector = errors ? "[name]" : '[aria-invalid="true"]';
  const target =
    Array.from(container.querySelectorAll<HTMLElement>(selector)).find((element) => isInError(element, errors)) ??
    container.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return false;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  // a visually hidden control (a file input in its label) is shown through its label
  const shown = target.closest("label") ?? target;
  shown.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/**
 * After each server answer that refused a form (`answer` changes, `refused` true), focuses its first
 * field in error: `ref` is the form (or the part of the page that holds its fields).
 */
export function useFocusFirstError(ref: RefObject<HTMLElement | null>, answer: unknown, refused: boolean): void {
  useEffect(() => {
    if (refused && ref.current) focusFirstError(ref.current);
    // once per answer: a later render of the same refusal must not take the focus back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
}
