/**
 * The sticky call bar on phones (docs/product.md#mobile-call-bar) beyond the landing pages: the
 * home page, /urgence-toiture and the service pages carry it in their HTML with the configured
 * number, show it once their own call buttons and forms are off screen, hide it while a field has
 * focus, keep a form's submit button and the footer's last line clear of it, count a tap as a phone
 * tap, and show nothing of it on a computer.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneHref } from "~/config/site";
import { waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { fetchPage, textOf } from "./helpers/html";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

/** A phone number of our own, to prove the bar reads it from configuration. */
const PHONE = "06 12 34 56 78";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_PHONE: PHONE }), launchBrowser()]);
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

const BAR = '[data-testid="mobile-call-bar"]';

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

/** Whether what a visitor taps at the middle of `selector`'s element is something else (the bar over it). */
function coveredAtItsMiddle(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.bottom > window.innerHeight || !hit || !element.contains(hit);
  });
}

describe("the call bar on phones", () => {
  it.each(PAGES)("%s: is in the server's HTML, a plain tel: link to the configured number", async (path) => {
    const { document } = await fetchPage(`${server.url}${path}`);
    const bars = document.querySelectorAll(BAR);
    expect(bars.length).toBe(1);
    const call = bars[0]!.querySelector('a[href^="tel:"]');
    // the page's own first call button has the same number (the emergency number on /urgence-toiture)
    const own = [...document.querySelectorAll('main a[href^="tel:"]')].find((link) => !link.closest(BAR));
    expect(call?.getAttribute("href")).toBe(own?.getAttribute("href"));
    expect(call?.getAttribute("href")).toBe(phoneHref(PHONE));
    expect(textOf(call)).toBe(`Appeler le ${PHONE}`);
    expect(bars[0]!.querySelector('a[href="/contact"]')?.getAttribute("aria-label")).toBe("Demander un devis");
  });

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
      await page.waitForFunction((selector) => getComputedStyle(document.querySelector(selector)!).opacity === "1", BAR);
      await saveScreenshot(page, "mobile-call-bar", `${name}-390.png`);

      // a tap is a phone tap in the statistics, as every tel: link of the page
      const beacon = page.waitForRequest((request) => request.url().endsWith("/api/evenement") && request.method() === "POST");
      await bar.getByRole("link", { name: /^Appeler le / }).click();
      expect((await beacon).postData()).toBe(`e=appel&p=${encodeURIComponent(path)}`);

      const form = page.locator("main form").first();
      if ((await form.count()) > 0) {
        // a field with focus (the keyboard is up): the bar is out of the way, by CSS alone
        const field = form.locator("input:not([type=hidden]), textarea").first();
        await field.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
        await expect.poll(() => bar.isVisible()).toBe(false);
        await field.evaluate((input: HTMLInputElement) => input.blur());
        await expect.poll(() => bar.isVisible()).toBe(true);
        // the form's submit button at the bottom of the screen, where the bar sits: the bar steps aside
        const submit = form.locator('button[type="submit"]').first();
        await submit.evaluate((button) => {
          const box = button.getBoundingClientRect();
          window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 40));
        });
        await expect.poll(() => bar.getAttribute("data-visible")).toBe("false");
        await expect.poll(() => bar.isVisible()).toBe(false);
        expect(await coveredAtItsMiddle(page, `main form button[type="submit"] >> nth=0`)).toBe(false);
        await saveScreenshot(page, "mobile-call-bar", `${name}-390-form.png`);
      }

      // at the very end the footer's last link and its last line are clear of the bar, shown here whatever the
      // page's end holds (a form on screen hides it): the room kept under the footer is what is checked
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      await bar.evaluate((element) => (element.dataset.visible = "true"));
      await page.waitForFunction((selector) => {
        const shown = document.querySelector(selector)!;
        return getComputedStyle(shown).opacity === "1" && Math.abs(shown.getBoundingClientRect().bottom - window.innerHeight) < 1;
      }, BAR);
      const lastLink = page.locator("footer a").last();
      await expect.poll(() => lastLink.isVisible()).toBe(true);
      expect(await coveredAtItsMiddle(page, "footer a >> nth=-1")).toBe(false);
      await lastLink.click({ trial: true });
      const lastLine = await page
        .locator("body > footer, footer:not(main footer)")
        .last()
        .evaluate((footer) => {
          const texts = [...footer.querySelectorAll<HTMLElement>("*")].filter(
            (el) =>
              [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) &&
              el.offsetHeight > 0,
          );
          const last = texts.reduce((a, b) => (b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a));
          const barTop = document.querySelector(".call-bar")!.getBoundingClientRect().top;
          return { text: last.textContent!.trim(), bottom: last.getBoundingClientRect().bottom, barTop };
        });
      expect(lastLine.text.length).toBeGreaterThan(0);
      expect(lastLine.bottom, lastLine.text).toBeLessThanOrEqual(lastLine.barTop);
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
    const bar = page.getByTestId("mobile-call-bar");
    expect(await bar.count()).toBe(1);
    for (const share of [0.3, 0.6, 1]) {
      await page.evaluate((part) => window.scrollTo(0, document.documentElement.scrollHeight * part), share);
      await page.waitForTimeout(100);
      expect(await bar.isVisible()).toBe(false);
    }
    await saveScreenshot(page, "mobile-call-bar", `${name}-1280.png`);
    await close();
  });
});
