/**
 * The sticky call bar on phones (docs/product.md#mobile-call-bar) beyond the landing pages: the
 * home page, /urgence-toiture and the service pages show it once their own call buttons and forms
 * are off screen, hide it while a field has focus, keep the footer's last link clear of it, and
 * show nothing of it on a computer.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PAGES = [
  ["/", "home"],
  ["/urgence-toiture", "emergency"],
  ["/services/zinguerie", "service"],
] as const;

/** Scrolls down a screen at a time until the bar shows; the scroll position where it did. */
async function scrollUntilTheBarShows(page: Page): Promise<number> {
  const bar = page.getByTestId("mobile-call-bar");
  for (let y = 0; y < 30_000; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
    if ((await bar.getAttribute("data-visible")) === "true" && (await bar.isVisible())) return y;
  }
  throw new Error("the call bar never showed");
}

describe("the call bar on phones", () => {
  it.each(PAGES)(
    "%s: shows past the page's own buttons, steps aside for forms and typing, covers nothing",
    async (path, name) => {
      const { page, context, errors, close } = await openPage(browser, { width: 390, height: 844 });
      await rememberCookieChoice(context);
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      const bar = page.getByTestId("mobile-call-bar");

      // at the top the hero's own call button is on screen: no bar over it
      expect(await bar.isVisible()).toBe(false);
      await scrollUntilTheBarShows(page);
      const heroCall = page.locator('main a[href^="tel:"]').first();
      // the same number as the page's own buttons (the emergency number on /urgence-toiture)
      expect(await bar.getByRole("link", { name: /^Appeler le / }).getAttribute("href")).toBe(
        await heroCall.getAttribute("href"),
      );
      expect(await bar.getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe("/contact");
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('[data-testid="mobile-call-bar"]')!).opacity === "1",
      );
      await saveScreenshot(page, "mobile-call-bar", `${name}-390.png`);

      // a field with focus (the keyboard is up): the bar is out of the way, by CSS alone
      const field = page.locator("main form input:not([type=hidden]), main form textarea").first();
      if ((await field.count()) > 0) {
        await field.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
        await expect.poll(() => bar.isVisible()).toBe(false);
        await field.evaluate((input: HTMLInputElement) => input.blur());
        await expect.poll(() => bar.isVisible()).toBe(true);
        // a form on screen: the bar steps aside
        await field.evaluate((input) => input.scrollIntoView({ block: "center" }));
        await expect.poll(() => bar.getAttribute("data-visible")).toBe("false");
      }

      // at the very end the footer's last link is reachable and clickable, not under the bar
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLink = page.locator("footer a").last();
      await expect.poll(() => lastLink.isVisible()).toBe(true);
      const covered = await lastLink.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom > window.innerHeight || !hit || !link.contains(hit);
      });
      expect(covered).toBe(false);
      await lastLink.click({ trial: true });
      await saveScreenshot(page, "mobile-call-bar", `${name}-390-end.png`);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each(PAGES)("%s: no bar on a computer", async (path, name) => {
    const { page, context, close } = await openPage(browser, { width: 1280, height: 900 });
    await rememberCookieChoice(context);
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(100);
    expect(await page.getByTestId("mobile-call-bar").isVisible()).toBe(false);
    await saveScreenshot(page, "mobile-call-bar", `${name}-1280.png`);
    await close();
  });
});
