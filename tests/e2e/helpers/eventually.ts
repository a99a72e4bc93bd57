import type { Locator } from "playwright-core";
import { expect } from "vitest";

/**
 * A read of the page that is retried until its assertion passes (within the browser tests'
 * expect.poll timeout, vitest.config.ts): what a test sees right after an action may still be on
 * its way (a render, a toast, a navigation's last paint). Playwright's own retrying
 * `expect(locator)` is in @playwright/test, which we do not use.
 */
export function eventually<T>(read: () => T | Promise<T>, message?: string) {
  return expect.poll(read, { message });
}

/**
 * `true` once `target` is visible; until then the text `around` shows, so that a wait that runs out
 * says what the page showed instead of "expected false to be true".
 */
export async function visibleOrText(target: Locator, around: Locator): Promise<true | string> {
  if (await target.isVisible()) return true;
  const shown = await around.innerText({ timeout: 1_000 }).catch(() => "(nothing: the element is gone)");
  return shown.replace(/\s+/g, " ").trim().slice(0, 600);
}
