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
