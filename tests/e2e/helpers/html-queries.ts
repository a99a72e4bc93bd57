import { textOf } from "./html";

/**
 * Queries on a page parsed by `fetchPage` (tests/e2e/helpers/html.ts), as Playwright's locators
 * find things in a browser, for checks that move from Chromium to the served HTML.
 */

/** The innermost elements whose whole text is `text` (Playwright's `getByText(text, { exact: true })`). */
export function elementsWithText(root: ParentNode, text: string): Element[] {
  return [...root.querySelectorAll("*")].filter(
    (element) => textOf(element) === text && ![...element.children].some((child) => textOf(child) === text),
  );
}

/** An element's accessible name as far as markup gives it: aria-label, else its text. */
export function accessibleName(element: Element): string {
  return element.getAttribute("aria-label")?.trim() || textOf(element);
}

/** The links (`a[href]`) whose accessible name is `name`, or matches it (Playwright's `getByRole("link", { name })`). */
export function linksNamed(root: ParentNode, name: string | RegExp): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) =>
    typeof name === "string" ? accessibleName(link) === name : name.test(accessibleName(link)),
  );
}

/** The text a reader sees in `element`: its text without that of scripts, styles and templates, whitespace collapsed. */
export function readableText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return textOf(copy);
}

/** How many times `text` occurs in what a reader sees of `element`. */
export function occurrences(element: Element, text: string): number {
  return readableText(element).split(text).length - 1;
}

/**
 * An attribute's value, its name compared without case as an HTML parser does (React writes
 * `srcSet` or `imageSrcSet` in the markup; linkedom keeps the name as written).
 */
export function attributeOf(element: Element | null | undefined, name: string): string | null {
  const wanted = name.toLowerCase();
  return [...(element?.attributes ?? [])].find((attribute) => attribute.name.toLowerCase() === wanted)?.value ?? null;
}
